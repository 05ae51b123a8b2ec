import { Link } from "wouter";
import type { QuoteListItem } from "@shared/api/responses";
import { formatCad, isPriced } from "@shared/quote-rules";
import { QuoteStatusBadge } from "@/components/ui/status-badge";
import { formatTorontoDate } from "@/lib/format";
import { EmailLink, PhoneLink } from "./contact-links";

const quoteHref = (quote: QuoteListItem) => `/admin/quotes/${quote.id}`;
const price = (quote: QuoteListItem) => (isPriced(quote.totalCost) ? formatCad(quote.totalCost) : "Not priced");
const nameLink = "font-semibold text-stone-950 underline decoration-stone-300 underline-offset-4 hover:decoration-stone-950";

/** The quotes of one page: a card each on a phone, a table row each on a wider screen. */
export function QuoteRows({ quotes }: { quotes: QuoteListItem[] }) {
  return (
    <>
      <ul className="flex flex-col gap-3 md:hidden" aria-label="Quotes">
        {quotes.map((quote) => (
          <li key={quote.id} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm" data-testid="quote-row">
            <div className="flex items-start justify-between gap-3">
              <Link href={quoteHref(quote)} className={`${nameLink} min-w-0 break-words text-lg`}>
                {quote.clientName}
              </Link>
              <QuoteStatusBadge stage={quote.stage} />
            </div>
            <p className="mt-1 text-sm text-stone-700">{quote.projectAddress}</p>
            <p className="mt-1 text-sm text-stone-600">
              <span className="font-semibold text-stone-900 tabular-nums">{price(quote)}</span> · {quote.workScope}
            </p>
            <p className="mt-1 flex flex-col items-start text-sm">
              <PhoneLink phone={quote.clientPhone} tall />
              <EmailLink email={quote.clientEmail} tall />
            </p>
            <p className="mt-2 text-xs text-stone-600">Created {formatTorontoDate(quote.createdAt)}</p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm md:block">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">Quotes, newest first</caption>
          <thead className="border-b border-stone-200 bg-stone-50 text-stone-700">
            <tr>
              <th scope="col" className="w-[26%] px-4 py-3 font-semibold">
                Client
              </th>
              <th scope="col" className="w-[26%] px-4 py-3 font-semibold">
                Contact
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Project
              </th>
              <th scope="col" className="w-32 px-4 py-3 text-right font-semibold">
                Total
              </th>
              <th scope="col" className="w-40 px-4 py-3 font-semibold">
                Status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {quotes.map((quote) => (
              <tr key={quote.id} className="align-top hover:bg-stone-50" data-testid="quote-row">
                <td className="px-4 py-3">
                  <Link href={quoteHref(quote)} className={`${nameLink} break-words`}>
                    {quote.clientName}
                  </Link>
                  <p className="mt-0.5 text-xs text-stone-600">Created {formatTorontoDate(quote.createdAt)}</p>
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-col items-start gap-0.5">
                    <PhoneLink phone={quote.clientPhone} />
                    <EmailLink email={quote.clientEmail} />
                  </div>
                </td>
                <td className="px-4 py-3">
                  <p className="break-words text-stone-900">{quote.projectAddress}</p>
                  <p className="mt-0.5 truncate text-stone-600">{quote.workScope}</p>
                </td>
                <td className="px-4 py-3 text-right font-semibold text-stone-950 tabular-nums">{price(quote)}</td>
                <td className="px-4 py-3">
                  <QuoteStatusBadge stage={quote.stage} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
