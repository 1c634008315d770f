// TEMPORARY skeleton: replaced by the pages work.
export default function PrivacyPage() {
  return <h1>Privacy</h1>;
}
