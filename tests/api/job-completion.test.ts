/**
 * The end of a job through the API on a real database: the completion's date rules, the hand-over
 * e-mail with the aftercare guide, the warranty certificate issued when the balance (change orders
 * included) reaches zero or earlier by the owner's choice, read back as a signed PDF and by
 * /api/verify, voided when the completion is undone; and the owner's versioned warranty text.
 */
import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emails } from "../../shared/schema";
import { formatVisitDay } from "../../shared/schedule/rules";
import { torontoDate } from "../../shared/quote-rules";
import { addCalendarDays } from "../../shared/toronto-wall-clock";
import { binary } from "../support/binary";
import { pdfsigReport } from "../support/pdfsig";
import { signaturePng } from "../support/factories";
import { pdfText } from "../support/pdf-text";
import { createSignedContract, lumpSumPatio } from "../support/signed-contract";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

const dayMs = 24 * 60 * 60 * 1000;

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminAgent>>;
/** The app's clock runs with the real one, moved on by this much. */
let clockOffsetMs = 0;
const appToday = () => torontoDate(new Date(Date.now() + clockOffsetMs));
beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(Date.now() + clockOffsetMs) });
  admin = await adminAgent(t.app);
});
afterAll(() => t.close());

const checklist = { jointsCut: true, releasedAndWashed: true, sealedOnSite: false, cleanedUp: true };
const complete = (contractId: string, completedOn = appToday()) =>
  admin.post(`/api/contracts/${contractId}/completion`).send({ completedOn, checklist });
const pay = (contractId: string, amount: string) =>
  admin.post(`/api/contracts/${contractId}/payments`).send({ kind: "balance", amount, method: "etransfer", paidOn: appToday() }).expect(201);
const mailsOf = (contractId: string, kind: string) =>
  t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.contractId, contractId), eq(emails.kind, kind)));
const verify = (pdf: Buffer) => request(t.app).post("/api/verify").set("Content-Type", "application/pdf").send(pdf).expect(200);

describe("the completion date", () => {
  it("is refused in the future, before the pour, more than 30 days back, or not a day", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const job = (await admin.get(`/api/contracts/${contractId}/job`).expect(200)).body.job;
    const pourDay = addCalendarDays(appToday(), 2);
    await admin.post(`/api/jobs/${job.id}/visits`).send({ kind: "pour", day: pourDay }).expect(201);

    const tomorrow = await complete(contractId, addCalendarDays(appToday(), 1)).expect(422);
    expect(tomorrow.body).toMatchObject({ code: "COMPLETION_DATE_REFUSED", errors: { completedOn: "The completion date cannot be in the future" } });
    // Three days on, the day after the pour is fine but the day before it is not.
    clockOffsetMs = 3 * dayMs;
    try {
      await adminAgent(t.app).then((agent) => (admin = agent));
      const beforePour = await complete(contractId, addCalendarDays(pourDay, -1)).expect(422);
      expect(beforePour.body.errors.completedOn).toBe(`The job cannot be complete before its pour (${formatVisitDay(pourDay)})`);
      const malformed = await complete(contractId, "2026-02-30").expect(422);
      expect(malformed.body.errors.completedOn).toBe("Enter the completion date as a day, such as 2026-06-15");
      await complete(contractId, addCalendarDays(pourDay, 1)).expect(201);
      const again = await complete(contractId, addCalendarDays(pourDay, 1)).expect(409);
      expect(again.body.code).toBe("JOB_ALREADY_COMPLETE");
    } finally {
      clockOffsetMs = 0;
      admin = await adminAgent(t.app);
    }
  });

  it("may be up to 30 days back, not 31", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const tooOld = await complete(contractId, addCalendarDays(appToday(), -31)).expect(422);
    expect(tooOld.body.errors.completedOn).toBe("The completion date can be at most 30 days ago");
    const done = await complete(contractId, addCalendarDays(appToday(), -30)).expect(201);
    expect(done.body.completion.completedOn).toBe(addCalendarDays(appToday(), -30));
  });
});

