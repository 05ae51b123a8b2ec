import type { Config } from "../config";
import type { RateLimit, RateLimiter } from "../limits/rate-limiter";

/**
 * What the mail hooks need to know: where links point, who receives the business's notices, and how
 * many acknowledgements one recipient may get (unset: no limit).
 */
export type MailSettings = {
  publicUrl: string;
  businessEmail: string;
  /** Where clients send the deposit by Interac e-Transfer. */
  etransferEmail: string;
  acknowledgementLimit?: { limiter: RateLimiter; rule: RateLimit };
};

export function mailSettings(config: Config): MailSettings {
  return { publicUrl: config.publicUrl, businessEmail: config.businessEmail, etransferEmail: config.etransferEmail };
}

/** Every address the client is given names the quote's link token, never its id (docs/decisions/0114). */
export const quoteUrl = (settings: MailSettings, linkToken: string) => `${settings.publicUrl}/quote/${linkToken}`;
/** The admin area's own page of a quote, a contract or a lead: where a notice's reader acts on it. */
export const adminQuoteUrl = (settings: MailSettings, quoteId: string) => `${settings.publicUrl}/admin/quotes/${quoteId}`;
export const adminContractUrl = (settings: MailSettings, contractId: string) => `${settings.publicUrl}/admin/contracts/${contractId}`;
export const adminLeadUrl = (settings: MailSettings, leadId: string) => `${settings.publicUrl}/admin/leads?lead=${leadId}`;
/** The admin's address of a signed PDF (also a legacy client address, while that client's link is the legacy one). */
export const adminContractPdfPath = (contractId: string) => `/api/contracts/${contractId}/pdf`;
export const contractPdfPath = (linkToken: string) => `/api/links/${linkToken}/contract/pdf`;
export const contractPdfUrl = (settings: MailSettings, linkToken: string) => `${settings.publicUrl}${contractPdfPath(linkToken)}`;
export const confirmationUrl = (settings: MailSettings, linkToken: string) => `${settings.publicUrl}/contract-confirmation/${linkToken}`;
/** Lead photos are stored as `/api/uploads/<id>`; the business opens them signed in to the admin area. */
export const absoluteUrl = (settings: MailSettings, path: string) => `${settings.publicUrl}${path}`;

/** "Forma-Concrete-Quote-Q-2026-0042.pdf", "-r2" added for a revision: the quote PDF's file name. */
export const quotePdfFilename = (quote: { number: string; revision: number }) =>
  `Forma-Concrete-Quote-${quote.number}${quote.revision > 1 ? `-r${quote.revision}` : ""}.pdf`;
