/**
 * How long a sender holds the messages it took from the outbox. The lease is short, so a server that
 * dies mid-delivery (killed, out of memory, its machine gone) leaves its messages to another sender,
 * or to "Send again now", within durationMs; a live sender renews it every renewEveryMs for as long as
 * it still holds them, however slow the mail server (its own timeouts are 15 s to connect and 60 s of
 * silence, transport.ts).
 */
export const mailLease = {
  durationMs: 90_000,
  renewEveryMs: 30_000,
} as const;
