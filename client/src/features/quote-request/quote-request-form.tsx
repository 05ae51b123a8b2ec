/** Placeholder replaced by the real quote request form. */
export default function QuoteRequestForm(_props: { onSuccess?: () => void }) {
  return <p>Quote request form</p>;
}
