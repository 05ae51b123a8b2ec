/**
 * Every text field the API takes, from anyone and from the owner, refuses control characters with
 * 400 VALIDATION_FAILED naming the field (the one rule of shared/text-rules.ts), never a 500: each
 * string of a body the form would send is given a NUL, an ESC and a BEL in turn. Bodies are refused
 * before anything is looked up, so tokens and ids that lead nowhere are enough.
 */
import { randomUUID } from "node:crypto";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractBody, estimateQuoteBody, pricedQuoteBody, quoteRequestBody, signaturePng } from "../support/factories";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

const token = "Zx8pQ2vL0mN4rT6yB1cD3fG5hJ7kW9sA";
const id = () => randomUUID();
const controlCharacters = ["\u0000", "\u001b", "\u0007"];
/** Fields that are not text a person writes: a password is compared, never shown; a signature is an image, decoded strictly. */
const notText = new Set(["password", "signatureData"]);

type Method = "post" | "patch" | "put";
type Form = { method: Method; path: () => string; body: Record<string, unknown>; admin?: true };

/** A factory's body without the fields its route does not take (the server's to set, and dropped if sent). */
const without = (body: Record<string, unknown>, ...fields: string[]) =>
  Object.fromEntries(Object.entries(body).filter(([key]) => !fields.includes(key)));

const forms: Record<string, Form> = {
  "lead form": { method: "post", path: () => "/api/quote-requests", body: quoteRequestBody({ address: "12 Elm St, Toronto" }) },
  "estimate form": {
    method: "post",
    path: () => "/api/quotes",
    body: without(estimateQuoteBody({ estimateAnswers: { projectArea: "40 ft x 4 ft" } }), "totalCost", "validUntil", "status"),
  },
  "quote decision": {
    method: "patch",
    path: () => `/api/links/${token}/status`,
    body: { status: "rejected", version: 1, reason: "Too dear for us" },
  },
  "change request": { method: "post", path: () => `/api/links/${token}/change-requests`, body: { message: "Cheaper please", version: 1 } },
  "contract signature": { method: "post", path: () => `/api/links/${token}/contract`, body: contractBody() },
  "sign-in": { method: "post", path: () => "/api/admin/login", body: { email: "owner@example.com", password: "secret" } },
  "another visit date": {
    method: "post",
    path: () => `/api/schedule-links/${token}/visits/${id()}/other-date`,
    body: { version: 1, preferredDays: ["2031-06-15"], note: "Mornings are best" },
  },
  "change order signature": {
    method: "post",
    path: () => `/api/change-order-links/${token}/sign`,
    body: { version: 1, signerName: "Priya Raman", signatureData: signaturePng, agreementAccepted: true },
  },
  "change order declined": { method: "post", path: () => `/api/change-order-links/${token}/decline`, body: { version: 1, message: "Not this year" } },
  "admin quote": { method: "post", path: () => "/api/quotes", body: without(pricedQuoteBody(), "status"), admin: true },
  "admin quote edit": {
    method: "patch",
    path: () => `/api/quotes/${id()}`,
    body: { workScope: "Stamped patio", projectDetails: "Two levels" },
    admin: true,
  },
  "lead stage": {
    method: "patch",
    path: () => `/api/quote-requests/${id()}`,
    body: { status: "lost", version: 1, lostReason: "other", lostNote: "Went with a cousin" },
    admin: true,
  },
  "lead note": { method: "post", path: () => `/api/quote-requests/${id()}/notes`, body: { text: "Call back Monday" }, admin: true },
  "quote note": { method: "post", path: () => `/api/quotes/${id()}/notes`, body: { text: "Asked about colours" }, admin: true },
  "price book item": {
    method: "post",
    path: () => "/api/price-book",
    body: { description: "Stamped patio", unit: "sq_ft", unitPrice: "14.50" },
    admin: true,
  },
  "catalogue entry": {
    method: "post",
    path: () => "/api/design-catalogue",
    body: { kind: "pattern", name: "Ashlar slate", maker: "Proline", code: "AS-1" },
    admin: true,
  },
  payment: {
    method: "post",
    path: () => `/api/contracts/${id()}/payments`,
    body: { kind: "deposit", amount: "500", method: "etransfer", paidOn: "2026-01-05", reference: "REF 1" },
    admin: true,
  },
  "payment void": { method: "post", path: () => `/api/payments/${id()}/void`, body: { reason: "Entered twice" }, admin: true },
  "contractor signature": {
    method: "put",
    path: () => "/api/admin/contractor-signature",
    body: { signerName: "Dan Forma", signatureData: signaturePng },
    admin: true,
  },
  "completion undone": { method: "post", path: () => `/api/contracts/${id()}/completion/undo`, body: { reason: "Wrong job" }, admin: true },
  "warranty terms": {
    method: "put",
    path: () => "/api/warranty-terms",
    body: { years: 5, title: "Five-year warranty", coverage: ["Structural cracks"], exclusions: ["Salt damage"], howToClaim: ["Call us"] },
    admin: true,
  },
  "site project": {
    method: "put",
    path: () => `/api/site/projects/${id()}`,
    body: {
      title: "Stamped patio in Oakville",
      shortDescription: "An ashlar slate patio with a charcoal release, poured in one day.",
      alt: "Grey stamped patio behind a brick house",
      categories: ["Stamped Concrete"],
      city: "Oakville",
      date: "2026-05-01",
      type: "Stamped Concrete",
    },
    admin: true,
  },
  "site review": {
    method: "post",
    path: () => "/api/site/reviews",
    body: {
      quote: "Great work on our patio, on time and tidy.",
      firstName: "Priya",
      city: "Oakville",
      rating: 5,
      date: "2026-05-01",
      source: "Google",
      consentToQuote: true,
      published: false,
      contractId: null,
    },
    admin: true,
  },
};

/** Every string in the body, by its field path as the error answer names it ("coverage.0"). */
function textFields(value: unknown, path: string[] = []): string[][] {
  if (typeof value === "string") return notText.has(path[path.length - 1]) ? [] : [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => textFields(item, [...path, String(index)]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => textFields(item, [...path, key]));
  return [];
}

/** The body with the string at `path` given `character` after its first letter. */
function withCharacter(body: Record<string, unknown>, path: string[], character: string): Record<string, unknown> {
  const copy = structuredClone(body);
  let holder = copy as Record<string, unknown>;
  for (const key of path.slice(0, -1)) holder = holder[key] as Record<string, unknown>;
  const text = holder[path[path.length - 1]] as string;
  holder[path[path.length - 1]] = text.slice(0, 1) + character + text.slice(1);
  return copy;
}

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
});
afterAll(() => t.close());

describe("control characters in text", () => {
  it.each(Object.entries(forms))(
    "%s: each text field refuses NUL, ESC and BEL with 400 VALIDATION_FAILED",
    { timeout: 60_000 },
    async (_name, form) => {
      const fields = textFields(form.body);
      expect(fields.length).toBeGreaterThan(0);
      for (const path of fields) {
        for (const character of controlCharacters) {
          const caller = form.admin ? admin : request(t.app);
          const response = await caller[form.method](form.path()).send(withCharacter(form.body, path, character));
          const field = path.join(".");
          expect({ field, character, status: response.status, code: response.body.code }).toEqual({
            field,
            character,
            status: 400,
            code: "VALIDATION_FAILED",
          });
          expect(response.body.errors?.[field], `${field} named with ${JSON.stringify(character)}`).toEqual(expect.any(String));
        }
      }
    },
  );
});
