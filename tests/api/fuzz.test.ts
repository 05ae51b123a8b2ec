/**
 * Property-based fuzzing of every endpoint: random, malformed and hostile bodies, ids and file names
 * must never produce a 5xx, and every 4xx must be the one API error shape
 * `{ success: false, message: string }` sent as JSON.
 */
import fc from "fast-check";
import request, { type Response } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAdmin } from "../../shared/business";
import {
  contractBody,
  createAcceptedQuote,
  createPricedQuote,
  estimateQuoteBody,
  pricedQuoteBody,
  quoteRequestBody,
  signaturePng,
  linkOf,
} from "../support/factories";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

const numRuns = 60;

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminAgent>>;
/** A priced, pending quote (its status may change when a fuzzed body happens to be a valid decision). */
let pendingQuoteId: string;
/** An accepted quote, so fuzzed contract bodies can reach the signing code. */
let acceptedQuoteId: string;
/** Their client links: everything the client sends goes to /api/links/{token}. */
let pendingLink: string;
let acceptedLink: string;
let existingContractId: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { loginFailuresPerClient: 100_000 } });
  admin = await adminAgent(t.app);
  pendingQuoteId = await createPricedQuote(t.app);
  acceptedQuoteId = await createAcceptedQuote(t.app);
  pendingLink = await linkOf(t.app, pendingQuoteId);
  acceptedLink = await linkOf(t.app, acceptedQuoteId);
  const signedQuoteId = await createAcceptedQuote(t.app);
  const signed = await request(t.app)
    .post(`/api/links/${await linkOf(t.app, signedQuoteId)}/contract`)
    .send(contractBody());
  expect(signed.status).toBe(201);
  existingContractId = (await admin.get(`/api/contracts`)).body.contracts[0].id;
});

afterAll(() => t?.close());

// ---------------------------------------------------------------------------------------------
// What a well-formed answer is
// ---------------------------------------------------------------------------------------------

type Sent = { method: string; path: string; contentType?: string; body?: string | Buffer; as: "anonymous" | "admin" };

const excerpt = (value: unknown, max = 300) => {
  const text = typeof value === "string" ? value : Buffer.isBuffer(value) ? `<${value.length} bytes> ${value.toString("latin1")}` : String(value);
  return text.length > max ? `${JSON.stringify(text.slice(0, max))}… (${text.length} chars)` : JSON.stringify(text);
};

function describeExchange(sent: Sent, response: Response): string {
  return [
    `${sent.method} ${sent.path} as ${sent.as}`,
    `  content-type: ${sent.contentType ?? "(none)"}`,
    `  body: ${sent.body === undefined ? "(none)" : excerpt(sent.body)}`,
    `  → ${response.status} ${response.headers["content-type"] ?? "(no content-type)"} ${excerpt(response.text)}`,
  ].join("\n");
}

/** Never a 5xx; a 4xx is JSON `{ success: false, message: "<non-empty string>" }`. */
function checkAnswer(sent: Sent, response: Response): void {
  const problem = (() => {
    if (response.status >= 500) return "server error";
    if (response.status < 400) return null;
    if (!/^application\/json\b/.test(String(response.headers["content-type"] ?? ""))) return "error answer is not JSON";
    const body = response.body as { success?: unknown; message?: unknown } | null;
    if (!body || typeof body !== "object") return "error answer has no JSON object body";
    if (body.success !== false) return "error answer lacks success:false";
    if (typeof body.message !== "string" || body.message.length === 0) return "error answer lacks a string message";
    return null;
  })();
  if (problem) throw new Error(`${problem}\n${describeExchange(sent, response)}`);
}

async function fire(sent: Sent): Promise<Response> {
  const client = sent.as === "admin" ? admin : request(t.app);
  const method = sent.method.toLowerCase() as "get" | "post" | "patch";
  let pending = client[method](sent.path);
  if (sent.contentType !== undefined) pending = pending.set("Content-Type", sent.contentType);
  if (sent.body !== undefined) pending = pending.send(sent.body);
  const response = await pending;
  checkAnswer(sent, response);
  return response;
}

