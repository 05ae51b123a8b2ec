/**
 * A lead's own facts (project type, area, timeline, message) stay the owner's: a quote started from
 * the lead with the admin form's own code (leadToQuote, newQuotePayload), priced, accepted and signed,
 * shows none of them on the client's page, in the quote PDF or in the signed contract PDF.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadToQuote } from "../../client/src/features/admin/lead-to-quote";
import { newQuotePayload } from "../../client/src/features/admin/quote-to-form";
import { binary, downloadContractPdf } from "../support/binary";
import { contractBody, linkOf, quoteRequestBody } from "../support/factories";
import { pdfText } from "../support/pdf-text";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

type Agent = Awaited<ReturnType<typeof adminAgent>>;
let t: TestApp;
let admin: Agent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
});
afterAll(() => t.close());

const leadMessage = "Backyard patio, dog in the yard, call after 5";
const leadOnly = ["Approximate Area", "Timeline", "Project Type", "Within a month", leadMessage, "call after 5"];

describe("lead facts", () => {
  it("never reach the client's quote page, the quote PDF or the signed contract", async () => {
    const lead = await request(t.app)
      .post("/api/quote-requests")
      .send(quoteRequestBody({ sqFt: 450, timeline: "month", projectType: "Both", message: leadMessage }));
    expect(lead.status).toBe(201);
    const view = (await admin.get("/api/quote-requests")).body.quoteRequests.find((item: { id: string }) => item.id === lead.body.id);

    const form = leadToQuote(view);
    expect(form.projectDetails).toBe("");
    const values = {
      ...form,
      projectAddress: "12 Mineola Rd, Mississauga, ON",
      projectDetails: "Stamped patio with a border, excavation and compacted base included.",
      lineItems: form.lineItems.map((item) => ({ ...item, unitPrice: "21.75" })),
    };
    const created = await admin.post("/api/quotes").send({ ...newQuotePayload(values), quoteRequestId: view.id });
    expect(created.status, created.text).toBe(201);
    const id = created.body.quoteId as string;
    await admin.post(`/api/quotes/${id}/send`).expect(200);

    const token = await linkOf(t.app, id);
    const page = await request(t.app).get(`/api/links/${token}`).expect(200);
    const quotePdf = await request(t.app).get(`/api/links/${token}/pdf`).buffer(true).parse(binary);
    expect(quotePdf.status).toBe(200);
    await request(t.app).patch(`/api/links/${token}/status`).send({ status: "accepted", version: 1 }).expect(200);
    await request(t.app).post(`/api/links/${token}/contract`).send(contractBody(id)).expect(201);
    const contractId = (await admin.get(`/api/quotes/${id}`)).body.quote.contractId as string;

    const pageText = JSON.stringify(page.body);
    const quoteText = await pdfText(quotePdf.body as Buffer);
    const contractText = await pdfText(await downloadContractPdf(t.app, contractId));
    // What the owner wrote is there; what the visitor told him is not.
    expect(pageText).toContain("excavation and compacted base");
    expect(contractText.replace(/\s+/g, " ")).toContain("excavation and compacted base");
    for (const fact of leadOnly) {
      expect({ fact, in: "client page", found: pageText.includes(fact) }).toEqual({ fact, in: "client page", found: false });
      expect({ fact, in: "quote PDF", found: quoteText.includes(fact) }).toEqual({ fact, in: "quote PDF", found: false });
      expect({ fact, in: "contract PDF", found: contractText.includes(fact) }).toEqual({ fact, in: "contract PDF", found: false });
    }
  });
});
