/**
 * The admin's list of outgoing e-mails (?status=&page=&pageSize=). The outbox stores pending, sending
 * and sent; "failed" is what the owner needs to see: not sent yet, and the last attempt failed (the
 * sender keeps retrying it). Pure, without zod, so the browser imports it at no cost.
 */
import { listPaging, type ListPage, type Parsed } from "./list-query";

export const emailListStatuses = ["pending", "sent", "failed"] as const;
export type EmailListStatus = (typeof emailListStatuses)[number];

export const emailListStatusLabels: Record<EmailListStatus, string> = { pending: "Waiting to send", sent: "Sent", failed: "Failing" };

/**
 * How the server hands mail over: to an SMTP server ("smtp"), or, with no SMTP_URL set, only as .eml
 * files in a folder on the server ("files"), which nobody receives. The list says which, so the owner
 * is never told "Sent" for a message that only went to a file.
 */
export const mailDeliveryModes = ["smtp", "files"] as const;
/** The status of a message handed over, when the server only writes files. */
export const writtenToFileLabel = "Written to file (not delivered)";

export type EmailListQuery = ListPage & { status?: EmailListStatus };

/** Reads ?status=&page=&pageSize=; unknown parameters and values are errors, not guesses. */
export function parseEmailListQuery(raw: Record<string, unknown>): Parsed<EmailListQuery> {
  const errors: Record<string, string> = {};
  const known = ["status", "page", "pageSize"];
  const text = (name: string): string | undefined => {
    const value = raw[name];
    if (value === undefined) return undefined;
    if (typeof value === "string") return value;
    errors[name] = `Give ${name} once.`;
    return undefined;
  };
  const whole = (name: string, max: number): number | undefined => {
    const value = text(name);
    if (value === undefined) return undefined;
    if (/^\d{1,9}$/.test(value) && Number(value) >= 1 && Number(value) <= max) return Number(value);
    errors[name] = `${name} must be a whole number from 1 to ${max}.`;
    return undefined;
  };
  for (const name of Object.keys(raw)) if (!known.includes(name)) errors[name] = `Unknown parameter ${name}; use ${known.join(", ")}.`;
  const statusText = text("status");
  let status: EmailListStatus | undefined;
  if (statusText !== undefined && statusText !== "") {
    if ((emailListStatuses as readonly string[]).includes(statusText)) status = statusText as EmailListStatus;
    else errors.status = `status must be one of: ${emailListStatuses.join(", ")}.`;
  }
  const page = whole("page", 1_000_000);
  const pageSize = whole("pageSize", listPaging.maxPageSize);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { page: page ?? 1, pageSize: pageSize ?? listPaging.defaultPageSize, ...(status ? { status } : {}) } };
}
