import type { QuoteListItem } from "@shared/api/responses";
import { QuoteStatusBadge } from "@/components/ui/status-badge";
import { formatTorontoDate } from "@/lib/format";
import { PersonRows, type PersonRecord } from "./list-parts";
import { quoteTotalText, type QuoteTotalFacts } from "@/lib/quote-total-text";

/** Its range while the client's choices are open, else its total. */
const price = (quote: QuoteListItem) => quoteTotalText(quote as QuoteListItem & QuoteTotalFacts);

const describe = (quote: QuoteListItem): PersonRecord => ({
  id: quote.id,
  person: { href: `/admin/quotes/${quote.id}`, name: quote.clientName, phone: quote.clientPhone, email: quote.clientEmail },
  badge: <QuoteStatusBadge stage={quote.stage} />,
  note: `${quote.number} · Created ${formatTorontoDate(quote.createdAt)}`,
  address: quote.projectAddress,
  scope: quote.workScope,
});

const columns = [
  { label: "Client", className: "w-[26%]" },
  { label: "Contact", className: "w-[26%]" },
  { label: "Project" },
  { label: "Total", className: "w-44 text-right" },
  { label: "Status", className: "w-40" },
];

/** The quotes of one page: a card each on a phone, a table row each on a wider screen. */
export function QuoteRows({ quotes }: { quotes: QuoteListItem[] }) {
  return (
    <PersonRows
      items={quotes}
      label="Quotes"
      columns={columns}
      testId="quote-row"
      describe={describe}
      details={(quote) => (
        <p className="mt-1 text-sm text-stone-600">
          <span className="font-semibold text-stone-900 tabular-nums">{price(quote)}</span> · {quote.workScope}
        </p>
      )}
      cells={(quote) => (
        <>
          <td className="px-4 py-3 text-right font-semibold text-stone-950 tabular-nums">{price(quote)}</td>
          <td className="px-4 py-3">
            <QuoteStatusBadge stage={quote.stage} />
          </td>
        </>
      )}
    />
  );
}