// ---------------------------------------------------------------------------------------------
// Arbitraries
// ---------------------------------------------------------------------------------------------

const hostileStrings = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000",
  "\ud800",
  "\uffff",
  "\u202e\u0645\u0631\u062d\u0628\u0627",
  "null",
  "undefined",
  "true",
  "0",
  "-1",
  "1e309",
  "NaN",
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "<script>alert(1)</script>",
  "'; drop table quotes; --",
  "%00",
  "%",
  "../../etc/passwd",
  "2025-02-30",
  "9999-12-31",
  "0000-00-00",
  "data:image/png;base64,",
  "data:image/png;base64,AAAA",
  "data:image/png;base64,!!!!",
  signaturePng,
  "accepted",
  "rejected",
  "pending",
  "Stamped Concrete",
  "toronto",
  "on",
  "$4,500.00",
  "-4500",
  "999999999999999999999",
  "0.00",
);

/** A very long string: sometimes over the field limits, sometimes over the 1 MB body limit. */
const longString = fc
  .tuple(fc.constantFrom("a", "é", "🧱", "\u0000", "ab ", "漢字"), fc.integer({ min: 200, max: 400_000 }))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)));

const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.string({ unit: "binary-ascii", maxLength: 60 }),
  hostileStrings,
  fc.emailAddress(),
  fc.uuid(),
);

const scalar = fc.oneof(
  { arbitrary: anyString, weight: 5 },
  { arbitrary: longString, weight: 1 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, 0.5), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
  { arbitrary: fc.boolean(), weight: 1 },
);

const fieldValue = fc.oneof(
  { arbitrary: scalar, weight: 6 },
  { arbitrary: fc.array(scalar, { maxLength: 4 }), weight: 1 },
  { arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), scalar, { maxKeys: 4 }), weight: 1 },
  { arbitrary: fc.object({ maxDepth: 3 }), weight: 1 },
);

/**
 * A record with the endpoint's real field names: each field is absent, its valid value, or anything,
 * so some bodies get past validation and reach the services and the database.
 */
function fieldsRecord(valid: Record<string, unknown>) {
  const fields = Object.fromEntries(
    Object.entries(valid).map(([name, value]) => [
      name,
      fc.oneof({ arbitrary: fc.constant(value), weight: 2 }, { arbitrary: fieldValue, weight: 3 }),
    ]),
  );
  return fc.record(fields, { requiredKeys: [] }) as fc.Arbitrary<Record<string, unknown>>;
}

/** Characters that break naive text handling: NUL, lone surrogates, direction overrides, quotes. */
const edgeCharacters = fc.constantFrom(
  "\u0000",
  "\u0000\u0000",
  "\ud800",
  "\udfff",
  "\u202e",
  "\u200b",
  "\ufeff",
  "\u0085",
  "🧱",
  "\r\n",
  "'",
  '"',
  "\\",
  "%00",
);

function injectInto(value: unknown, characters: string, at: number): string {
  const text = typeof value === "string" ? value : "";
  const position = at % (text.length + 1);
  return `${text.slice(0, position)}${characters}${text.slice(position)}`;
}

/**
 * The valid body with one to three fields changed: replaced by anything, given an odd character, or
 * removed. Most such bodies pass validation for the untouched fields, so the odd value reaches the
 * services and the database.
 */
function mutatedValid(valid: Record<string, unknown>) {
  const mutation = fc.record({
    field: fc.constantFrom(...Object.keys(valid)),
    change: fc.oneof(
      fieldValue.map((value) => ({ set: value })),
      fc.tuple(edgeCharacters, fc.nat()).map(([characters, at]) => ({ inject: characters, at })),
      fc.constant({ remove: true as const }),
    ),
  });
  return fc.array(mutation, { minLength: 1, maxLength: 3 }).map((mutations) => {
    const body: Record<string, unknown> = { ...valid };
    for (const { field, change } of mutations) {
      if ("set" in change) body[field] = change.set;
      else if ("inject" in change) body[field] = injectInto(body[field], change.inject, change.at);
      else delete body[field];
    }
    return body;
  });
}

