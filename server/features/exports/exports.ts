/**
 * The admin's CSV exports (the leads' is server/features/leads/leads-csv.ts): every quote with its items and totals, every contract with
 * what was paid and what is owed, every payment with its receipt. Times are Toronto time; amounts are
 * plain dollars with two decimals ("7200.00"), which Excel reads as numbers. Codes are written as the
 * admin's pages word them ("e-Transfer", "Replaced", "Paid in full"), never as stored.
 */
import type { Database } from "../../db";
import { chosenOptionsOf, hasChoices, quoteTotalRangeOf } from "../../../shared/choice-groups";
import { lineItemUnitLabels, quoteTotalsOf, type LineItem } from "../../../shared/line-items";
import type { Quote } from "../../../shared/schema";
import { centsToAmountText, formatCents, parseCents } from "../../../shared/money";
import { paymentKindLabels, paymentMethodLabels } from "../../../shared/payment-rules";
import { quoteStage, quoteStageLabels } from "../../../shared/quote-lifecycle";
import { quoteReference } from "../../../shared/quote-reference";
import { paymentStateLabels } from "../../../shared/list-query";
import { torontoDate } from "../../../shared/quote-rules";
import { formatReceiptNumber, hstPortionCents } from "../../../shared/receipts";
import { listContractsWithQuotes, type ContractWithQuote } from "../contracts/storage";
import { listAllPayments, listContractPricing, type PaymentRecord } from "../payments/storage";
import { listQuotes } from "../quotes/storage";
import { toCsv, type CsvColumn } from "../../csv";
import { contractBalances, type ContractBalance } from "../payments/payments";
import { paymentState } from "../../../shared/contract-balance";
import { formatTorontoDateTime } from "../../toronto-time";

const amount = (cents: number | null | undefined) => (cents === null || cents === undefined ? "" : centsToAmountText(cents));

/** "forma-quotes-2026-11-23.csv": the kind of export and the Toronto day it was made. */
export const exportFilename = (kind: string, now: Date) => `forma-${kind}-${torontoDate(now)}.csv`;

/** One item, readably: "Stamped patio: 400 sq ft x $18.00 = $7,200.00 (optional, included)". */
function describeItem(item: LineItem, line: { totalCents: number; included: boolean }, optionLabels: ReadonlyMap<string, string>): string {
  const optional = item.optional ? (line.included ? " (optional, included)" : " (optional, not included)") : "";
  // A line of a choice's option: which option, "(Stamped option)".
  const option = item.optionId ? ` (${optionLabels.get(item.optionId) ?? item.optionId} option)` : "";
  return `${item.description}: ${item.quantity} ${lineItemUnitLabels[item.unit]} x ${formatCents(parseCents(item.unitPrice) ?? 0)} = ${formatCents(line.totalCents)}${option}${optional}`;
}

/** Choices the client has still to make: the quote's money is a range, not one set of figures. */
const choicesOpen = (quote: Quote) => hasChoices(quote) && quote.status !== "accepted" && quote.lineItems.length > 0;

/**
 * One row per quote, its items in one "Items" cell (one line each, in the quote's order), so the file
 * has one row per quote and its totals add up without double counting. A quote without items shows
 * its single total. A revised quote is marked "Replaced" with the number of the quote that replaces
 * it, and its money columns are left empty (its price is in "Price before it was replaced"), so
 * summing a money column counts each job once, at its current price.
 */
export async function quotesCsv(db: Database, now: Date): Promise<string> {
  const listed = await listQuotes(db, { today: torontoDate(now) });
  const numberOf = new Map(listed.map((quote) => [quote.id, quoteReference(quote)]));
  const rows = listed.map((quote) => ({
    quote,
    // While the client has choices to make, only the range is known: the one-total columns stay empty.
    totals: quote.lineItems.length > 0 && !choicesOpen(quote) ? quoteTotalsOf(quote) : null,
    range: quote.lineItems.length > 0 ? quoteTotalRangeOf(quote) : null,
    optionLabels: new Map(quote.choiceGroups.flatMap((group) => group.options.map((option) => [option.id, option.label] as const))),
  }));
  type Row = (typeof rows)[number];
  const current = (pick: (row: Row) => number | null | undefined) => (row: Row) => (row.quote.replacedBy ? "" : amount(pick(row)));
  const columns: CsvColumn<Row>[] = [
    { header: "Quote number", value: ({ quote }) => quoteReference(quote) },
    { header: "Created", value: ({ quote }) => formatTorontoDateTime(quote.createdAt) },
    { header: "Status", value: ({ quote }) => quoteStageLabels[quoteStage(quote, { exists: quote.hasContract }, now)] },
    { header: "Replaced by", value: ({ quote }) => (quote.replacedBy ? (numberOf.get(quote.replacedBy) ?? "") : "") },
    { header: "Client", value: ({ quote }) => quote.clientName },
    { header: "Email", value: ({ quote }) => quote.clientEmail },
    { header: "Phone", value: ({ quote }) => quote.clientPhone },
    { header: "Project address", value: ({ quote }) => quote.projectAddress },
    { header: "Work scope", value: ({ quote }) => quote.workScope },
    { header: "Valid until", value: ({ quote }) => quote.validUntil },
    {
      header: "Items",
      value: ({ quote, totals, optionLabels }) => {
        const lines = totals?.lines ?? quoteTotalsOf(quote).lines;
        return quote.lineItems.map((item, index) => describeItem(item, lines[index], optionLabels)).join("\n");
      },
    },
    { header: "Subtotal", value: current(({ totals }) => totals?.subtotalCents) },
    // Empty without a discount, like the other figures of a quote without items.
    { header: "Discount", value: current(({ totals }) => totals?.discountCents || undefined) },
    { header: "HST", value: current(({ totals }) => totals?.taxCents) },
    { header: "Total", value: current(({ quote, totals }) => (choicesOpen(quote) ? undefined : (totals?.totalCents ?? quote.totalCents))) },
    // The range while the client chooses (cheapest to dearest choice, add-ons left out); then both the chosen total.
    {
      header: "Total min",
      value: current(({ quote, totals, range }) => (choicesOpen(quote) ? range?.lowCents : (totals?.totalCents ?? quote.totalCents))),
    },
    {
      header: "Total max",
      value: current(({ quote, totals, range }) => (choicesOpen(quote) ? range?.highCents : (totals?.totalCents ?? quote.totalCents))),
    },
    {
      header: "Chosen options",
      value: ({ quote }) =>
        chosenOptionsOf(quote.choiceGroups, quote.chosenOptionIds)
          .map(({ group, option }) => `${group.title}: ${option.label}`)
          .join("; "),
    },
    { header: "Deposit", value: current(({ totals }) => totals?.depositCents) },
    { header: "Balance", value: current(({ totals }) => totals?.balanceCents) },
    {
      header: "Price before it was replaced",
      value: ({ quote, totals }) => (quote.replacedBy ? amount(totals?.totalCents ?? quote.totalCents) : ""),
    },
    { header: "Revision", value: ({ quote }) => quote.revision },
    { header: "Quote id", value: ({ quote }) => quote.id },
  ];
  return toCsv(columns, rows);
}

