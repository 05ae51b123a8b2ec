/**
 * Fills a database with many quotes, as a busy year would leave it: every lifecycle stage in a
 * realistic mix (open quotes recent, old ones signed, declined, expired or replaced), itemised and
 * older plain-total quotes, contracts for the signed ones, and deposits and balances paid on some.
 * Rows are written directly in batches (no e-mails are queued, no PDFs rendered); the admin lists,
 * the dashboard and the benchmarks read them like any other.
 *
 *   npm run seed:quotes                 # 10,000 quotes into DATABASE_URL, or the embedded DATA_DIR
 *   npm run seed:quotes -- 500          # another count
 *
 * The embedded database must not be open in a running server (stop it first).
 */
import { newLinkToken } from "../server/link-token";
import { takeQuoteNumberBlock } from "../server/features/quotes/quote-numbers";
import { takeReceiptNumberBlock } from "../server/features/payments/storage";
import { formatQuoteNumber } from "../shared/quote-reference";
import { createHash, randomUUID } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { readConfig } from "../server/config";
import type { Executor } from "../server/db";
import { openDatabase } from "../server/db";
import { contractTerms } from "../shared/business";
import { quoteTotals, type LineItem } from "../shared/line-items";
import { centsToTotalCost, mulDivRoundHalfUp, parseCents } from "../shared/money";
import { quoteStage, type QuoteStage } from "../shared/quote-lifecycle";
import { addDays, torontoDate } from "../shared/quote-rules";
import { contracts, payments, quotes, type Quote } from "../shared/schema";

const stageWeights: Array<[QuoteStage, number]> = [
  ["unpriced", 4],
  ["draft", 3],
  ["sent", 10],
  ["viewed", 9],
  ["changes_requested", 3],
  ["accepted", 3],
  ["signed", 20],
  ["declined", 16],
  ["expired", 24],
  ["replaced", 8],
];
const openStages = new Set<QuoteStage>(["unpriced", "draft", "sent", "viewed", "changes_requested", "accepted"]);

const firstNames = [
  "Priya",
  "Daniel",
  "Maria",
  "Wei",
  "Olivia",
  "Liam",
  "Aisha",
  "Mateo",
  "Sofia",
  "Noah",
  "Hannah",
  "Arjun",
  "Chloé",
  "Lucas",
  "Fatima",
  "Ethan",
  "Mei",
  "Gabriel",
  "Zoë",
  "Omar",
];
const lastNames = [
  "Raman",
  "Okafor",
  "Santos",
  "Chen",
  "Tremblay",
  "MacDonald",
  "Khan",
  "Rossi",
  "Nguyen",
  "Singh",
  "Martin",
  "Kowalski",
  "Gagnon",
  "Patel",
  "Silva",
  "Wong",
  "Roy",
  "Haddad",
  "Murphy",
  "Côté",
];
const streets = [
  "Lakeshore Rd E",
  "Maple Grove Ave",
  "Bayview Ave",
  "Dundas St W",
  "Kingston Rd",
  "Yonge St",
  "Elm Dr",
  "Birchmount Rd",
  "Queen St E",
  "Finch Ave W",
];
const cities = ["Toronto", "Mississauga", "Brampton", "Vaughan", "Markham", "Oakville", "Richmond Hill", "Pickering", "Ajax", "Burlington"];
const areaCodes = ["416", "647", "905", "289", "437"];
const scopes: Array<{ scope: string; unit: LineItem["unit"]; min: number; max: number; price: [number, number] }> = [
  { scope: "Stamped Concrete Patio", unit: "sq_ft", min: 200, max: 900, price: [14, 22] },
  { scope: "Broom Finish Driveway", unit: "sq_ft", min: 400, max: 1400, price: [8, 13] },
  { scope: "Broom Finish Walkway", unit: "sq_ft", min: 60, max: 300, price: [9, 15] },
  { scope: "Concrete Steps Repair", unit: "lump_sum", min: 1, max: 1, price: [900, 4500] },
  { scope: "Stamped Pool Deck", unit: "sq_ft", min: 300, max: 1200, price: [16, 24] },
];

