/**
 * Automatic reminders to clients, through the outbox:
 * - "unopened": a sent quote nobody opened within 3 days;
 * - "expiring": a sent quote still undecided 3 days before its valid-until day.
 * Each at most once per quote, only while the quote can still be decided, only for quotes whose
 * reminders are on, and only queued between 9:00 and 19:00 Toronto time, so no client is e-mailed at
 * night. Every server sweeps; the claim in server/features/quotes/reminder-storage.ts makes each reminder go out once.
 */
import type { Database } from "../../db";
import { addDays, torontoDate } from "../../../shared/quote-rules";
import { hasPrice } from "../../../shared/quote-lifecycle";
import { recordEvent, type RequestContext } from "../../storage/events";
import { claimReminder, findQuotesDueReminder, type ReminderKind, type ReminderWindow } from "./reminder-storage";
import { queueQuoteReminder } from "./messages";
import type { MailSettings } from "../../mail/settings";
import { torontoHour } from "../../toronto-time";
import { sendDueScheduleMessages } from "../schedule/schedule-reminders";
import { sendDueFollowUps } from "../follow-ups/send-follow-ups";
import { systemClock } from "../../clock";

export const reminderRules = {
  unopenedAfterDays: 3,
  daysBeforeExpiry: 3,
  /** Reminders are queued from 9:00 up to 19:00, Toronto time. */
  firstHour: 9,
  lastHour: 19,
  /** A sweep queues at most this many of each kind; the next sweep takes the rest. */
  batchSize: 200,
} as const;

const dayMs = 24 * 60 * 60 * 1000;
/** Reminders are the system's doing, not a visitor's: no address or browser on their events. */
const sweepContext: RequestContext = { ip: null, userAgent: null };

export function isReminderHour(now: Date): boolean {
  const hour = torontoHour(now);
  return hour >= reminderRules.firstHour && hour < reminderRules.lastHour;
}

export function reminderWindow(now: Date): ReminderWindow {
  const today = torontoDate(now);
  return {
    now,
    sentBefore: new Date(now.getTime() - reminderRules.unopenedAfterDays * dayMs),
    today,
    expiringBy: addDays(today, reminderRules.daysBeforeExpiry),
    quietSince: new Date(now.getTime() - dayMs),
  };
}

/** Claims and queues one reminder; false when another server (or an earlier sweep) already did. */
async function sendReminder(db: Database, mail: MailSettings, id: string, kind: ReminderKind, window: ReminderWindow): Promise<boolean> {
  return db.transaction(async (tx) => {
    const quote = await claimReminder(tx, id, kind, window);
    if (!quote || !hasPrice(quote)) return false;
    const email = await queueQuoteReminder(tx, mail, quote, kind);
    await recordEvent(tx, { type: "quote.reminder_sent", quoteId: id, data: { kind, to: quote.clientEmail, emailId: email.id } }, sweepContext);
    return true;
  });
}

/** One sweep: queues every reminder due at `now`. Returns how many were queued by this call. */
export async function sendDueReminders(db: Database, mail: MailSettings, now: Date): Promise<number> {
  if (!isReminderHour(now)) return 0;
  const window = reminderWindow(now);
  let sent = 0;
  // Expiry first: when both are due, the client gets the one that matters, and only one that day.
  for (const kind of ["expiring", "unopened"] as const) {
    for (const id of await findQuotesDueReminder(db, kind, window, reminderRules.batchSize)) {
      if (await sendReminder(db, mail, id, kind, window)) sent += 1;
    }
  }
  return sent;
}

/** Sweeps every `intervalMs` (unref'd: it never keeps the process alive). Returns a stop function. */
export function scheduleReminderSweeps(
  db: Database,
  mail: MailSettings,
  options: { intervalMs: number; clock?: () => Date; onError: (error: unknown) => void },
): () => void {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const now = (options.clock ?? systemClock)();
      await sendDueReminders(db, mail, now);
      await sendDueScheduleMessages(db, mail, now);
      await sendDueFollowUps(db, mail, now);
    } catch (error) {
      options.onError(error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(sweep, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
