/**
 * The PDFs an e-mail names instead of carrying (the signed contract, the quote), read or rendered when
 * the message is sent. A quote edited since the message was queued gives no file (undefined): the
 * message's own figures are those of the version it names, and a PDF of another version would
 * contradict them. The message still goes; its link shows the quote as it is now.
 */
import type { Database } from "../db";
import type { Logger } from "../logger";
import type { Email, EmailAttachment } from "../../shared/schema";
import { loadSignedContractPdf } from "../features/contracts/signed-contract-pdf";
import { renderQuotePdf } from "../features/quotes/quote-pdf";
import { findQuoteById } from "../features/quotes/storage";

type DocumentAttachment = Exclude<EmailAttachment, { content: string }>;

export function documentAttachments(db: Database, logger: Logger, clock: () => Date) {
  return async function documentAttachment(email: Email, attachment: DocumentAttachment): Promise<Buffer | undefined> {
    if ("contractId" in attachment) {
      const pdf = await loadSignedContractPdf(db, attachment.contractId, clock());
      if (!pdf) throw new Error(`The contract ${attachment.contractId} of the attachment does not exist`);
      return Buffer.from(pdf.bytes);
    }
    const quote = await findQuoteById(db, attachment.quoteId);
    if (!quote) throw new Error(`The quote ${attachment.quoteId} of the attachment does not exist`);
    if (quote.version !== attachment.quoteVersion) {
      logger.info(
        { emailId: email.id, quoteId: quote.id, queuedVersion: attachment.quoteVersion, version: quote.version },
        "quote changed since queued; PDF left out",
      );
      return undefined;
    }
    return renderQuotePdf(quote, clock());
  };
}