/** For each text field of the valid body: the same body with the characters inside that field. */
function withCharactersInEachTextField(valid: Record<string, unknown>, characters: string): Array<{ field: string; body: string }> {
  return Object.entries(valid)
    .filter(([field, value]) => typeof value === "string" && field !== "quoteId")
    .map(([field, value]) => ({
      field,
      body: JSON.stringify({ ...valid, [field]: injectInto(value, characters, Math.floor(String(value).length / 2)) }),
    }));
}

type Body = { kind: string; contentType?: string; body?: string | Buffer };

const asJson =
  (kind: string) =>
  (value: unknown): Body => {
    const text = JSON.stringify(value);
    return text === undefined ? { kind, contentType: "application/json" } : { kind, contentType: "application/json", body: text };
  };

const malformedJson = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.json().map((json) => json.slice(0, Math.max(0, json.length - 1))),
  fc.json().map((json) => `${json}}`),
  fc.json().map((json) => `${json},`),
  fc.constantFrom(
    "{",
    '{"a":',
    "{'status':'accepted'}",
    '{"status":"accepted"',
    '{"status":"accepted"}}',
    "[1,2",
    "NaN",
    "undefined",
    '"accepted"',
    "123",
    "true",
    "null",
    "\u0000",
    '{"a":"\\u0000"}',
    '{"__proto__":{"status":"accepted"}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '{"status":"accepted","status":"rejected"}',
    "\ufeff{}",
    '{"a":1e99999}',
    `${"[".repeat(5000)}${"]".repeat(5000)}`,
    `${'{"a":'.repeat(3000)}1${"}".repeat(3000)}`,
  ),
);

const oddContentTypes = fc.constantFrom(
  "application/json; charset=utf-16",
  "application/json; charset=latin1",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=xyz",
  "application/octet-stream",
  "application/merge-patch+json",
  "text/html",
  "image/png",
  "*/*",
  "application/json, text/plain",
  ";;;",
  "",
);

/** Every kind of body the brief lists, tagged with its kind for the failure report. */
function bodies(valid: Record<string, unknown>): fc.Arbitrary<Body> {
  return fc.oneof(
    { arbitrary: mutatedValid(valid).map(asJson("mutated valid body")), weight: 4 },
    fc.anything().map(asJson("anything")),
    fc.object().map(asJson("object")),
    fieldsRecord(valid).map(asJson("fields")),
    fc.array(fieldsRecord(valid), { maxLength: 3 }).map(asJson("array of fields")),
    malformedJson.map((text): Body => ({ kind: "malformed json", contentType: "application/json", body: text })),
    fc
      .oneof(fc.string(), fc.string({ unit: "binary", maxLength: 80 }), longString)
      .map((text): Body => ({ kind: "text/plain", contentType: "text/plain", body: text })),
    fc
      .tuple(
        oddContentTypes,
        fc.oneof(
          malformedJson,
          fieldsRecord(valid).map((value) => JSON.stringify(value)),
        ),
      )
      .map(([contentType, text]): Body => ({ kind: "odd content type", contentType, body: text })),
    fc.uint8Array({ maxLength: 200 }).map((bytes): Body => ({ kind: "raw bytes", contentType: "application/json", body: Buffer.from(bytes) })),
    fc.constant<Body>({ kind: "no body" }),
  ) as fc.Arbitrary<Body>;
}

/** encodeURIComponent, with lone surrogates (which it cannot encode) replaced first. */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, "\ufffd"));
  }
}

