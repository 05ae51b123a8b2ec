/**
 * A fresh database on the benchmark's PostgreSQL server, migrated and holding one priced quote that
 * has been sent to its client, created through the same service the admin's form uses. Dropped at the end.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { Config } from "../../server/config";
import { openDatabase } from "../../server/db";
import { mailSettings } from "../../server/mail/settings";
import { createPricedQuote } from "../../server/features/quotes/quotes";
import { addDays, torontoDate } from "../../shared/quote-rules";
import { createQuoteSchema } from "../../shared/schema";

export type ScratchDatabase = { url: string; drop: () => Promise<void> };

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `forma_bench_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}

/** Migrates (openDatabase does) and creates the quote; returns its id. */
/** A priced quote, e-mailed: its id and the client's link token (the path the bench reads). */
export async function seedSentQuote(databaseUrl: string, config: Config): Promise<{ id: string; linkToken: string }> {
  const database = await openDatabase({ databaseUrl, dataDir: config.dataDir });
  try {
    const input = createQuoteSchema.parse({
      clientName: "Priya Raman",
      clientEmail: "priya@example.com",
      clientPhone: "905-555-0123",
      projectAddress: "221 Lakeshore Rd E, Oakville, ON",
      workScope: "Stamped Concrete Installation",
      projectDetails: "Stamped patio, 400 sq ft, ashlar slate pattern, charcoal release.",
      // An itemised quote with an option, as quotes are now: the answer carries items and totals.
      lineItems: [
        { id: "patio", description: "Stamped patio, ashlar slate", quantity: "400", unit: "sq_ft", unitPrice: "15.50" },
        { id: "steps", description: "Broom finish steps", quantity: "1", unit: "lump_sum", unitPrice: "950" },
        { id: "sealer", description: "Premium sealer upgrade", quantity: "400", unit: "sq_ft", unitPrice: "1.25", optional: true },
      ],
      validUntil: addDays(torontoDate(new Date()), 14),
      status: "pending",
    });
    const quote = await createPricedQuote(database.db, mailSettings(config), input, { ip: "127.0.0.1", userAgent: "bench-api seed" }, new Date());
    if (!quote.sentAt) throw new Error("the seeded quote was not sent");
    return { id: quote.id, linkToken: quote.linkToken };
  } finally {
    await database.close();
  }
}
