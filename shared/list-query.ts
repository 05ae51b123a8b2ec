/**
 * The admin lists' query (?status=&q=&page=&pageSize= for quotes, ?payment=… for contracts): read
 * from the URL by the server to answer, and by the browser to keep the page's filters in its address.
 * Pure, without zod, so the browser imports it at no cost.
 */
import { followUpFilters, leadStageFilters, type FollowUpFilter, type LeadStageFilter } from "./lead-stages";
import { quoteStageFilters, type QuoteStageFilter } from "./quote-lifecycle";
import { breaksOneLine } from "./text-characters";

export const listPaging = { defaultPageSize: 25, maxPageSize: 100, maxSearchLength: 200 } as const;

/** Where a signed contract's money stands: nothing or less than the deposit, the deposit but not all, everything. */
export const paymentStates = ["deposit_due", "balance_due", "paid_in_full"] as const;
export type PaymentState = (typeof paymentStates)[number];

export const paymentStateLabels: Record<PaymentState, string> = {
  deposit_due: "Deposit due",
  balance_due: "Balance due",
  paid_in_full: "Paid in full",
};

export type ListPage = { page: number; pageSize: number };
/** `paged` false: no list parameter at all was given, and the whole list is answered (the original read). */
export type QuoteListQuery = ListPage & { paged: boolean; status?: QuoteStageFilter; q?: string };
export type ContractListQuery = ListPage & { paged: boolean; payment?: PaymentState; q?: string };
export type LeadListQuery = ListPage & { paged: boolean; stage?: LeadStageFilter; followUp?: FollowUpFilter; q?: string };

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

type RawQuery = Record<string, unknown>;

/** A query value given once, as text; a repeated parameter (?q=a&q=b) is an error, not a guess. */
function single(raw: RawQuery, name: string, errors: Record<string, string>): string | undefined {
  const value = raw[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string") {
    errors[name] = `Give ${name} once.`;
    return undefined;
  }
  return value;
}

function wholeNumber(text: string | undefined, name: string, min: number, max: number, errors: Record<string, string>): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d{1,9}$/.test(text) || Number(text) < min || Number(text) > max) {
    errors[name] = `${name} must be a whole number from ${min} to ${max}.`;
    return undefined;
  }
  return Number(text);
}

function oneOf<T extends string>(text: string | undefined, name: string, allowed: readonly T[], errors: Record<string, string>): T | undefined {
  if (text === undefined || text === "") return undefined;
  if (!(allowed as readonly string[]).includes(text)) {
    errors[name] = `${name} must be one of: ${allowed.join(", ")}.`;
    return undefined;
  }
  return text as T;
}

function searchText(text: string | undefined, errors: Record<string, string>): string | undefined {
  if (text === undefined) return undefined;
  const trimmed = text.trim();
  if (trimmed.length > listPaging.maxSearchLength) errors.q = `Search for at most ${listPaging.maxSearchLength} characters.`;
  // A search is one line of text, in the one text rule.
  else if (breaksOneLine(trimmed)) errors.q = "Search for one line of text.";
  return trimmed === "" ? undefined : trimmed;
}

function parseList<Filter extends string, Key extends string>(
  raw: RawQuery,
  filterName: Key,
  filters: readonly Filter[],
  otherNames: string[] = [],
): Parsed<ListPage & { paged: boolean; q?: string } & Partial<Record<Key, Filter>>> {
  const errors: Record<string, string> = {};
  const known = ["q", "page", "pageSize", filterName, ...otherNames];
  for (const name of Object.keys(raw)) if (!known.includes(name)) errors[name] = `Unknown parameter ${name}; use ${known.join(", ")}.`;
  const filter = oneOf(single(raw, filterName, errors), filterName, filters, errors);
  const q = searchText(single(raw, "q", errors), errors);
  const page = wholeNumber(single(raw, "page", errors), "page", 1, 1_000_000, errors);
  const pageSize = wholeNumber(single(raw, "pageSize", errors), "pageSize", 1, listPaging.maxPageSize, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const value = {
    paged: Object.keys(raw).length > 0,
    page: page ?? 1,
    pageSize: pageSize ?? listPaging.defaultPageSize,
    ...(q ? { q } : {}),
    ...(filter ? { [filterName]: filter } : {}),
  } as ListPage & { paged: boolean; q?: string } & Partial<Record<Key, Filter>>;
  return { ok: true, value };
}

export function parseQuoteListQuery(raw: RawQuery): Parsed<QuoteListQuery> {
  return parseList(raw, "status", quoteStageFilters);
}

export function parseContractListQuery(raw: RawQuery): Parsed<ContractListQuery> {
  return parseList(raw, "payment", paymentStates);
}

/** The leads list: `stage` (a stage, or open), `followUp` (due: on or before today; set: any date), search and paging. */
export function parseLeadListQuery(raw: RawQuery): Parsed<LeadListQuery> {
  const parsed = parseList(raw, "stage", leadStageFilters, ["followUp"]);
  if (!parsed.ok) return parsed;
  const errors: Record<string, string> = {};
  const followUp = oneOf(single(raw, "followUp", errors), "followUp", followUpFilters, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { ...parsed.value, ...(followUp ? { followUp } : {}) } };
}

/** The digits of a search that reads as a phone number ("(416) 555-0101" → "4165550101"), else null. */
export function phoneDigits(search: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, "");
  return digits.length >= 3 ? digits : null;
}
