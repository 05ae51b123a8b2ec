/**
 * The background sender: takes due messages from the outbox, delivers them, and marks each one sent,
 * or counts the failure, keeps the error and schedules a retry (retry-schedule.ts). Nothing here can
 * fail a request: requests only ever insert rows.
 *
 * server/index.ts starts it with a timer; tests start it without one and call deliverDue() themselves.
 */
import type { Config } from "../config";
import type { Database } from "../db";
import type { Logger } from "../logger";
import type { Email, EmailAttachment } from "../../shared/schema";
import { claimDueEmails, markEmailFailed, markEmailSent, renewEmailLeases } from "./email-storage";
import { mailLease } from "./lease";
import { retryDelayMs } from "./retry-schedule";
import { createMailTransport, type OutgoingMessage } from "./transport";
import { systemClock } from "../clock";

export type MailSenderOptions = {
  db: Database;
  config: Pick<Config, "smtpUrl" | "dataDir" | "mailFrom">;
  logger: Logger;
  /** Time between polls of the outbox; 0 starts no timer (deliverDue() is then called by hand). */
  intervalMs?: number;
  /** The sender's idea of now: due times and retry times are computed from it (tests move it on). */
  clock?: () => Date;
  batchSize?: number;
  /** How long a taken message is held and how often the hold is renewed (tests shorten it). */
  lease?: { durationMs: number; renewEveryMs: number };
  /**
   * The file of a stored attachment that names a document instead of holding its content (a signed
   * contract, a quote): read or rendered at sending time by the features that own those documents
   * (server/documents/mail-attachments.ts), so the outbox knows no feature. Undefined leaves it out.
   */
  documentAttachment: (email: Email, attachment: Exclude<EmailAttachment, { content: string }>) => Promise<Buffer | undefined>;
};

export type DeliveryReport = { sent: number; failed: number };
export type MailSender = { deliverDue: () => Promise<DeliveryReport>; stop: () => Promise<void> };

const maxPassesPerRun = 100;

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000) || "Unknown delivery error";
}

export function startOutboxSender(options: MailSenderOptions): MailSender {
  const { db, logger } = options;
  const clock = options.clock ?? systemClock;
  const batchSize = options.batchSize ?? 20;
  const lease = options.lease ?? mailLease;
  const transport = createMailTransport(options.config);

  /** The stored row as a message, with each attachment's PDF read or rendered now. */
  async function buildMessage(email: Email): Promise<OutgoingMessage> {
    const attachments = await Promise.all(
      email.attachments.map(async (attachment) => {
        const content = await attachmentContent(email, attachment);
        return content ? [{ filename: attachment.filename, contentType: attachment.contentType, content }] : [];
      }),
    );
    return { ...email, attachments: attachments.flat() };
  }

  async function attachmentContent(email: Email, attachment: EmailAttachment): Promise<Buffer | undefined> {
    if ("content" in attachment) return Buffer.from(attachment.content, "utf8");
    return options.documentAttachment(email, attachment);
  }

  async function deliverOne(email: Email): Promise<boolean> {
    try {
      await transport.deliver(await buildMessage(email));
    } catch (error) {
      const attempts = email.attempts + 1;
      const retryAt = new Date(clock().getTime() + retryDelayMs(attempts));
      await markEmailFailed(db, email.id, describeError(error), retryAt);
      logger.warn({ emailId: email.id, kind: email.kind, attempts, retryAt, error: describeError(error) }, "e-mail delivery failed; will retry");
      return false;
    }
    await markEmailSent(db, email.id, clock());
    logger.info({ emailId: email.id, kind: email.kind }, "e-mail sent");
    return true;
  }

  /**
   * Keeps the batch's messages still to be delivered leased while this sender works through it: the
   * lease stays short (a dead sender's messages are taken over soon), yet a slow mail server never
   * lets another sender take a message this one is still delivering.
   */
  function keepLeased(waiting: Set<string>): () => void {
    const timer = setInterval(() => {
      if (waiting.size === 0) return;
      renewEmailLeases(db, [...waiting], new Date(clock().getTime() + lease.durationMs)).catch((error) =>
        logger.warn({ error: describeError(error) }, "e-mail leases could not be renewed"),
      );
    }, lease.renewEveryMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  async function run(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, failed: 0 };
    for (let pass = 0; pass < maxPassesPerRun; pass++) {
      const now = clock();
      const batch = await claimDueEmails(db, now, new Date(now.getTime() + lease.durationMs), batchSize);
      if (batch.length === 0) break;
      const waiting = new Set(batch.map((email) => email.id));
      const stopRenewing = keepLeased(waiting);
      try {
        for (const email of batch) {
          if (await deliverOne(email)) report.sent++;
          else report.failed++;
          waiting.delete(email.id);
        }
      } finally {
        stopRenewing();
      }
    }
    return report;
  }

  // Runs never overlap: each call waits for the one before it.
  let chain: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const deliverDue = () => {
    const next = chain.then(run);
    chain = next.catch(() => undefined);
    return next;
  };

  const intervalMs = options.intervalMs ?? 5000;
  const tick = () => {
    deliverDue()
      .catch((error) => logger.warn({ error: describeError(error) }, "the mail outbox could not be read; will try again"))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs).unref();
      });
  };
  if (intervalMs > 0) timer = setTimeout(tick, 0).unref();

  return {
    deliverDue,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await chain;
      transport.close();
    },
  };
}
