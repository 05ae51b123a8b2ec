/**
 * The pages behind the links of a review request (/w/ the client's own review, /u/ unsubscribe) on a
 * real database: each answers as a page in the same shell, refusals included (another site's post,
 * a body over the form's own limit, control characters, an unknown link), never JSON and never a 500;
 * the pages keep their origin on their own forms (Referrer-Policy: same-origin); opening the
 * unsubscribe link changes nothing, only its POST does.
 */
import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";
import { createSignedContract, lumpSumPatio } from "../support/signed-contract";
import { events, followUps, mailPreferences, siteReviews } from "../../shared/schema";
import { siteMessages } from "../../shared/site/content";
import { torontoDate } from "../../shared/quote-rules";

let t: TestApp;
let reviewPage = "";
let unsubscribePage = "";
let contractId = "";
const email = "mail.links@example.com";
const ours = "http://forma.test";

beforeAll(async () => {
  t = await createTestApp();
  const admin = await adminAgent(t.app);
  await admin
    .put("/api/follow-up-settings")
    .send({ googleReviewUrl: "https://g.page/r/CfORMAconcrete/review", reviewDelayDays: 2, reviewMode: "hold", resealMonths: 24 })
    .expect(200);
  const today = torontoDate(new Date());
  const contract = await createSignedContract(t.app, { lineItems: [lumpSumPatio] }, { signer: { clientEmail: email } });
  contractId = contract.contractId;
  const checklist = { jointsCut: true, releasedAndWashed: true, sealedOnSite: true, cleanedUp: true };
  await admin.post(`/api/contracts/${contractId}/completion`).send({ completedOn: today, checklist }).expect(201);
  await admin
    .post(`/api/contracts/${contractId}/payments`)
    .send({ kind: "balance", amount: "11,130.50", method: "etransfer", paidOn: today })
    .expect(201);
  const [review] = await t.database.db
    .select()
    .from(followUps)
    .where(and(eq(followUps.contractId, contractId), eq(followUps.kind, "review_request")));
  await admin.post(`/api/follow-ups/${review.id}/send`).expect(200);
  reviewPage = `/w/${review.token}`;
  const [preference] = await t.database.db.select().from(mailPreferences).where(eq(mailPreferences.email, email));
  unsubscribePage = `/u/${preference.token}`;
}, 60_000);
afterAll(() => t.close());

/** A page in the mail-link shell, not the API's JSON. */
function expectPage(answer: request.Response, status: number, text: string) {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(answer.headers["cache-control"]).toBe("no-store");
  expect(answer.text.startsWith("<!doctype html>")).toBe(true);
  expect(answer.text).not.toContain('"code"');
  expect(answer.text).toContain(text);
}

const clientReviews = () =>
  t.database.db
    .select()
    .from(siteReviews)
    .where(and(eq(siteReviews.contractId, contractId), eq(siteReviews.origin, "client")));
const words = "The crew explained every step and the patio drains perfectly after a heavy rain.";
const good = { quote: words, rating: "5", firstName: "Nadia", city: "Vaughan", consent: "yes" };

describe("the client's own review page", () => {
  it("keeps its origin on its own form and refuses another site's post with a page", async () => {
    const form = await request(t.app).get(reviewPage);
    expectPage(form, 200, 'name="quote"');
    expect(form.headers["referrer-policy"]).toBe("same-origin");
    for (const origin of ["https://evil.example", "null"]) {
      const refused = await request(t.app).post(reviewPage).set("Origin", origin).type("form").send(good);
      expectPage(refused, 403, "This form was sent from another website");
      expect(refused.text).toContain(`href="${reviewPage}"`);
    }
    const crossSite = await request(t.app).post(reviewPage).set("Sec-Fetch-Site", "cross-site").type("form").send(good);
    expectPage(crossSite, 403, "Nothing was changed");
    expect(await clientReviews()).toHaveLength(0);
  });

  it("answers a body over 8 KB, or with too many fields, with a page naming the form's own limit", async () => {
    const tooLong = await request(t.app)
      .post(reviewPage)
      .set("Origin", ours)
      .type("form")
      .send({ ...good, quote: "a".repeat(9 * 1024) });
    expectPage(tooLong, 413, "at most 8 KB");
    expect(tooLong.text).not.toContain("1 MB");
    const manyFields = await request(t.app)
      .post(reviewPage)
      .set("Origin", ours)
      .type("form")
      .send(Array.from({ length: 12 }, (_, index) => `f${index}=x`).join("&"));
    expectPage(manyFields, 413, "at most 8 KB");
    const charset = await request(t.app)
      .post(reviewPage)
      .set("Origin", ours)
      .set("Content-Type", "application/x-www-form-urlencoded; charset=koi8-r")
      .send("quote=x");
    expectPage(charset, 415, "We could not read what was sent");
    expect(await clientReviews()).toHaveLength(0);
  });

  it("refuses NUL and other control characters in the form with its own page, never a 500", async () => {
    for (const quote of [`${words}\u0000`, `${words}\u001b[2J`, `${words}\u0007`]) {
      const refused = await request(t.app)
        .post(reviewPage)
        .set("Origin", ours)
        .type("form")
        .send({ ...good, quote });
      expectPage(refused, 400, siteMessages.controlCharacters);
      expect(refused.text).not.toContain("\u0000");
    }
    const name = await request(t.app)
      .post(reviewPage)
      .set("Origin", ours)
      .type("form")
      .send({ ...good, firstName: "Na\u0000dia" });
    expectPage(name, 400, "Please enter the client&#39;s first name only");
    const city = await request(t.app)
      .post(reviewPage)
      .set("Origin", ours)
      .type("form")
      .send({ ...good, city: "Vaughan\u0000" });
    expectPage(city, 400, "Please choose the client&#39;s city");
    // Line breaks are part of writing: kept.
    expect(await clientReviews()).toHaveLength(0);
  });

  it("answers an unknown link with a page, and takes the review from its own page", async () => {
    expectPage(await request(t.app).get(`/w/${"x".repeat(43)}`), 404, "This link does not work");
    expectPage(
      await request(t.app)
        .post(`/w/${"x".repeat(43)}`)
        .set("Origin", ours)
        .type("form")
        .send(good),
      404,
      "This link does not work",
    );
    expectPage(await request(t.app).get("/w/not-a-token"), 404, "This link does not work");
    expectPage(await request(t.app).get("/w/%E0%A4%A"), 400, "We could not read what was sent");
    const thanked = await request(t.app)
      .post(reviewPage)
      .set("Origin", ours)
      .type("form")
      .send({ ...good, quote: `${words}\r\nThank you!` });
    expectPage(thanked, 201, "Thank you for your review");
    expect(await clientReviews()).toHaveLength(1);
  });
});

