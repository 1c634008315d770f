// TEMPORARY skeleton: replaced by the pages work.
export default function AboutPage() {
  return <h1>About</h1>;
}