describe("the hand-over and the warranty certificate", () => {
  it("waits for the balance, change orders included, then issues a signed, verifiable certificate", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    // A signed change order of $1,356.00 joins the balance.
    const draft = await admin
      .post(`/api/contracts/${contractId}/change-orders`)
      .send({
        reason: "client_request",
        summary: "Three steps at the side door.",
        lines: [{ kind: "add", description: "Steps", quantity: "3", unit: "each", unitPrice: "400" }],
      })
      .expect(201);
    const sent = (await admin.post(`/api/change-orders/${draft.body.changeOrder.id}/send`).expect(200)).body.changeOrder;
    await admin
      .post(`/api/change-orders/${sent.id}/sign-in-person`)
      .send({ version: sent.version, signerName: "Priya Raman", signatureData: signaturePng, agreementAccepted: true })
      .expect(200);

    const completed = await complete(contractId).expect(201);
    expect(completed.body).toMatchObject({ certificate: null, outstandingCents: 1_248_650, warrantyYears: 5 });
    expect(completed.body.completion.aftercare).toMatchObject({ walkFrom: { day: addCalendarDays(appToday(), 2) } });
    const [handOver] = await mailsOf(contractId, "hand-over");
    expect(handOver.text).toContain("Your 5-year warranty certificate will be issued when the final balance ($12,486.50) is received.");
    expect(handOver.text).toContain(`Walk on it from`);

    // The contract's price paid, the change order not: still no certificate.
    await pay(contractId, "11,130.50");
    expect((await admin.get(`/api/contracts/${contractId}/completion`).expect(200)).body.certificate).toBeNull();
    const early = await admin.post(`/api/contracts/${contractId}/warranty`).send({}).expect(409);
    expect(early.body.code).toBe("WARRANTY_WAITS_FOR_PAYMENT");
    // The change order paid: the balance is zero and the certificate is issued and e-mailed.
    await pay(contractId, "1,356.00");
    const view = (await admin.get(`/api/contracts/${contractId}/completion`).expect(200)).body;
    expect(view.certificate).toMatchObject({ startsOn: appToday(), issuedBeforePaymentBy: null });
    expect(view.certificate.number).toMatch(/^W-\d{4}-\d{4}$/);
    const [issued] = await mailsOf(contractId, "warranty-issued");
    expect(issued.subject).toBe(`Your 5-year warranty certificate ${view.certificate.number}`);

    const pdf = (await admin.get(view.certificate.pdfUrl).buffer(true).parse(binary).expect(200)).body as Buffer;
    expect(await pdfsigReport(pdf)).toContain("Signature is Valid");
    const text = await pdfText(pdf);
    expect(text).toContain(view.certificate.number);
    expect(text).toContain("CO-1");
    const verdict = (await verify(pdf)).body.verdict;
    expect(verdict).toMatchObject({ status: "verified", document: { kind: "warranty", number: view.certificate.number, voided: null } });

    // Undoing the completion voids it; /verify says so with the reason.
    await admin.post(`/api/contracts/${contractId}/completion/undo`).send({ reason: "Marked on the wrong job" }).expect(200);
    const after = (await verify(pdf)).body.verdict;
    expect(after.document.voided).toMatchObject({ reason: "Marked on the wrong job" });
    expect((await admin.get(`/api/contracts/${contractId}/completion`).expect(200)).body).toMatchObject({ completion: null, certificate: null });
  });

  it("is issued before payment only when the owner says so, and the override is recorded", async () => {
    const { contractId, quoteId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const notComplete = await admin.post(`/api/contracts/${contractId}/warranty`).send({ beforePayment: true }).expect(409);
    expect(notComplete.body.code).toBe("JOB_NOT_COMPLETE");
    await complete(contractId).expect(201);
    const issued = await admin.post(`/api/contracts/${contractId}/warranty`).send({ beforePayment: true }).expect(200);
    expect(issued.body.certificate.issuedBeforePaymentBy).toBe("admin@formaconcretegta.ca");
    const events = (await admin.get(`/api/quotes/${quoteId}/events`).expect(200)).body.events as { type: string; data: Record<string, unknown> }[];
    expect(events.find((event) => event.type === "warranty.issued")?.data).toMatchObject({ override: "admin@formaconcretegta.ca" });
  });

  it("issues at completion when nothing is owed, with the years of the warranty text's newest version", async () => {
    const refused = [0, 26, 2.5];
    for (const years of refused) {
      const answer = await admin.put("/api/warranty-terms").send({ ...(await admin.get("/api/warranty-terms")).body.terms, years });
      expect(answer.status, String(years)).toBe(400);
      expect(answer.body.errors.years).toBe("Warranty years must be a whole number from 1 to 25");
    }
    const current = (await admin.get("/api/warranty-terms").expect(200)).body.terms;
    const { version: _version, createdAt: _createdAt, createdBy: _createdBy, ...text } = current;
    const saved = await admin
      .put("/api/warranty-terms")
      .send({ ...text, years: 10, title: "10-Year Workmanship Warranty" })
      .expect(200);
    expect(saved.body.terms.version).toBe(current.version + 1);

    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    await pay(contractId, "11,130.50");
    const completed = await complete(contractId).expect(201);
    expect(completed.body.certificate).toMatchObject({
      startsOn: appToday(),
      endsOn: `${Number(appToday().slice(0, 4)) + 10}${appToday().slice(4)}`,
    });
    // Back to five years for the other tests.
    await admin
      .put("/api/warranty-terms")
      .send({ ...text, years: 5 })
      .expect(200);
  });

  it("numbers a certificate issued at 23:30 on 31 December in Toronto with that year, not UTC's", async () => {
    // 04:30 UTC on 1 January is 23:30 on 31 December in Toronto.
    clockOffsetMs = Date.parse("2027-01-01T04:30:00Z") - Date.now();
    try {
      admin = await adminAgent(t.app);
      const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio], validUntil: "2027-01-15" });
      expect(appToday()).toBe("2026-12-31");
      await pay(contractId, "11,130.50");
      const done = await complete(contractId, "2026-12-31").expect(201);
      expect(done.body.certificate.number).toMatch(/^W-2026-\d{4}$/);
      expect(done.body.certificate).toMatchObject({ startsOn: "2026-12-31", endsOn: "2031-12-31" });
    } finally {
      clockOffsetMs = 0;
      admin = await adminAgent(t.app);
    }
  });
});
