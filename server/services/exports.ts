/**
 * The admin's CSV exports: every lead, every quote with its items and totals, every contract with
 * what was paid and what is owed. Times are Toronto time; amounts are plain dollars with two decimals
 * ("7200.00"), which Excel reads as numbers.
 */
import type { Database } from "../db";
import { lineItemUnitLabels, quoteTotals, quoteTotalsOf, type LineItem } from "../../shared/line-items";
import { centsToAmountText, formatCents, parseCents } from "../../shared/money";
import { paymentKindLabels, paymentMethodLabels } from "../../shared/payment-rules";
import { quoteStage, quoteStageLabels } from "../../shared/quote-lifecycle";
import { quoteReference } from "../../shared/quote-reference";
import { torontoDate } from "../../shared/quote-rules";
import type { Payment } from "../../shared/schema";
import { listContractsWithQuotes, type ContractWithQuote } from "../storage/contracts";
import { listAllPayments } from "../storage/payments";
import { listQuoteRequests } from "../storage/quote-requests";
import { listQuotes, type ListedQuote } from "../storage/quotes";
import { toCsv, type CsvColumn } from "./csv";
import { contractBalances, type ContractBalance } from "./payments";
import { formatTorontoDateTime } from "./toronto-time";

const amount = (cents: number | null | undefined) => (cents === null || cents === undefined ? "" : centsToAmountText(cents));

/** "forma-quotes-2026-11-23.csv": the kind of export and the Toronto day it was made. */
export const exportFilename = (kind: string, now: Date) => `forma-${kind}-${torontoDate(now)}.csv`;

export async function leadsCsv(db: Database): Promise<string> {
  const columns: CsvColumn<Awaited<ReturnType<typeof listQuoteRequests>>[number]>[] = [
    { header: "Received", value: (lead) => formatTorontoDateTime(lead.createdAt) },
    { header: "Name", value: (lead) => lead.name },
    { header: "Email", value: (lead) => lead.email },
    { header: "Phone", value: (lead) => lead.phone },
    { header: "City", value: (lead) => lead.city },
    { header: "Address", value: (lead) => lead.address },
    { header: "Project type", value: (lead) => lead.projectType },
    { header: "Sq ft", value: (lead) => lead.sqFt },
    { header: "Timeline", value: (lead) => lead.timeline },
    { header: "Status", value: (lead) => lead.status },
    { header: "Photos", value: (lead) => lead.photoUrls.length },
    { header: "Message", value: (lead) => lead.message },
    { header: "Lead id", value: (lead) => lead.id },
  ];
  return toCsv(columns, await listQuoteRequests(db));
}

/** One item, readably: "Stamped patio: 400 sq ft x $18.00 = $7,200.00 (optional, included)". */
function describeItem(item: LineItem, line: { totalCents: number; included: boolean }): string {
  const optional = item.optional ? (line.included ? " (optional, included)" : " (optional, not included)") : "";
  return `${item.description}: ${item.quantity} ${lineItemUnitLabels[item.unit]} x ${formatCents(parseCents(item.unitPrice) ?? 0)} = ${formatCents(line.totalCents)}${optional}`;
}

/**
 * One row per quote, its items in one "Items" cell (one line each, in the quote's order), so the file
 * has one row per quote and its totals add up without double counting. A quote without items shows
 * its single total.
 */
export async function quotesCsv(db: Database, now: Date): Promise<string> {
  const rows = (await listQuotes(db, { today: torontoDate(now) })).map((quote) => ({
    quote,
    totals: quote.lineItems.length > 0 ? quoteTotalsOf(quote) : null,
  }));
  const columns: CsvColumn<{ quote: ListedQuote; totals: ReturnType<typeof quoteTotals> | null }>[] = [
    { header: "Quote number", value: ({ quote }) => quoteReference(quote) },
    { header: "Created", value: ({ quote }) => formatTorontoDateTime(quote.createdAt) },
    { header: "Status", value: ({ quote }) => quoteStageLabels[quoteStage(quote, { exists: quote.hasContract }, now)] },
    { header: "Client", value: ({ quote }) => quote.clientName },
    { header: "Email", value: ({ quote }) => quote.clientEmail },
    { header: "Phone", value: ({ quote }) => quote.clientPhone },
    { header: "Project address", value: ({ quote }) => quote.projectAddress },
    { header: "Work scope", value: ({ quote }) => quote.workScope },
    { header: "Valid until", value: ({ quote }) => quote.validUntil },
    { header: "Items", value: ({ quote, totals }) => quote.lineItems.map((item, index) => describeItem(item, totals!.lines[index])).join("\n") },
    { header: "Subtotal", value: ({ totals }) => amount(totals?.subtotalCents) },
    // Empty without a discount, like the other figures of a quote without items.
    { header: "Discount", value: ({ totals }) => (totals?.discountCents ? amount(totals.discountCents) : "") },
    { header: "HST", value: ({ totals }) => amount(totals?.taxCents) },
    { header: "Total", value: ({ quote, totals }) => amount(totals?.totalCents ?? quote.totalCents) },
    { header: "Deposit", value: ({ totals }) => amount(totals?.depositCents) },
    { header: "Balance", value: ({ totals }) => amount(totals?.balanceCents) },
    { header: "Revision", value: ({ quote }) => quote.revision },
    { header: "Quote id", value: ({ quote }) => quote.id },
  ];
  return toCsv(columns, rows);
}

/** "Deposit 5565.25 e-Transfer 2026-11-20 (ref 123)": one payment in the contracts export. */
const describePayment = (payment: Payment) =>
  `${paymentKindLabels[payment.kind]} ${formatCents(payment.amountCents)} ${paymentMethodLabels[payment.method]} ${payment.paidOn}${
    payment.reference ? ` (ref ${payment.reference})` : ""
  }`;

export async function contractsCsv(db: Database): Promise<string> {
  const [contracts, balances, payments] = await Promise.all([listContractsWithQuotes(db), contractBalances(db), listAllPayments(db)]);
  const paymentsOf = new Map<string, Payment[]>();
  for (const payment of payments) paymentsOf.set(payment.contractId, [...(paymentsOf.get(payment.contractId) ?? []), payment]);
  type Row = { contract: ContractWithQuote; balance: ContractBalance | undefined; payments: Payment[] };
  const columns: CsvColumn<Row>[] = [
    { header: "Quote number", value: ({ contract }) => contract.quoteNumber ?? "" },
    { header: "Signed", value: ({ contract }) => formatTorontoDateTime(contract.signedAt) },
    { header: "Client", value: ({ contract }) => contract.clientName },
    { header: "Email", value: ({ contract }) => contract.clientEmail },
    { header: "Phone", value: ({ contract }) => contract.clientPhone },
    { header: "Project address", value: ({ contract }) => contract.projectAddress },
    { header: "Work scope", value: ({ contract }) => contract.workScope },
    { header: "Total", value: ({ balance }) => amount(balance?.totalCents) },
    { header: "Collected", value: ({ balance }) => amount(balance?.collectedCents) },
    { header: "Outstanding", value: ({ balance }) => amount(balance?.outstandingCents) },
    { header: "Payments", value: ({ payments }) => payments.map(describePayment).join("\n") },
    { header: "Contract id", value: ({ contract }) => contract.id },
    { header: "Quote id", value: ({ contract }) => contract.quoteId },
  ];
  return toCsv(
    columns,
    contracts.map((contract) => ({ contract, balance: balances.get(contract.id), payments: paymentsOf.get(contract.id) ?? [] })),
  );
}
