/** The owner's follow-up settings: read with their defaults, saved as one row. */
import type { Executor } from "../../db";
import type { FollowUpSettings, FollowUpSettingsInput } from "../../../shared/follow-ups/rules";
import type { FollowUpSettingsRow } from "../../../shared/schema";
import { readFollowUpSettingsRow, writeFollowUpSettings } from "./storage";

const settingsOf = (row: FollowUpSettingsRow): FollowUpSettings => ({
  googleReviewUrl: row.googleReviewUrl,
  reviewDelayDays: row.reviewDelayDays,
  reviewMode: row.reviewMode,
  resealMonths: row.resealMonths,
  sealingSeason: { start: row.sealingSeasonStart, end: row.sealingSeasonEnd },
});

export async function readFollowUpSettings(db: Executor): Promise<FollowUpSettings> {
  return settingsOf(await readFollowUpSettingsRow(db));
}

export async function saveFollowUpSettings(db: Executor, input: FollowUpSettingsInput, now: Date): Promise<FollowUpSettings> {
  // A link is stored as the URL parser writes it, so the redirect sends exactly what was checked.
  const googleReviewUrl = input.googleReviewUrl ? new URL(input.googleReviewUrl).href : null;
  return settingsOf(await writeFollowUpSettings(db, { ...input, googleReviewUrl }, now));
}
