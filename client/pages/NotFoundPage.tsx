// TEMPORARY skeleton: replaced by the pages work.
export default function NotFoundPage() {
  return <h1>NotFound</h1>;
}
