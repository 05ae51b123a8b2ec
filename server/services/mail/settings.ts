import type { Config } from "../../config";
import type { RateLimit, RateLimiter } from "../rate-limiter";

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

export const quoteUrl = (settings: MailSettings, quoteId: string) => `${settings.publicUrl}/quote/${quoteId}`;
export const adminUrl = (settings: MailSettings) => `${settings.publicUrl}/admin`;
export const contractPdfPath = (contractId: string) => `/api/contracts/${contractId}/pdf`;
export const contractPdfUrl = (settings: MailSettings, contractId: string) => `${settings.publicUrl}${contractPdfPath(contractId)}`;
export const confirmationUrl = (settings: MailSettings, contractId: string) => `${settings.publicUrl}/contract-confirmation/${contractId}`;
/** Lead photos are stored as `/api/uploads/<id>`; the business opens them signed in to the admin area. */
export const absoluteUrl = (settings: MailSettings, path: string) => `${settings.publicUrl}${path}`;

/** "Forma-Concrete-Quote-1A2B3C4D.pdf", "-r2" added for a revision: the quote PDF's file name. */
export const quotePdfFilename = (quote: { id: string; revision: number }) =>
  `Forma-Concrete-Quote-${quote.id.slice(0, 8).toUpperCase()}${quote.revision > 1 ? `-r${quote.revision}` : ""}.pdf`;
