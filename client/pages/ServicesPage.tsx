// TEMPORARY skeleton: replaced by the pages work.
export default function ServicesPage() {
  return <h1>Services</h1>;
}
