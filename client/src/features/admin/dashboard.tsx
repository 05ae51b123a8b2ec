/**
 * The admin dashboard: five stat cards, the 5 most recent quotes and contracts,
 * and what is waiting in the leads.
 */
import type { ReactNode } from "react";
import { Link } from "wouter";
import { business, listSizes } from "@shared/business";
import { openQuoteStages } from "@shared/quote-lifecycle";
import { formatCad, parseAmount, revenueOf } from "@shared/quote-rules";
import { quoteTotalText, type QuoteTotalFacts } from "@/lib/quote-total-text";
import { formatTorontoDate } from "@/lib/format";
import { Badge, QuoteStatusBadge } from "@/components/ui/status-badge";
import type { ContractListItem, QuoteListItem, QuoteRequestView, QuoteView } from "@shared/api/responses";
import { contractPdfUrl } from "@/api/contracts";
import { lazyNumberFormat } from "@shared/lazy-intl";

const cad = lazyNumberFormat("en-CA", { style: "currency", currency: business.currency });

export type DashboardStats = {
  totalQuotes: number;
  pending: number;
  accepted: number;
  signedContracts: number;
  totalRevenue: number;
};

/**
 * Counts by lifecycle stage, so each card agrees with the list it opens: Pending is every open quote
 * (unpriced to changes requested), Accepted those accepted and not yet signed. Total Revenue: the
 * numeric part of totalCost summed over the quotes that have a contract.
 */
export function dashboardStats(quotes: QuoteListItem[], contracts: ContractListItem[]): DashboardStats {
  const signedQuoteIds = new Set(contracts.map((contract) => contract.quoteId));
  const open: readonly string[] = openQuoteStages;
  return {
    totalQuotes: quotes.length,
    pending: quotes.filter((quote) => open.includes(quote.stage)).length,
    accepted: quotes.filter((quote) => quote.stage === "accepted").length,
    signedContracts: contracts.length,
    totalRevenue: revenueOf(quotes.filter((quote) => signedQuoteIds.has(quote.id)).map((quote) => quote.totalCost)),
  };
}

/** Estimate-form quotes the owner still has to price. */
export function isUnpricedEstimate(quote: QuoteView): boolean {
  return quote.source === "estimate" && quote.status === "pending" && parseAmount(quote.totalCost) === 0;
}