/** A small seeded generator, so a given count always gives the same data. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)];
  return { next, int, pick };
}

const totalWeight = stageWeights.reduce((sum, [, weight]) => sum + weight, 0);

function stageFor(roll: number): QuoteStage {
  let left = roll * totalWeight;
  for (const [stage, weight] of stageWeights) if ((left -= weight) < 0) return stage;
  return "expired";
}

type SeededQuote = Omit<typeof quotes.$inferInsert, "number" | "linkToken"> & { id: string };
type SeededContract = typeof contracts.$inferInsert & { id: string };

const day = 24 * 60 * 60 * 1000;
const signature = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==";

function quoteAt(random: ReturnType<typeof generator>, index: number, now: Date) {
  const stage = stageFor(random.next());
  const first = random.pick(firstNames);
  const last = random.pick(lastNames);
  const job = random.pick(scopes);
  // Open quotes are this month's; the rest are spread over two years.
  const ageDays = openStages.has(stage) ? random.int(0, 12) : random.int(31, 730);
  const createdAt = new Date(now.getTime() - ageDays * day - random.int(0, day - 1));
  const created = torontoDate(createdAt);
  const quantity = job.unit === "lump_sum" ? 1 : random.int(job.min, job.max);
  const unitPrice = `${random.int(job.price[0], job.price[1])}.${random.pick(["00", "50", "25", "75"])}`;
  const itemised = random.next() < 0.7;
  const lineItems: LineItem[] = itemised
    ? [
        { id: "main", description: job.scope, quantity: String(quantity), unit: job.unit, unitPrice, optional: false },
        { id: "sealer", description: "Premium sealer upgrade", quantity: String(quantity), unit: job.unit, unitPrice: "1.25", optional: true },
      ]
    : [];
  const totalCents = stage === "unpriced" ? 0 : itemised ? quoteTotals(lineItems).totalCents : parseCents(unitPrice)! * quantity;
  const sentAt = ["unpriced", "draft"].includes(stage) ? null : new Date(createdAt.getTime() + 60_000);
  const at = (hours: number) => new Date(createdAt.getTime() + hours * 3_600_000);
  const quote: SeededQuote = {
    id: randomUUID(),
    clientName: `${first} ${last}`,
    clientEmail: `${first}.${last}.${index}@example.com`
      .toLowerCase()
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, ""),
    clientPhone: `(${random.pick(areaCodes)}) 555-${String(random.int(0, 9999)).padStart(4, "0")}`,
    projectAddress: `${random.int(1, 9999)} ${random.pick(streets)}, ${random.pick(cities)}, ON`,
    workScope: job.scope,
    projectDetails: `${job.scope}, ${quantity === 1 ? "as discussed on site" : `about ${quantity} sq ft`}.`,
    totalCents,
    lineItems,
    validUntil:
      stage === "expired" ? addDays(created, 30) : openStages.has(stage) ? addDays(torontoDate(now), random.int(3, 30)) : addDays(created, 30),
    status: stage === "accepted" || stage === "signed" ? "accepted" : stage === "declined" ? "rejected" : "pending",
    source: stage === "unpriced" ? "estimate" : "admin",
    createdAt,
    updatedAt: createdAt,
    sentAt,
    firstViewedAt: ["sent", "unpriced", "draft"].includes(stage) || !sentAt ? null : at(random.int(2, 48)),
    changesRequestedAt: stage === "changes_requested" ? at(72) : null,
    decidedAt: ["accepted", "signed", "declined"].includes(stage) ? at(96) : null,
    declineReason: stage === "declined" && random.next() < 0.5 ? "Went with another contractor" : null,
  };
  return { stage, quote };
}

/** The revision that replaced a quote: a fresh sent quote for the same client, a little cheaper. */
function revisionOf(original: SeededQuote, now: Date): SeededQuote {
  const createdAt = new Date(Math.min(original.createdAt!.getTime() + 5 * day, now.getTime()));
  return {
    ...original,
    id: randomUUID(),
    revision: 2,
    revisionOf: original.id,
    status: "pending",
    createdAt,
    updatedAt: createdAt,
    sentAt: createdAt,
    firstViewedAt: null,
    validUntil: addDays(torontoDate(createdAt), 30),
  };
}

function contractFor(quote: SeededQuote): SeededContract {
  const contractText = `Contract for ${quote.workScope} at ${quote.projectAddress}, total ${centsToTotalCost(quote.totalCents!)} (seeded).`;
  return {
    id: randomUUID(),
    quoteId: quote.id,
    clientName: quote.clientName,
    clientEmail: quote.clientEmail,
    clientPhone: quote.clientPhone,
    projectAddress: quote.projectAddress,
    signatureData: signature,
    contractDate: torontoDate(quote.decidedAt!),
    signedAt: new Date(quote.decidedAt!.getTime() + 3_600_000),
    contractText,
    contractHash: createHash("sha256").update(contractText).digest("hex"),
    quoteSnapshot: { seeded: true, totalCost: centsToTotalCost(quote.totalCents!), totalCents: quote.totalCents },
  };
}

