/** Once the client has asked for changes: the business has been told, and the quote stays open. */
import { StatePanel } from "@/components/ui/panels";
import { formatTorontoDate } from "@/lib/format";
import { business, promises } from "@shared/business";

/** Right after sending: announced, and focused by the page. */
export function ChangesRequestedResult() {
  return (
    <StatePanel tone="success" icon="check" title="Your request has been sent" role="status">
      <p>
        We've let {business.name} know what you'd like changed. We'll get back to you within {promises.responseHours} hours, usually with a revised
        quote.
      </p>
      <p className="mt-2">This quote stays open in the meantime: you can still accept or decline it.</p>
    </StatePanel>
  );
}

/** On a later visit: a quiet reminder in the decision card. */
export function ChangesRequestedNote({ at }: { at: string }) {
  return (
    <p className="mb-5 rounded-lg bg-stone-100 px-4 py-3 text-sm text-stone-700">
      You asked for changes on {formatTorontoDate(at)}. We'll be in touch; this quote stays open until then.
    </p>
  );
}