export function StatCards({ stats }: { stats: DashboardStats }) {
  const cards = [
    { label: "Total Quotes", value: String(stats.totalQuotes), href: "/admin/quotes" },
    { label: "Pending", value: String(stats.pending), href: "/admin/quotes?status=open" },
    { label: "Accepted", value: String(stats.accepted), href: "/admin/quotes?status=accepted" },
    { label: "Signed Contracts", value: String(stats.signedContracts), href: "/admin/contracts" },
    { label: "Total Revenue", value: cad.format(stats.totalRevenue), wide: true, href: "/admin/contracts" },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5" aria-label="Summary">
      {cards.map((card) => (
        <li key={card.label} className={card.wide ? "col-span-2 lg:col-span-1" : ""} data-stat={card.label}>
          {/* Each card opens the list it counts. */}
          <Link
            href={card.href}
            className="block h-full rounded-xl border border-stone-200 bg-white p-4 shadow-sm transition-colors hover:border-stone-900 sm:p-5"
          >
            <p className="text-sm font-medium text-stone-600">{card.label}</p>
            <p className="mt-2 text-2xl font-extrabold tracking-tight text-stone-950 tabular-nums sm:text-3xl">{card.value}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ListCard({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white shadow-sm">
      <div className="flex items-center justify-between gap-4 border-b border-stone-200 px-5 py-4 sm:px-6">
        <h2 id={id} className="text-lg font-bold text-stone-950">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

const smallLink =
  "inline-flex min-h-10 items-center rounded-md border border-stone-300 px-3 text-sm font-semibold text-stone-900 hover:border-stone-900";

export function RecentQuotes({ quotes }: { quotes: QuoteListItem[] }) {
  const recent = quotes.slice(0, listSizes.dashboardRecent);
  return (
    <ListCard id="recent-quotes" title="Recent Quotes">
      {recent.length === 0 ? (
        <p className="px-5 py-10 text-center text-stone-600 sm:px-6">No quotes created yet</p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {recent.map((quote) => (
            <li
              key={quote.id}
              className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6"
              data-testid="recent-quote"
            >
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-semibold text-stone-950">{quote.clientName}</p>
                  <QuoteStatusBadge stage={quote.stage} />
                </div>
                <p className="mt-0.5 truncate text-sm text-stone-700">{quote.workScope}</p>
                <p className="mt-0.5 text-sm text-stone-600">
                  <span className="font-semibold text-stone-900 tabular-nums">
                    {isUnpricedEstimate(quote) ? "Not priced yet" : quoteTotalText(quote as typeof quote & QuoteTotalFacts)}
                  </span>
                  {" · "}Created {formatTorontoDate(quote.createdAt)}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Link href={`/admin/quotes/${quote.id}`} className={smallLink}>
                  View<span className="sr-only"> quote for {quote.clientName}</span>
                </Link>
                <Link href={`/quote/${quote.linkToken}`} className={smallLink}>
                  Client page<span className="sr-only"> of the quote for {quote.clientName}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </ListCard>
  );
}

export function RecentContracts({ contracts }: { contracts: ContractListItem[] }) {
  const recent = contracts.slice(0, listSizes.dashboardRecent);
  return (
    <ListCard id="recent-contracts" title="Recent Contracts">
      {recent.length === 0 ? (
        <p className="px-5 py-10 text-center text-stone-600 sm:px-6">No contracts signed yet</p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {recent.map((contract) => (
            <li
              key={contract.id}
              className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6"
              data-testid="recent-contract"
            >
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-semibold text-stone-950">{contract.clientName}</p>
                  <Badge tone="signed">Signed</Badge>
                </div>
                <p className="mt-0.5 text-sm text-stone-700">{contract.projectAddress}</p>
                <p className="mt-0.5 text-sm text-stone-600">
                  <span className="font-semibold text-stone-900 tabular-nums">
                    {contract.totalCost === null ? "N/A" : formatCad(contract.totalCost)}
                  </span>
                  {" · "}Signed {formatTorontoDate(contract.signedAt)}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Link href={`/admin/quotes/${contract.quoteId}`} className={smallLink}>
                  Quote<span className="sr-only"> of {contract.clientName}</span>
                </Link>
                <a href={contractPdfUrl(contract)} className={smallLink} download>
                  PDF<span className="sr-only"> of the contract signed by {contract.clientName}</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </ListCard>
  );
}

const countOf = (count: number, one: string, many: string) => (count ? `${count} ${count === 1 ? one : many}` : null);

/** "a", "a and b", "a, b and c". */
const listed = (parts: string[]) => (parts.length < 2 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`);

const waitingLink = "inline-flex min-h-10 items-center font-semibold text-stone-950 underline underline-offset-2";

/**
 * What waits for the owner, each with the list that holds it: new leads and estimates to price (the
 * leads page), and the clients' change requests not answered yet (`changeRequests`, the server's
 * count of quotes at the "changes requested" stage).
 */
export function WaitingLeads({ requests, quotes, changeRequests }: { requests: QuoteRequestView[]; quotes: QuoteView[]; changeRequests: number }) {
  const newRequests = requests.filter((request) => request.status === "new").length;
  const unpriced = quotes.filter(isUnpricedEstimate).length;
  if (newRequests + unpriced + changeRequests === 0) return null;
  const parts = [
    countOf(newRequests, "new quote request", "new quote requests"),
    countOf(unpriced, "estimate to price", "estimates to price"),
    countOf(changeRequests, "change request", "change requests"),
  ].filter((part): part is string => part !== null);
  return (
    <div
      className="flex flex-col gap-3 rounded-xl border border-gold/60 bg-gold-light/40 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="waiting-for-you"
    >
      <p className="font-medium text-stone-900">Waiting for you: {listed(parts)}.</p>
      <div className="flex flex-wrap gap-x-5">
        {newRequests + unpriced > 0 && (
          <Link href="/admin/leads" className={waitingLink}>
            Open leads
          </Link>
        )}
        {changeRequests > 0 && (
          <Link href="/admin/quotes?status=changes_requested" className={waitingLink}>
            Open change requests
          </Link>
        )}
      </div>
    </div>
  );
}
