/**
 * The unsubscribe from review and maintenance e-mails: by the link in every such e-mail's footer or
 * a mail app's one-click button (List-Unsubscribe-Post), with no login, taking effect at once (the
 * law asks for 10 business days at most). The link keeps working: it can also subscribe again.
 * Contracts, schedules and warranties are not affected: they never ask.
 */
import type { Database } from "../../db";
import { recordEvent, type RequestContext } from "../../storage/events";
import { findMailPreferenceByToken, isLinkSecret, setOptOut } from "./storage";

export type UnsubscribeOutcome = { email: string; optedOut: boolean } | null;

/** Masks an address for the page: "j•••@example.com", enough to recognise it, not to harvest it. */
export const maskEmail = (email: string) => {
  const [local, domain] = email.split("@");
  return `${local.slice(0, 1)}•••@${domain ?? ""}`;
};

export async function unsubscribe(
  db: Database,
  token: string,
  via: "link" | "one-click",
  context: RequestContext,
  now: Date,
): Promise<UnsubscribeOutcome> {
  if (!isLinkSecret(token)) return null;
  return db.transaction(async (tx) => {
    const before = await setOptOut(tx, token, true, now);
    if (!before) return null;
    if (!before.optedOutAt) await recordEvent(tx, { type: "mail.unsubscribed", data: { email: before.email, via } }, context);
    return { email: before.email, optedOut: true };
  });
}

export async function resubscribe(db: Database, token: string, context: RequestContext, now: Date): Promise<UnsubscribeOutcome> {
  if (!isLinkSecret(token)) return null;
  return db.transaction(async (tx) => {
    const before = await setOptOut(tx, token, false, now);
    if (!before) return null;
    if (before.optedOutAt) await recordEvent(tx, { type: "mail.resubscribed", data: { email: before.email } }, context);
    return { email: before.email, optedOut: false };
  });
}

export async function preferenceOf(db: Database, token: string): Promise<UnsubscribeOutcome> {
  if (!isLinkSecret(token)) return null;
  const row = await findMailPreferenceByToken(db, token);
  return row ? { email: row.email, optedOut: row.optedOutAt !== null } : null;
}