/** Path segments: real uuids, unknown uuids, junk, and broken percent-encoding. */
function ids(existing: () => string[]) {
  return fc.oneof(
    fc.constantFrom(...[0, 1, 2, 3]).map((i) => existing()[i % existing().length]),
    fc.uuid(),
    fc.uuid().map((id) => id.toUpperCase()),
    anyString.filter((text) => text.length > 0).map(encodeSegment),
    fc.constantFrom("%", "%E0%A4%A", "%ZZ", "%00", "%2e%2e", "..", ".", "%2F", "a%2Fb", "%C0%AF", "null", "0", "-1", "1e9", "%F0%9F%A7%B1"),
    fc.string({ unit: "binary", minLength: 1, maxLength: 500 }).map(encodeSegment),
  );
}

async function checkBodies(method: "POST" | "PATCH", path: () => string, valid: Record<string, unknown>, as: Sent["as"] = "anonymous") {
  await fc.assert(
    fc.asyncProperty(bodies(valid), async ({ contentType, body }) => {
      await fire({ method, path: path(), contentType, body, as });
    }),
    { numRuns },
  );
}

// ---------------------------------------------------------------------------------------------
// The properties
// ---------------------------------------------------------------------------------------------

describe("fuzzed bodies never cause a 5xx and errors keep the API error shape", () => {
  it("POST /api/quote-requests", async () => {
    await checkBodies("POST", () => "/api/quote-requests", quoteRequestBody());
  });

  it("POST /api/quotes (anonymous: the estimate form)", async () => {
    await checkBodies("POST", () => "/api/quotes", estimateQuoteBody());
  });

  it("POST /api/quotes (as admin)", async () => {
    await checkBodies("POST", () => "/api/quotes", pricedQuoteBody(), "admin");
  });

  it("PATCH /api/links/:token/status on an existing quote", async () => {
    await checkBodies("PATCH", () => `/api/links/${pendingLink}/status`, { status: "rejected", reason: "Too expensive" });
  });

  it("PATCH /api/links/:token/status with random tokens and bodies", async () => {
    await fc.assert(
      fc.asyncProperty(
        ids(() => [pendingLink, acceptedLink, pendingQuoteId]),
        bodies({ status: "accepted", reason: "Too expensive" }),
        async (id, { contentType, body }) => {
          await fire({ method: "PATCH", path: `/api/links/${id}/status`, contentType, body, as: "anonymous" });
        },
      ),
      { numRuns },
    );
  });

  it("PATCH /api/quotes/:id (as admin) on an existing quote", async () => {
    const editable = await createPricedQuote(t.app);
    await checkBodies("PATCH", () => `/api/quotes/${editable}`, pricedQuoteBody(), "admin");
  });

  it("PATCH /api/quotes/:id (as admin) with random ids", async () => {
    await fc.assert(
      fc.asyncProperty(
        ids(() => [pendingQuoteId, acceptedQuoteId]),
        bodies({ totalCost: "8,000.00", workScope: "Broom Finish" }),
        async (id, { contentType, body }) => {
          await fire({ method: "PATCH", path: `/api/quotes/${id}`, contentType, body, as: "admin" });
        },
      ),
      { numRuns },
    );
  });

  it("PATCH /api/quotes/:id without a session", async () => {
    await checkBodies("PATCH", () => `/api/quotes/${pendingQuoteId}`, pricedQuoteBody());
  });

  it("POST /api/links/:token/contract", async () => {
    await checkBodies("POST", () => `/api/links/${acceptedLink}/contract`, contractBody());
  });

  it("POST /api/links/:token/contract for quotes in every state", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          () => pendingLink,
          () => acceptedLink,
        ),
        fieldsRecord({ clientName: "Priya Raman", signatureData: signaturePng }),
        async (link, overrides) => {
          const body = JSON.stringify(contractBody(undefined, overrides));
          await fire({ method: "POST", path: `/api/links/${link()}/contract`, contentType: "application/json", body, as: "anonymous" });
        },
      ),
      { numRuns },
    );
  });

  it("POST /api/admin/login", async () => {
    await checkBodies("POST", () => "/api/admin/login", { email: demoAdmin.email, password: "not-the-password" });
  });

  it("POST /api/admin/logout", async () => {
    await checkBodies("POST", () => "/api/admin/logout", { email: demoAdmin.email });
  });
});