describe("the unsubscribe page", () => {
  const outEvents = async () =>
    (await t.database.db.select().from(events).where(eq(events.type, "mail.unsubscribed"))).filter(
      (event) => (event.data as { email: string }).email === email,
    );
  const optedOut = async () => (await t.database.db.select().from(mailPreferences).where(eq(mailPreferences.email, email)))[0].optedOutAt !== null;

  it("shows a button on GET and HEAD and changes nothing; the POST unsubscribes", async () => {
    const shown = await request(t.app).get(unsubscribePage);
    expectPage(shown, 200, "Stop review requests and maintenance reminders?");
    expect(shown.text).toContain(`<form method="post" action="${unsubscribePage}"><button type="submit">Unsubscribe</button></form>`);
    expect(shown.headers["referrer-policy"]).toBe("same-origin");
    const head = await request(t.app).head(unsubscribePage);
    expect(head.status).toBe(200);
    expect(await optedOut()).toBe(false);
    expect(await outEvents()).toHaveLength(0);

    const out = await request(t.app).post(unsubscribePage).set("Origin", ours).type("form").send("");
    expectPage(out, 200, "You are unsubscribed");
    expect(await optedOut()).toBe(true);
    expect((await outEvents()).map((event) => (event.data as { via: string }).via)).toEqual(["link"]);
    // Opened again: says so, and offers the way back.
    expectPage(await request(t.app).get(unsubscribePage), 200, "Subscribe again");
  });

  it("refuses another site's resubscribe and a body over 1 KB with pages; a mail app's one-click POST still works", async () => {
    const refused = await request(t.app).post(`${unsubscribePage}/resubscribe`).set("Origin", "https://evil.example").type("form").send("");
    expectPage(refused, 403, "This form was sent from another website");
    expect(refused.text).toContain(`href="${unsubscribePage}"`);
    expect(await optedOut()).toBe(true);
    const back = await request(t.app).post(`${unsubscribePage}/resubscribe`).set("Origin", ours).type("form").send("");
    expectPage(back, 200, "You are subscribed again");
    expect(await optedOut()).toBe(false);

    const large = await request(t.app)
      .post(unsubscribePage)
      .type("form")
      .send(`List-Unsubscribe=One-Click&pad=${"a".repeat(2048)}`);
    expectPage(large, 413, "1 KB at most");
    expect(await optedOut()).toBe(false);

    // RFC 8058: the mail app posts List-Unsubscribe=One-Click from its own servers, without Origin.
    const oneClick = await request(t.app).post(unsubscribePage).type("form").send("List-Unsubscribe=One-Click");
    expectPage(oneClick, 200, "You are unsubscribed");
    expect(await optedOut()).toBe(true);
    expect((await outEvents()).map((event) => (event.data as { via: string }).via)).toEqual(["link", "one-click"]);
  });

  it("answers an unknown link with a page", async () => {
    expectPage(await request(t.app).get(`/u/${"A".repeat(43)}`), 404, "This link does not work");
    expectPage(
      await request(t.app)
        .post(`/u/${"A".repeat(43)}`)
        .type("form")
        .send("List-Unsubscribe=One-Click"),
      404,
      "This link does not work",
    );
    expectPage(
      await request(t.app)
        .post(`/u/${"A".repeat(43)}/resubscribe`)
        .set("Origin", ours),
      404,
      "This link does not work",
    );
    expectPage(await request(t.app).post("/u/%E0%A4%A").type("form").send("List-Unsubscribe=One-Click"), 400, "We could not read what was sent");
  });
});
