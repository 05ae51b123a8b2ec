import type { QuoteListItem } from "@shared/api/responses";
import { QuoteStatusBadge } from "@/components/ui/status-badge";
import { formatTorontoDate } from "@/lib/format";
import { ListCard, ListTable, PersonCells } from "./list-parts";
import { quoteTotalText, type QuoteTotalFacts } from "@/lib/quote-total-text";

/** Its range while the client's choices are open, else its total. */
const price = (quote: QuoteListItem) => quoteTotalText(quote as QuoteListItem & QuoteTotalFacts);
const person = (quote: QuoteListItem) => ({
  href: `/admin/quotes/${quote.id}`,
  name: quote.clientName,
  phone: quote.clientPhone,
  email: quote.clientEmail,
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
    <>
      <ul className="flex flex-col gap-3 md:hidden" aria-label="Quotes">
        {quotes.map((quote) => (
          <ListCard
            key={quote.id}
            person={person(quote)}
            badge={<QuoteStatusBadge stage={quote.stage} />}
            footnote={`${quote.number} · Created ${formatTorontoDate(quote.createdAt)}`}
            testId="quote-row"
          >
            <p className="mt-1 text-sm text-stone-700">{quote.projectAddress}</p>
            <p className="mt-1 text-sm text-stone-600">
              <span className="font-semibold text-stone-900 tabular-nums">{price(quote)}</span> · {quote.workScope}
            </p>
          </ListCard>
        ))}
      </ul>
      <ListTable caption="Quotes, newest first" columns={columns}>
        {quotes.map((quote) => (
          <tr key={quote.id} className="align-top hover:bg-stone-50" data-testid="quote-row">
            <PersonCells
              person={person(quote)}
              note={`${quote.number} · Created ${formatTorontoDate(quote.createdAt)}`}
              address={quote.projectAddress}
              scope={quote.workScope}
            />
            <td className="px-4 py-3 text-right font-semibold text-stone-950 tabular-nums">{price(quote)}</td>
            <td className="px-4 py-3">
              <QuoteStatusBadge stage={quote.stage} />
            </td>
          </tr>
        ))}
      </ListTable>
    </>
  );
}
