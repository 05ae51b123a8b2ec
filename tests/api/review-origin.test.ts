/**
 * Who wrote a review, on a real database: a review the client left on their own page (/w/) keeps
 * the client's words, rating, name, city, date, source, job and consent, and the owner can only
 * publish it (with that consent) or take it off the site; a review the owner enters is the
 * business's, can never name our own page as its source, and never takes the client's place.
 */
import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";
import { createSignedContract, lumpSumPatio } from "../support/signed-contract";
import { followUps } from "../../shared/schema";
import { siteMessages } from "../../shared/site/content";
import { torontoDate } from "../../shared/quote-rules";

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
  await admin
    .put("/api/follow-up-settings")
    .send({ googleReviewUrl: "https://g.page/r/CfORMAconcrete/review", reviewDelayDays: 2, reviewMode: "hold", resealMonths: 24 })
    .expect(200);
}, 60_000);
afterAll(() => t.close());

const ours = "http://forma.test";
type Review = { id: string; origin: string; quote: string; published: boolean; contractId: string | null; [key: string]: unknown };

/** A finished, paid job whose review request was sent: the client's review page. */
async function reviewPageOfNewJob(email: string) {
  const today = torontoDate(new Date());
  const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] }, { signer: { clientEmail: email } });
  const checklist = { jointsCut: true, releasedAndWashed: true, sealedOnSite: true, cleanedUp: true };
  await admin.post(`/api/contracts/${contractId}/completion`).send({ completedOn: today, checklist }).expect(201);
  await admin
    .post(`/api/contracts/${contractId}/payments`)
    .send({ kind: "balance", amount: "11,130.50", method: "etransfer", paidOn: today })
    .expect(201);
  const [followUp] = await t.database.db
    .select()
    .from(followUps)
    .where(and(eq(followUps.contractId, contractId), eq(followUps.kind, "review_request")));
  await admin.post(`/api/follow-ups/${followUp.id}/send`).expect(200);
  return { contractId, page: `/w/${followUp.token}` };
}

const reviews = async () => (await admin.get("/api/site/reviews").expect(200)).body.reviews as Review[];
const shownQuotes = async () => ((await request(t.app).get("/api/site-content").expect(200)).body.content.reviews as Review[]).map((r) => r.quote);
/** The review as the owner's form sends it back: every field of the input. */
const inputOf = ({ quote, firstName, city, rating, date, source, consentToQuote, published, contractId }: Review) => ({
  quote,
  firstName,
  city,
  rating,
  date,
  source,
  consentToQuote,
  published,
  contractId,
});

const clientWords = "The crew was on time every day and the broom finish is even across the whole walkway.";

describe("a review the client left on their own page", () => {
  it("keeps the client's words, rating, name and consent: the owner can only publish it or take it off", async () => {
    const job = await reviewPageOfNewJob("origin.client@example.com");
    await request(t.app)
      .post(job.page)
      .set("Origin", ours)
      .type("form")
      .send({ quote: clientWords, rating: "4", firstName: "Amara", city: "Toronto", consent: "yes" })
      .expect(201);
    const left = (await reviews()).find((review) => review.contractId === job.contractId)!;
    expect(left).toMatchObject({ origin: "client", source: "Our website", quote: clientWords, rating: 4, consentToQuote: true, published: false });

    for (const change of [
      { quote: "The best concrete company in the whole of the Greater Toronto Area, five stars." },
      { rating: 5 },
      { firstName: "Someone" },
      { city: "Vaughan" },
      { date: "2020-01-01" },
      { source: "Google" },
      { consentToQuote: false },
      { contractId: null },
    ]) {
      const refused = await admin
        .put(`/api/site/reviews/${left.id}`)
        .send({ ...inputOf(left), ...change, published: true })
        .expect(409);
      expect(refused.body.code, JSON.stringify(change)).toBe("REVIEW_LEFT_BY_CLIENT");
    }
    expect(await shownQuotes()).not.toContain(clientWords);
    expect((await reviews()).find((review) => review.id === left.id)).toMatchObject({ quote: clientWords, rating: 4, published: false });

    // Published as the client left it (they agreed to be quoted), then taken off the site again.
    const published = await admin
      .put(`/api/site/reviews/${left.id}`)
      .send({ ...inputOf(left), published: true })
      .expect(200);
    expect(published.body.review).toMatchObject({ origin: "client", quote: clientWords, published: true });
    expect(await shownQuotes()).toContain(clientWords);
    await admin
      .put(`/api/site/reviews/${left.id}`)
      .send({ ...inputOf(left), published: false })
      .expect(200);
    expect(await shownQuotes()).not.toContain(clientWords);
  });

  it("cannot be published when the client did not agree to be quoted", async () => {
    const job = await reviewPageOfNewJob("origin.private@example.com");
    await request(t.app)
      .post(job.page)
      .set("Origin", ours)
      .type("form")
      .send({ quote: clientWords, rating: "3", firstName: "Omar", city: "Toronto" })
      .expect(201);
    const left = (await reviews()).find((review) => review.contractId === job.contractId)!;
    const refused = await admin
      .put(`/api/site/reviews/${left.id}`)
      .send({ ...inputOf(left), published: true })
      .expect(400);
    expect(refused.body.errors.published).toBe(siteMessages.consent);
    const consentAdded = await admin
      .put(`/api/site/reviews/${left.id}`)
      .send({ ...inputOf(left), consentToQuote: true, published: true })
      .expect(409);
    expect(consentAdded.body.code).toBe("REVIEW_LEFT_BY_CLIENT");
  });
});

