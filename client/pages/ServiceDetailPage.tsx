// TEMPORARY skeleton: replaced by the pages work.
export default function ServiceDetailPage() {
  return <h1>ServiceDetail</h1>;
}
