/**
 * The outbox's sender with the business's documents attached: server/mail/sender.ts delivers, and the
 * features that own the signed contract and the quote render their PDFs at sending time.
 */
import { startOutboxSender, type MailSender, type MailSenderOptions } from "../mail/sender";
import { systemClock } from "../clock";
import { documentAttachments } from "./mail-attachments";

export type { MailSender };

export function startMailSender(options: Omit<MailSenderOptions, "documentAttachment">): MailSender {
  const clock = options.clock ?? systemClock;
  return startOutboxSender({ ...options, documentAttachment: documentAttachments(options.db, options.logger, clock) });
}