/** Some clients have paid nothing yet, many the deposit, and the older jobs often everything. */
function paymentsFor(random: ReturnType<typeof generator>, contract: SeededContract, quote: SeededQuote) {
  const total = quote.totalCents ?? 0;
  const deposit = mulDivRoundHalfUp(total, contractTerms.depositPercent, 100);
  const roll = random.next();
  const paidOn = (offsetDays: number) => addDays(torontoDate(contract.signedAt!), offsetDays);
  const row = (kind: "deposit" | "balance", amountCents: number, offsetDays: number) => ({
    contractId: contract.id,
    kind,
    amountCents,
    method: random.pick(["etransfer", "cheque", "cash"] as const),
    paidOn: paidOn(offsetDays),
    reference: null,
  });
  if (roll < 0.25) return [];
  if (roll < 0.6) return [row("deposit", deposit, 2)];
  return [row("deposit", deposit, 2), row("balance", total - deposit, 30)];
}

export type SeedCounts = { quotes: number; contracts: number; payments: number; byStage: Record<string, number> };

/** Inserts `count` quotes (revisions count as quotes) with their contracts and payments, in batches. */
export async function seedQuotes(db: Executor, count: number, now = new Date(), seed = 13): Promise<SeedCounts> {
  const random = generator(seed);
  const quoteRows: SeededQuote[] = [];
  const contractRows: SeededContract[] = [];
  const paymentRows: Array<Omit<typeof payments.$inferInsert, "receiptNumber">> = [];
  for (let index = 0; quoteRows.length < count; index++) {
    const { stage, quote } = quoteAt(random, index, now);
    if (stage === "replaced" && quoteRows.length + 2 <= count) {
      const revision = revisionOf(quote, now);
      quote.replacedBy = revision.id;
      quoteRows.push(quote, revision);
    } else {
      quoteRows.push(quote);
    }
    if (stage === "signed") {
      const contract = contractFor(quote);
      contractRows.push(contract);
      paymentRows.push(...paymentsFor(random, contract, quote));
    }
  }
  const numbered = await numberQuotes(db, quoteRows);
  const batch = 500;
  // A replaced quote names its revision, the row after it: a batch never ends between the two.
  for (let start = 0; start < numbered.length;) {
    let end = Math.min(start + batch, numbered.length);
    if (numbered[end - 1].replacedBy && end < numbered.length) end += 1;
    await db.insert(quotes).values(numbered.slice(start, end));
    start = end;
  }
  for (let start = 0; start < contractRows.length; start += batch) await db.insert(contracts).values(contractRows.slice(start, start + batch));
  // Receipts numbered in the order the money came in, after any the database already has.
  const firstReceipt = paymentRows.length > 0 ? await takeReceiptNumberBlock(db, paymentRows.length) : 0;
  const receipted = [...paymentRows]
    .sort((a, b) => a.paidOn.localeCompare(b.paidOn))
    .map((payment, index) => ({ ...payment, receiptNumber: firstReceipt + index }));
  for (let start = 0; start < receipted.length; start += batch) await db.insert(payments).values(receipted.slice(start, start + batch));
  // Counted as the lists will show them.
  const signed = new Set(contractRows.map((contract) => contract.quoteId));
  const byStage: Record<string, number> = {};
  for (const quote of quoteRows) {
    const stage = quoteStage(quote as Quote, { exists: signed.has(quote.id) }, now);
    byStage[stage] = (byStage[stage] ?? 0) + 1;
  }
  return { quotes: quoteRows.length, contracts: contractRows.length, payments: paymentRows.length, byStage };
}

/** Each quote's number in creation order within its Toronto year (after those already given), and a link token. */
async function numberQuotes(db: Executor, rows: SeededQuote[]): Promise<Array<typeof quotes.$inferInsert>> {
  const byYear = new Map<number, SeededQuote[]>();
  for (const row of [...rows].sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime())) {
    const year = Number(torontoDate(row.createdAt!).slice(0, 4));
    byYear.set(year, [...(byYear.get(year) ?? []), row]);
  }
  const numbers = new Map<string, string>();
  for (const [year, yearRows] of byYear) {
    const first = await takeQuoteNumberBlock(db, year, yearRows.length);
    yearRows.forEach((row, index) => numbers.set(row.id, formatQuoteNumber(year, first + index)));
  }
  return rows.map((row) => ({ ...row, number: numbers.get(row.id)!, linkToken: newLinkToken() }));
}

async function main() {
  const count = Number(process.argv[2] ?? 10_000);
  if (!Number.isInteger(count) || count < 1) throw new Error(`Give a whole number of quotes, not "${process.argv[2]}".`);
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const started = performance.now();
    const counts = await seedQuotes(database.db, count);
    const where = config.databaseUrl ? "DATABASE_URL" : `the embedded database in ${config.dataDir}`;
    console.log(
      `Seeded ${counts.quotes} quotes, ${counts.contracts} contracts and ${counts.payments} payments into ${where} in ${Math.round(performance.now() - started)} ms.`,
    );
    console.log(
      `By stage: ${Object.entries(counts.byStage)
        .map(([stage, n]) => `${stage} ${n}`)
        .join(", ")}`,
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) await main();
