// TEMPORARY skeleton: replaced by the pages work.
export default function HomePage() {
  return <h1>Home</h1>;
}
