/**
 * How many bytes of JSON each route reads (its entry's `body.maxBytes`, shared/api/endpoints.ts).
 * A public write is refused with 413 past a bound sized to the largest honest form, so nobody can
 * make the server parse and check a large body anonymously (docs/decisions/0150).
 */
import { signatureLimits } from "../business";

const kb = 1024;

/** A drawn signature travels as a PNG data URL: base64 carries 3 bytes in 4 characters. */
const signatureDataUrlBytes = "data:image/png;base64,".length + Math.ceil(signatureLimits.maxBytes / 3) * 4;

export const bodyLimits = {
  /** Admin routes without their own bound: the owner's quotes, price book and site content. */
  adminDefault: 1024 * kb,
  /** An e-mail and a password. */
  login: 2 * kb,
  /** A schedule link's confirmation or its few preferred dates. */
  scheduleAnswer: 4 * kb,
  /** A client's decision (chosen options, a design, a reason) or message (at most 2,000 characters). */
  clientAnswer: 16 * kb,
  /** The lead and estimate forms (a 5,000-character description, in any script, and the answers). */
  leadForm: 32 * kb,
  /** A signature carried as a PNG data URL at its size limit, and the signer's few fields. */
  withSignature: signatureDataUrlBytes + 16 * kb,
} as const;

/** "4 KB", "1 MB", "699.6 KB": the bound as the 413's message and the API document state it. */
export function formatBodyLimit(bytes: number): string {
  if (bytes >= 1024 * kb && bytes % (1024 * kb) === 0) return `${bytes / (1024 * kb)} MB`;
  const kilobytes = bytes / kb;
  return `${Number.isInteger(kilobytes) ? kilobytes : kilobytes.toFixed(1)} KB`;
}

/** The bytes an entry's JSON body may take: its own bound, else the admin routes' default. */
export const bodyBytesOf = (body: { maxBytes?: number }) => body.maxBytes ?? bodyLimits.adminDefault;