/** "Deposit $5,565.25 e-Transfer 2026-11-20, receipt R-0001 (ref 123)": one payment in the contracts export; a voided one says so. */
const describePayment = (payment: PaymentRecord) =>
  `${paymentKindLabels[payment.kind]} ${formatCents(payment.amountCents)} ${paymentMethodLabels[payment.method]} ${payment.paidOn}, receipt ${formatReceiptNumber(
    payment.receiptNumber,
  )}${payment.reference ? ` (ref ${payment.reference})` : ""}${payment.void ? ` (voided: ${payment.void.reason})` : ""}`;

export async function contractsCsv(db: Database): Promise<string> {
  const [contracts, balances, payments] = await Promise.all([listContractsWithQuotes(db), contractBalances(db), listAllPayments(db)]);
  const paymentsOf = new Map<string, PaymentRecord[]>();
  for (const payment of payments) paymentsOf.set(payment.contractId, [...(paymentsOf.get(payment.contractId) ?? []), payment]);
  type Row = { contract: ContractWithQuote; balance: ContractBalance | undefined; payments: PaymentRecord[] };
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
    {
      header: "Payment status",
      value: ({ balance }) => (balance ? paymentStateLabels[paymentState(balance.totalCents || null, balance.collectedCents)] : ""),
    },
    { header: "Payments", value: ({ payments }) => payments.map(describePayment).join("\n") },
    { header: "Contract id", value: ({ contract }) => contract.id },
    { header: "Quote id", value: ({ contract }) => contract.quoteId },
  ];
  return toCsv(
    columns,
    contracts.map((contract) => ({ contract, balance: balances.get(contract.id), payments: paymentsOf.get(contract.id) ?? [] })),
  );
}

/**
 * One row per payment, oldest first, voided ones included and marked. "Amount" is what was recorded;
 * "Counted" is what it adds to the money collected (0.00 once voided), so the "Counted" column sums to
 * the dashboard's "Collected"; "HST included" is that amount's 13/113.
 */
export async function paymentsCsv(db: Database): Promise<string> {
  const [payments, contracts] = await Promise.all([listAllPayments(db), listContractPricing(db)]);
  const contractOf = new Map(contracts.map((contract) => [contract.id, contract]));
  const counted = (payment: PaymentRecord) => (payment.void ? 0 : payment.amountCents);
  const columns: CsvColumn<PaymentRecord>[] = [
    { header: "Receipt number", value: (payment) => formatReceiptNumber(payment.receiptNumber) },
    { header: "Received on", value: (payment) => payment.paidOn },
    { header: "Quote number", value: (payment) => contractOf.get(payment.contractId)?.quoteNumber ?? "" },
    { header: "Client", value: (payment) => contractOf.get(payment.contractId)?.clientName ?? "" },
    { header: "Payment", value: (payment) => paymentKindLabels[payment.kind] },
    { header: "Method", value: (payment) => paymentMethodLabels[payment.method] },
    { header: "Reference", value: (payment) => payment.reference },
    { header: "Amount", value: (payment) => amount(payment.amountCents) },
    { header: "Status", value: (payment) => (payment.void ? "Voided" : "Received") },
    { header: "Counted", value: (payment) => amount(counted(payment)) },
    { header: "HST included", value: (payment) => amount(hstPortionCents(counted(payment))) },
    { header: "Void reason", value: (payment) => payment.void?.reason },
    { header: "Voided on", value: (payment) => (payment.void ? formatTorontoDateTime(payment.void.voidedAt) : "") },
    { header: "Voided by", value: (payment) => payment.void?.voidedBy },
    { header: "Recorded", value: (payment) => formatTorontoDateTime(payment.createdAt) },
    { header: "Contract id", value: (payment) => payment.contractId },
    { header: "Payment id", value: (payment) => payment.id },
  ];
  return toCsv(columns, payments);
}
