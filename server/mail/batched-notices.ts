/**
 * A client's requests batched into notices to the business: the business hears of them at most once
 * per interval, and never misses one. The first request is noticed at once; a later one joins the
 * latest notice while no sender has tried it yet, else gets a new notice due an interval after the
 * latest one's due time (the outbox holds it back until then and the sender's sweep sends it). Each
 * request is kept naming the notice that lists it, and a notice is rendered from exactly its
 * requests, so together the notices list every request once. A quote's change requests and a job's
 * "another date" requests are noticed this way, each with its own rows and wording.
 *
 * Safe with several servers: the caller holds the row lock of what the requests are about (the quote,
 * the job), so its requests queue, and joining a notice first holds its `emails` row with a
 * conditional update (holdUntriedEmail), which a sender's claim (SKIP LOCKED) cannot take meanwhile,
 * and which fails once a sender has it.
 */
import type { Executor } from "../db";
import type { RenderedEmail } from "./compose";
import { holdUntriedEmail, rewriteEmail } from "./email-storage";
import { queueEmail, type QueuedEmail } from "./outbox";

export type BatchedNotice = {
  /** The latest notice and when it was due (kept on the row the caller holds locked); null before the first. */
  latest: { emailId: string | null; dueAt: Date | null };
  intervalMs: number;
  /** Whom a new notice goes to and what it is about; its content is rendered from its requests. */
  email: Omit<QueuedEmail, "message" | "dueAt">;
  /** Keeps a new notice as the latest. */
  setLatest: (emailId: string, dueAt: Date) => Promise<void>;
  /** Keeps the request, naming the notice that lists it. */
  keepRequest: (noticeEmailId: string) => Promise<void>;
  /** The notice from exactly the requests kept with it. */
  render: (noticeEmailId: string) => Promise<RenderedEmail>;
};

/** The notice this request joins, or a new one. */
async function noticeFor(tx: Executor, notice: BatchedNotice, now: Date): Promise<string> {
  const { emailId, dueAt: latestDueAt } = notice.latest;
  if (emailId && (await holdUntriedEmail(tx, emailId))) return emailId;
  const earliest = latestDueAt ? new Date(latestDueAt.getTime() + notice.intervalMs) : now;
  const dueAt = earliest > now ? earliest : now;
  // Written from its requests below, in the same transaction: the empty content is never seen.
  const email = await queueEmail(tx, { ...notice.email, message: { subject: "", text: "", html: "" }, dueAt });
  await notice.setLatest(email.id, dueAt);
  return email.id;
}

/**
 * Keeps a request and puts it in a notice to the business. Call inside the transaction that holds
 * the row lock of what the request is about, with `latest` read under it.
 */
export async function addToBatchedNotice(tx: Executor, notice: BatchedNotice, now: Date): Promise<void> {
  const noticeEmailId = await noticeFor(tx, notice, now);
  await notice.keepRequest(noticeEmailId);
  const { subject, text, html } = await notice.render(noticeEmailId);
  await rewriteEmail(tx, noticeEmailId, { subject, text, html });
}
