/**
 * The browser's API client against a real local HTTP server: what actually goes over the wire, and
 * how answers become values or errors. No fetch mocking.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MutationObserver } from "@tanstack/react-query";
import { ApiError, apiRequest } from "../../client/src/lib/api";
import { adminCall, createQueryClient, forgetAdminData } from "../../client/src/lib/query-client";

type Received = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };

let server: http.Server;
let base: string;
let received: Received[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      received.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      const url = new URL(req.url ?? "/", "http://localhost");
      const status = Number(url.searchParams.get("status") ?? 200);
      const reply = url.searchParams.get("reply");
      if (reply === "empty") {
        res.writeHead(status, url.searchParams.get("statusText") ?? http.STATUS_CODES[status]);
        res.end();
        return;
      }
      if (reply === "text") {
        res.writeHead(status, { "Content-Type": "text/plain" });
        res.end(url.searchParams.get("text") ?? "");
        return;
      }
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(reply === "error" ? { success: false, message: "Quote not found" } : { success: true, path: url.pathname }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

beforeEach(() => {
  received = [];
});

const last = () => {
  expect(received).toHaveLength(1);
  return received[0];
};

async function errorOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    return error as Error;
  }
  throw new Error("expected the call to fail");
}

describe("apiRequest", () => {
  it("sends a GET without a content type or a body", async () => {
    const response = await apiRequest("GET", `${base}/api/quotes`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, path: "/api/quotes" });
    const request = last();
    expect(request.method).toBe("GET");
    expect(request.headers["content-type"]).toBeUndefined();
    expect(request.body).toBe("");
  });

  it("sends a POST without data without a content type or a body", async () => {
    await apiRequest("POST", `${base}/api/admin/logout`);
    const request = last();
    expect(request.method).toBe("POST");
    expect(request.headers["content-type"]).toBeUndefined();
    expect(request.body).toBe("");
  });

  it("sends data as JSON with a JSON content type", async () => {
    const data = { email: "admin@formaconcretegta.ca", password: "forma-demo-2024", nested: { list: [1, "two", null] } };
    await apiRequest("POST", `${base}/api/admin/login`, data);
    const request = last();
    expect(request.method).toBe("POST");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(request.body)).toEqual(data);
  });

  it("sends PATCH data as JSON too", async () => {
    await apiRequest("PATCH", `${base}/api/quotes/abc/status`, { status: "accepted" });
    const request = last();
    expect(request.method).toBe("PATCH");
    expect(request.url).toBe("/api/quotes/abc/status");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.body).toBe('{"status":"accepted"}');
  });

  it("sends FormData as multipart, not as JSON", async () => {
    const form = new FormData();
    form.append("name", "Maria Santos");
    await apiRequest("POST", `${base}/api/quote-requests`, form);
    const request = last();
    expect(request.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.body).toContain("Maria Santos");
  });

  it('turns a non-ok answer into an Error "<status>: <body text>"', async () => {
    const error = await errorOf(apiRequest("GET", `${base}/api/quotes/x?status=404&reply=error`));
    expect(error.message).toBe('404: {"success":false,"message":"Quote not found"}');
  });

  it("keeps a plain-text error body as written", async () => {
    const error = await errorOf(
      apiRequest("POST", `${base}/api/contracts?status=409&reply=text&text=${encodeURIComponent("Already signed")}`, { a: 1 }),
    );
    expect(error.message).toBe("409: Already signed");
  });

  it('uses the status text when the error body is empty: "<status>: <status text>"', async () => {
    const error = await errorOf(apiRequest("GET", `${base}/api/quotes?status=503&reply=empty`));
    expect(error.message).toBe("503: Service Unavailable");
    const custom = await errorOf(apiRequest("GET", `${base}/api/quotes?status=418&reply=empty&statusText=Short%20and%20Stout`));
    expect(custom.message).toBe("418: Short and Stout");
  });

  it("treats every 4xx and 5xx as an error, including 401", async () => {
    for (const status of [400, 401, 403, 409, 413, 429, 500]) {
      const error = await errorOf(apiRequest("GET", `${base}/x?status=${status}&reply=error`));
      expect(error.message.startsWith(`${status}: `)).toBe(true);
    }
  });

  it("resolves with the response for any 2xx", async () => {
    const response = await apiRequest("POST", `${base}/api/quotes?status=201`, { a: 1 });
    expect(response.status).toBe(201);
  });
});

describe("createQueryClient defaults", () => {
  const defaults = createQueryClient().getDefaultOptions();

  it("never considers data stale and never refetches on focus or by polling", () => {
    expect(defaults.queries?.staleTime).toBe(Infinity);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.refetchInterval).toBe(false);
  });

  it("retries neither queries nor mutations", () => {
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it("has no default query function: every query names its own (client/src/api)", () => {
    expect(defaults.queries?.queryFn).toBeUndefined();
  });
});

describe("a 401 ends the admin's session in one place", () => {
  const read = (path: string) => async () => (await apiRequest("GET", `${base}${path}`)).json();

  /** A query client whose session-loss calls are counted, holding one admin answer and one public answer. */
  async function clientWithCachedAnswers() {
    let lost = 0;
    const client = createQueryClient({ onAdminSessionLost: () => (lost += 1) });
    await client.fetchQuery({ queryKey: ["quotes", "list"], queryFn: async () => ({ success: true, quotes: [] }), ...adminCall });
    await client.fetchQuery({ queryKey: ["links", "token"], queryFn: async () => ({ success: true }) });
    return { client, lostCount: () => lost };
  }

  it("a 401 on an admin read: the session is reported lost and every admin answer leaves the cache", async () => {
    const { client, lostCount } = await clientWithCachedAnswers();
    const error = await errorOf(
      client.fetchQuery({ queryKey: ["quotes", "other"], queryFn: read("/api/quotes?status=401&reply=error"), ...adminCall }),
    );
    expect((error as ApiError).status).toBe(401);
    expect(lostCount()).toBe(1);
    expect(client.getQueryData(["quotes", "list"])).toBeUndefined();
    expect(client.getQueryData(["links", "token"])).toEqual({ success: true });
  });

  it("a 401 on an admin change does the same", async () => {
    const { client, lostCount } = await clientWithCachedAnswers();
    const note = new MutationObserver(client, {
      mutationFn: () => apiRequest("POST", `${base}/api/quotes/q/notes?status=401&reply=error`),
      ...adminCall,
    });
    await errorOf(note.mutate());
    expect(lostCount()).toBe(1);
    expect(client.getQueryData(["quotes", "list"])).toBeUndefined();
  });

  it("a 401 on a public read raises the error like any other and ends nothing", async () => {
    const { client, lostCount } = await clientWithCachedAnswers();
    const error = await errorOf(client.fetchQuery({ queryKey: ["links", "other"], queryFn: read("/api/links/x?status=401&reply=error") }));
    expect(error.message).toBe('401: {"success":false,"message":"Quote not found"}');
    expect(lostCount()).toBe(0);
    expect(client.getQueryData(["quotes", "list"])).toEqual({ success: true, quotes: [] });
  });

  it("a refused sign-in (401 on a call not marked as the admin's) ends nothing", async () => {
    const { client, lostCount } = await clientWithCachedAnswers();
    const signIn = new MutationObserver(client, { mutationFn: () => apiRequest("POST", `${base}/api/admin/login?status=401&reply=error`) });
    await errorOf(signIn.mutate());
    expect(lostCount()).toBe(0);
  });

  it("other failures of admin calls end nothing", async () => {
    const { client, lostCount } = await clientWithCachedAnswers();
    for (const status of [403, 404, 409, 500]) {
      await errorOf(client.fetchQuery({ queryKey: ["quotes", status], queryFn: read(`/api/quotes?status=${status}&reply=error`), ...adminCall }));
    }
    expect(lostCount()).toBe(0);
    expect(client.getQueryData(["quotes", "list"])).toEqual({ success: true, quotes: [] });
  });

  it("forgetAdminData drops admin answers only", async () => {
    const { client } = await clientWithCachedAnswers();
    forgetAdminData(client);
    expect(client.getQueryData(["quotes", "list"])).toBeUndefined();
    expect(client.getQueryData(["links", "token"])).toEqual({ success: true });
  });
});
