/**
 * Follow-ups after a job (the review request, the reseal reminder), their settings, and each e-mail
 * address's choice about them (the unsubscribe). Re-exported by shared/schema.ts. The rules are in
 * shared/follow-ups/rules.ts.
 */
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { followUpKinds, followUpSkipReasons, followUpStatuses, reviewModes } from "./rules";
import { contracts } from "../schema";

/** Closed sets are Postgres enums (decisions 0122, 0155). */
export const reviewModeEnum = pgEnum("review_mode", reviewModes);
export const followUpKindEnum = pgEnum("follow_up_kind", followUpKinds);
export const followUpStatusEnum = pgEnum("follow_up_status", followUpStatuses);
export const followUpSkipReasonEnum = pgEnum("follow_up_skip_reason", followUpSkipReasons);

/** The owner's follow-up settings: one row (id 1), created with the defaults on first read. */
export const followUpSettings = pgTable(
  "follow_up_settings",
  {
    id: integer("id").primaryKey().default(1),
    googleReviewUrl: text("google_review_url"),
    reviewDelayDays: integer("review_delay_days").notNull().default(2),
    reviewMode: reviewModeEnum("review_mode").notNull().default("auto"),
    resealMonths: integer("reseal_months").notNull().default(24),
    sealingSeasonStart: text("sealing_season_start").notNull().default("04-15"),
    sealingSeasonEnd: text("sealing_season_end").notNull().default("10-15"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [check("follow_up_settings_one_row", sql`${table.id} = 1`)],
);

/**
 * One follow-up of a contract's job, at most one of each kind per contract (the unique index): a
 * job is asked for a review once, whatever is undone and redone. `token` is the secret of the
 * review link (/r/{token}), which counts the client's clicks before sending them to Google.
 */
export const followUps = pgTable(
  "follow_ups",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id),
    kind: followUpKindEnum("kind").notNull(),
    status: followUpStatusEnum("status").notNull(),
    /** The Toronto day it goes out (from 10:00). */
    dueOn: date("due_on", { mode: "string" }).notNull(),
    /** The e-mail address it is for, lower case: the once-a-year rule and the unsubscribe read it. */
    email: text("email").notNull(),
    skipReason: followUpSkipReasonEnum("skip_reason"),
    token: text("token").notNull().unique(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    emailId: uuid("email_id"),
    clickCount: integer("click_count").notNull().default(0),
    firstClickedAt: timestamp("first_clicked_at", { withTimezone: true }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    uniqueIndex("follow_ups_contract_kind_idx").on(table.contractId, table.kind),
    index("follow_ups_due_idx").on(table.status, table.dueOn),
    index("follow_ups_email_idx").on(table.email, table.kind),
  ],
);

/**
 * An address's choice about review and maintenance e-mails. The token is the secret of its
 * unsubscribe link (/u/{token}), made with the first such e-mail and kept, so every link ever sent
 * keeps working. `optedOutAt` set: nothing commercial goes to the address.
 */
export const mailPreferences = pgTable("mail_preferences", {
  email: text("email").primaryKey(),
  token: text("token").notNull().unique(),
  optedOutAt: timestamp("opted_out_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).defaultNow().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
});

export type FollowUp = typeof followUps.$inferSelect;
export type FollowUpSettingsRow = typeof followUpSettings.$inferSelect;
export type MailPreference = typeof mailPreferences.$inferSelect;