describe("a review the owner enters", () => {
  const entered = {
    quote: "They replaced our cracked walkway in one day and cleaned up everything after.",
    firstName: "Lena",
    city: "Toronto",
    rating: 5,
    date: "2026-11-02",
    source: "Google",
    consentToQuote: true,
    published: false,
    contractId: null,
  };

  it("is the business's, never claims the client's own page, and never blocks the client's form", async () => {
    const job = await reviewPageOfNewJob("origin.business@example.com");
    const fabricated = await admin
      .post("/api/site/reviews")
      .send({ ...entered, source: "Our website", contractId: job.contractId })
      .expect(422);
    expect(fabricated.body).toMatchObject({ code: "REVIEW_SOURCE_RESERVED", errors: { source: expect.stringContaining("Our website") } });

    const created = await admin
      .post("/api/site/reviews")
      .send({ ...entered, contractId: job.contractId })
      .expect(201);
    expect(created.body.review).toMatchObject({ origin: "business", source: "Google" });
    const renamed = await admin
      .put(`/api/site/reviews/${created.body.review.id}`)
      .send({ ...entered, source: "Our website", contractId: job.contractId })
      .expect(422);
    expect(renamed.body.code).toBe("REVIEW_SOURCE_RESERVED");
    // The owner may change what they entered.
    await admin
      .put(`/api/site/reviews/${created.body.review.id}`)
      .send({ ...entered, rating: 4, contractId: job.contractId })
      .expect(200);

    // The client's page still takes the client's own review of the same job.
    const form = await request(t.app).get(job.page).expect(200);
    expect(form.text).toContain('name="quote"');
    expect(form.text).not.toContain("We already have your review");
    await request(t.app)
      .post(job.page)
      .set("Origin", ours)
      .type("form")
      .send({ quote: clientWords, rating: "5", firstName: "Lena", city: "Toronto", consent: "yes" })
      .expect(201);
    const ofJob = (await reviews()).filter((review) => review.contractId === job.contractId);
    expect(ofJob.map((review) => review.origin).sort()).toEqual(["business", "client"]);
    expect((await request(t.app).get(job.page).expect(200)).text).toContain("We already have your review");
  });

  it("refuses control characters in the owner's words with a message", async () => {
    const bell = await admin
      .post("/api/site/reviews")
      .send({ ...entered, quote: `${entered.quote}\u0007` })
      .expect(400);
    expect(bell.body.errors.quote).toBe(siteMessages.controlCharacters);
    const nul = await admin
      .post("/api/site/reviews")
      .send({ ...entered, quote: `${entered.quote}\u0000` })
      .expect(400);
    expect(nul.body.errors.quote).toEqual(expect.any(String));
  });
});
