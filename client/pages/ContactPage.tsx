// TEMPORARY skeleton: replaced by the pages work.
export default function ContactPage() {
  return <h1>Contact</h1>;
}
