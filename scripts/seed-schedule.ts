/**
 * Seeds a busy season's schedule on top of seeded quotes (scripts/seed-quotes.ts): four crews, a job
 * for signed contracts, and `count` visits spread from two years back (as the seeded quotes) to 240 days
 * ahead, dense in the season (some 40 on a busy weekday with 20,000), in every state, some moved for rain, some on
 * hold. Deterministic for one seed.
 *
 *   npx tsx scripts/seed-schedule.ts 20000      # into DATABASE_URL, or the embedded database in DATA_DIR
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { readConfig } from "../server/config";
import { openDatabase, type Executor } from "../server/db";
import { newLinkToken } from "../server/link-token";
import { torontoDate } from "../shared/quote-rules";
import { contracts, crews, jobs, jobVisits, type JobVisit } from "../shared/schema";
import { addCalendarDays } from "../shared/toronto-wall-clock";
import { visitKinds, weekday, type VisitStatus } from "../shared/schedule/rules";

function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const crewNames = [
  ["Crew A", "#475569"],
  ["Crew B", "#1f6feb"],
  ["Crew C", "#b45309"],
  ["Crew D", "#15803d"],
] as const;

export type ScheduleSeedCounts = { jobs: number; visits: number; crews: number; busiestDay: string };

export async function seedSchedule(db: Executor, count: number, now = new Date(), seed = 29): Promise<ScheduleSeedCounts> {
  const random = generator(seed);
  const existingCrews = await db.select().from(crews);
  const newCrews = crewNames.slice(existingCrews.length).map(([name, colour], index) => ({ name, colour, position: existingCrews.length + index }));
  if (newCrews.length) await db.insert(crews).values(newCrews);
  const crewIds = (await db.select({ id: crews.id }).from(crews)).map((crew) => crew.id);

  const signed = await db
    .select({ id: contracts.id, quoteId: contracts.quoteId })
    .from(contracts)
    .orderBy(sql`${contracts.signedAt} desc`);
  if (signed.length === 0) throw new Error("Seed quotes first: the schedule needs signed contracts (scripts/seed-quotes.ts).");
  const jobRows = signed.map((contract) => ({ id: randomUUID(), contractId: contract.id, quoteId: contract.quoteId, linkToken: newLinkToken() }));
  const batch = 500;
  for (let start = 0; start < jobRows.length; start += batch)
    await db
      .insert(jobs)
      .values(jobRows.slice(start, start + batch))
      .onConflictDoNothing();
  const jobIds = (await db.select({ id: jobs.id }).from(jobs)).map((job) => job.id);

  const today = torontoDate(now);
  const perDay = new Map<string, number>();
  const visits: Array<typeof jobVisits.$inferInsert> = [];
  while (visits.length < count) {
    // Two years of finished work behind (as the seeded quotes' two years), eight months ahead.
    const offset = Math.floor(random() * 970) - 730;
    const day = addCalendarDays(today, offset);
    if (weekday(day) === 0) continue;
    const month = Number(day.slice(5, 7));
    // The season: most work from April to November, little in winter.
    if ((month <= 3 || month === 12) && random() < 0.85) continue;
    const past = day < today;
    const roll = random();
    const status: VisitStatus = past
      ? roll < 0.9
        ? "completed"
        : "cancelled"
      : roll < 0.45
        ? "confirmed"
        : roll < 0.75
          ? "proposed"
          : roll < 0.85
            ? "rescheduled"
            : roll < 0.9
              ? "change_requested"
              : roll < 0.95
                ? "on_hold"
                : "draft";
    const kind = visitKinds[Math.floor(random() * visitKinds.length)];
    const timed = random() < 0.7;
    visits.push({
      id: randomUUID(),
      jobId: jobIds[Math.floor(random() * jobIds.length)],
      kind,
      clientVisible: kind !== "inspection",
      day: status === "on_hold" ? null : day,
      startTime: timed ? ["07:00", "07:30", "08:00", "09:00", "13:00"][Math.floor(random() * 5)] : null,
      windowMinutes: timed ? [60, 120, 180][Math.floor(random() * 3)] : null,
      spanDays: random() < 0.9 ? 1 : 2,
      crewId: random() < 0.9 ? crewIds[Math.floor(random() * crewIds.length)] : null,
      status,
      clientNote: random() < 0.3 ? "Side gate code 4412; please park on the street." : "",
      internalNote: random() < 0.3 ? "Pump truck booked; 9 m³ 32 MPa, 5–8% air." : "",
      icalUid: `visit-${randomUUID()}@formaconcrete`,
      icalSequence: status === "rescheduled" ? 1 + Math.floor(random() * 3) : 0,
      datedAt: status === "draft" ? null : new Date(now.getTime() - Math.floor(random() * 30) * 86_400_000),
      lastDelayReason: status === "rescheduled" ? (random() < 0.7 ? "rain" : "cold") : null,
    } satisfies Partial<JobVisit> as typeof jobVisits.$inferInsert);
    if (status !== "on_hold") perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  for (let start = 0; start < visits.length; start += batch) await db.insert(jobVisits).values(visits.slice(start, start + batch));
  const [busiestDay] = [...perDay.entries()].filter(([day]) => day >= today).sort((a, b) => b[1] - a[1])[0] ?? [today];
  return { jobs: jobIds.length, visits: visits.length, crews: crewIds.length, busiestDay };
}

async function main() {
  const count = Number(process.argv[2] ?? 20_000);
  if (!Number.isInteger(count) || count < 1) throw new Error(`Give a whole number of visits, not "${process.argv[2]}".`);
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const counts = await seedSchedule(database.db, count);
    console.log(`Seeded ${counts.visits} visits over ${counts.jobs} jobs and ${counts.crews} crews; the busiest day ahead is ${counts.busiestDay}.`);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) await main();