const oddCharacters = [
  ["a NUL character", "\u0000"],
  ["a lone surrogate", "\ud800"],
] as const;

describe.each(oddCharacters)("%s inside any text field of a valid body never causes a 5xx", (name, characters) => {
  /**
   * Sends the valid body once per text field with the characters inside it, to a path made fresh for
   * each field (so one accepted decision or signature does not hide the next field's answer), and
   * lists every failure.
   */
  async function failuresFor(
    method: "POST" | "PATCH",
    path: () => string | Promise<string>,
    valid: Record<string, unknown> | ((path: string) => Record<string, unknown>),
    as: Sent["as"] = "anonymous",
  ) {
    const failures: string[] = [];
    const fields = withCharactersInEachTextField(typeof valid === "function" ? valid("") : valid, characters).map((entry) => entry.field);
    for (const field of fields) {
      const target = await path();
      const body = withCharactersInEachTextField(typeof valid === "function" ? valid(target) : valid, characters).find(
        (entry) => entry.field === field,
      )!.body;
      try {
        await fire({ method, path: target, contentType: "application/json", body, as });
      } catch (error) {
        const [problem, , , , answer] = (error as Error).message.split("\n");
        failures.push(`${name} in ${field}: ${problem} ${answer?.trim() ?? ""}`.slice(0, 160));
      }
    }
    return failures;
  }

  it("POST /api/quote-requests", async () => {
    expect(await failuresFor("POST", () => "/api/quote-requests", quoteRequestBody())).toEqual([]);
  });

  it("POST /api/quotes (anonymous)", async () => {
    expect(await failuresFor("POST", () => "/api/quotes", estimateQuoteBody())).toEqual([]);
  });

  it("POST /api/quotes (as admin)", async () => {
    expect(await failuresFor("POST", () => "/api/quotes", pricedQuoteBody(), "admin")).toEqual([]);
  });

  it("PATCH /api/links/:token/status", async () => {
    const freshQuote = async () => `/api/links/${await linkOf(t.app, await createPricedQuote(t.app))}/status`;
    expect(await failuresFor("PATCH", freshQuote, { status: "rejected", reason: "Too expensive" })).toEqual([]);
  });

  it("PATCH /api/quotes/:id (as admin)", async () => {
    const freshQuote = async () => `/api/quotes/${await createPricedQuote(t.app)}`;
    expect(await failuresFor("PATCH", freshQuote, pricedQuoteBody(), "admin")).toEqual([]);
  });

  it("POST /api/links/:token/contract", async () => {
    // Each field gets its own freshly accepted quote.
    const freshQuote = async () => `/api/links/${await linkOf(t.app, await createAcceptedQuote(t.app))}/contract`;
    expect(await failuresFor("POST", freshQuote, () => contractBody())).toEqual([]);
  });

  it("POST /api/admin/login", async () => {
    expect(await failuresFor("POST", () => "/api/admin/login", { email: demoAdmin.email, password: demoAdmin.password })).toEqual([]);
  });
});

describe("fuzzed ids and file names never cause a 5xx", () => {
  it("GET /api/quotes/:id", async () => {
    await fc.assert(
      fc.asyncProperty(
        ids(() => [pendingQuoteId, acceptedQuoteId]),
        fc.boolean(),
        async (id, asAdmin) => {
          const response = await fire({ method: "GET", path: `/api/quotes/${id}`, as: asAdmin ? "admin" : "anonymous" });
          // "." and "%2e" collapse to the list, which needs a session.
          expect([200, 400, 401, 404]).toContain(response.status);
        },
      ),
      { numRuns },
    );
  });

  it("GET /api/links/:token and its contract", async () => {
    await fc.assert(
      fc.asyncProperty(
        ids(() => [pendingLink, acceptedLink, pendingQuoteId, existingContractId]),
        fc.constantFrom("", "/contract", "/pdf", "/contract/pdf"),
        async (id, rest) => {
          const response = await fire({ method: "GET", path: `/api/links/${id}${rest}`, as: "anonymous" });
          expect([200, 400, 404, 409, 410]).toContain(response.status);
        },
      ),
      { numRuns },
    );
  });

  it("GET /api/contracts/:id", async () => {
    await fc.assert(
      fc.asyncProperty(
        ids(() => [existingContractId, acceptedQuoteId]),
        async (id) => {
          const response = await fire({ method: "GET", path: `/api/contracts/${id}`, as: "anonymous" });
          expect([200, 400, 401, 404]).toContain(response.status);
        },
      ),
      { numRuns },
    );
  });

  it("GET /api/assets/:file", async () => {
    const names = fc.oneof(
      ids(() => ["logo.svg"]),
      fc
        .tuple(anyString, fc.constantFrom(".jpg", ".png", ".svg", ".webp", ".avif", ".gif", ".JPG", ".ts", ".json", ""))
        .map(([name, extension]) => encodeSegment(`${name}${extension}`)),
      fc.constantFrom(
        "..%2Fpackage.json",
        "..%2F..%2Fetc%2Fpasswd",
        "%2e%2e%2fserver%2fapp.ts",
        "logo.svg%00.png",
        "logo.svg%2F",
        ".logo.svg",
        "LOGO.SVG",
        `${"a".repeat(300)}.png`,
        "con.png",
        "logo.svg.png",
      ),
    );
    await fc.assert(
      fc.asyncProperty(names, async (name) => {
        const response = await fire({ method: "GET", path: `/api/assets/${name}`, as: "anonymous" });
        expect([200, 400, 404]).toContain(response.status);
      }),
      { numRuns },
    );
  });

  it("GET /api/uploads/:id (as admin)", async () => {
    await fc.assert(
      fc.asyncProperty(
        ids(() => [pendingQuoteId]),
        async (id) => {
          const response = await fire({ method: "GET", path: `/api/uploads/${id}`, as: "admin" });
          expect([400, 404]).toContain(response.status);
        },
      ),
      { numRuns },
    );
  });
});

describe("hostile headers never cause a 5xx", () => {
  const headerValue = fc
    .oneof(
      fc.string({ maxLength: 200 }),
      fc.constantFrom("null", "http://", "http://evil.example", "http://forma.test", "file://", "://", "forma.sid=", "forma.sid=s%3A.x"),
    )
    .filter((value) => /^[\t\x20-\x7e]*$/.test(value));

  it("random Origin, Cookie and Sec-Fetch-Site on a write", async () => {
    await fc.assert(
      fc.asyncProperty(headerValue, headerValue, fc.constantFrom("cross-site", "same-origin", "none", ""), async (origin, cookie, site) => {
        const response = await request(t.app)
          .post("/api/quote-requests")
          .set("Origin", origin)
          .set("Cookie", cookie)
          .set("Sec-Fetch-Site", site)
          .send(quoteRequestBody({ consent: false }));
        checkAnswer(
          { method: "POST", path: `/api/quote-requests (Origin ${origin}, Cookie ${cookie}, Sec-Fetch-Site ${site})`, as: "anonymous" },
          response,
        );
      }),
      { numRuns },
    );
  });

  it("a body over 1 MB is refused with 413 in the API error shape", async () => {
    const response = await fire({
      method: "POST",
      path: "/api/quote-requests",
      contentType: "application/json",
      body: JSON.stringify(quoteRequestBody({ message: "x".repeat(1_100_000) })),
      as: "anonymous",
    });
    expect(response.status).toBe(413);
  });
});
