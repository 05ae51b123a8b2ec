/**
 * Hostile inputs against a running built server: paths that try to make it redirect off the site,
 * a huge and an ancient payment, and a decision that does not name the quote version it saw.
 * Real HTTP only (node:http for the paths, so they reach the server exactly as written).
 */
import http from "node:http";
import https from "node:https";
import type { AttackFigure, AttackTarget } from "./types";

/** Paths a browser would read as another site's address, raw and percent-encoded, and a few of ours. */
export const hostilePaths = [
  "//evil.example/",
  "//evil.example",
  "///evil.example/",
  "/\\evil.example/",
  "/\\evil.example",
  "/\\/evil.example/",
  "/%2F%2Fevil.example/",
  "/%2f/evil.example/",
  "/%5Cevil.example/",
  "/%5C%5Cevil.example/",
  "/%2F%5Cevil.example/",
  "/%252F%252Fevil.example/",
  "/%09/evil.example/",
  "/gallery/..//evil.example/",
  "/.//evil.example/",
  "/assets//evil.example/",
  "/gallery/",
  "/portfolio",
];

/** A small drawn stroke (240 x 80 PNG), as the signature pad sends one. */
const signaturePng =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAPAAAABQAgMAAABaJxDvAAAADFBMVEX///8GBgavr69ZWVk7v/8nAAAACXBIWXMAAAsTAAALEwEAmpwYAAAB9UlEQVR42u1XrW7DMBB2UhWkU2AeIWRSoclQH6GglwRUWx6hcGjrS4QXjkxDhZPyEuaDgyMlkyYtSVvHse+S2iUFOVJV8vm7++7HXxgbbbTRRrshu39z9/0EeHH1nUNlz26+PsDrH6RbJ+e4Rp3Dxg34sf7ZJy7OITQBT6B0cC6y7q+NScTAIe44kbkTcT/0RC1Z5gTfRbojo5b1Ddf4kaqDfgmuV+09KX59Wnk/oeBqrAJtMi+bHQhwobDEczS2JWMfKHgn1PqYadP6ShQ8VDvDW6GJHWNDwDuR+ihjxYkJE1yU2LmOtTdq4Fp1+AKplJJLA/5z/hd0+2KK9FjQmZcKXLIab3oOnijtHpkdpHO0IEMkiy+TBpKcfhIbpGT4ZEqNo5EjL/vI1haBzm6cD97PCL6w7o7JjWzMoJcN3i97ORnOUFBke+beSYbq0Te/hc7XmiTb3BxReSlfkbmoY42fgnyDBLJzNtojyC4m2+iJgOwvhGy9VnFmQbY+B0VuQbY2Vz5sLcjW1hidMuPoildz4UvSeYaOuMqirdJQF3+QWkuUFo1bq5T2zfUht3VudU2YOmi6c22Fg7YqThI2cFF102O0vnDRk5Ojep7b09VIWPhm7B2chCy7q57w6iH+clPv/Arlz/z9Fd8c1dfObvziuxn7B+aKfDo9KCvbAAAAAElFTkSuQmCC";

type Answer = { status: number; location?: string; body: string; setCookie?: string[] };

/** One request with the path exactly as written; at most 10 s. */
function send(baseUrl: string, method: string, path: string, headers: Record<string, string> = {}, body?: unknown): Promise<Answer> {
  const url = new URL(baseUrl);
  const client = url.protocol === "https:" ? https : http;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = client.request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method,
        timeout: 10_000,
        headers: { ...(payload ? { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(payload)) } : {}), ...headers },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, location: res.headers.location, body: text, setCookie: res.headers["set-cookie"] }),
        );
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${method} ${path} took over 10 s`)));
    req.on("error", reject);
    req.end(payload);
  });
}

const codeOf = (answer: Answer) => {
  try {
    return (JSON.parse(answer.body) as { code?: string }).code ?? "-";
  } catch {
    return "-";
  }
};

/** Toronto's calendar day, YYYY-MM-DD. */
const torontoToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function redirectFigures(baseUrl: string): Promise<AttackFigure[]> {
  const origin = new URL(baseUrl).origin;
  const figures: AttackFigure[] = [];
  let offSite = 0;
  for (const path of hostilePaths) {
    const answer = await send(baseUrl, "GET", path);
    const leaves = answer.location !== undefined && new URL(answer.location, baseUrl).origin !== origin;
    if (leaves) offSite++;
    figures.push({
      attack: `GET ${path}`,
      figure: `${answer.status}, ${answer.location === undefined ? "no Location" : `Location ${answer.location}${leaves ? " (LEAVES THE SITE)" : ""}`}`,
    });
  }
  figures.push({ attack: "redirects that leave the site", figure: `${offSite} of ${hostilePaths.length} paths` });
  return figures;
}

async function signIn(target: AttackTarget): Promise<Record<string, string>> {
  const headers = { Origin: new URL(target.baseUrl).origin };
  const login = await send(target.baseUrl, "POST", "/api/admin/login", headers, { email: target.adminEmail, password: target.adminPassword });
  if (login.status !== 200) throw new Error(`admin sign-in answered ${login.status}`);
  const cookie = (login.setCookie ?? []).map((line) => line.split(";")[0]).join("; ");
  return { ...headers, Cookie: cookie };
}

const quoteBody = (overrides: Record<string, unknown> = {}) => ({
  clientName: "Attack Figures",
  clientEmail: `attack-${Date.now()}@example.com`,
  clientPhone: "905-555-0123",
  projectAddress: "221 Lakeshore Rd E, Oakville, ON",
  workScope: "Stamped Concrete Installation",
  projectDetails: "Stamped patio, 400 sq ft.",
  validUntil: inDays(14),
  lineItems: [{ id: "patio", description: "Stamped patio", quantity: "1", unit: "lump_sum", unitPrice: "9850.00" }],
  ...overrides,
});

async function moneyAndVersionFigures(target: AttackTarget): Promise<AttackFigure[]> {
  const base = target.baseUrl;
  const admin = await signIn(target);
  const client = { Origin: admin.Origin };
  const figures: AttackFigure[] = [];

  const huge = await send(
    base,
    "POST",
    "/api/quotes",
    admin,
    quoteBody({ lineItems: [{ id: "x", description: "Slab", quantity: "99999.99", unit: "sq_ft", unitPrice: "999999.99" }] }),
  );
  figures.push({ attack: "quote with 99,999.99 x $999,999.99", figure: `${huge.status} ${codeOf(huge)}` });

  const created = await send(base, "POST", "/api/quotes", admin, quoteBody());
  if (created.status !== 201) throw new Error(`quote creation answered ${created.status}`);
  const quoteId = (JSON.parse(created.body) as { quoteId: string }).quoteId;
  const adminView = await send(base, "GET", `/api/quotes/${quoteId}`, admin);
  const link = `/api/links/${(JSON.parse(adminView.body) as { quote: { linkToken: string } }).quote.linkToken}`;

  const unversioned = await send(base, "PATCH", `${link}/status`, client, { status: "accepted" });
  figures.push({ attack: "decision without version", figure: `${unversioned.status} ${codeOf(unversioned)}` });
  const unversionedChange = await send(base, "POST", `${link}/change-requests`, client, { message: "Cheaper?" });
  figures.push({ attack: "change request without version", figure: `${unversionedChange.status} ${codeOf(unversionedChange)}` });

  const read = await send(base, "GET", link, client);
  const version = (JSON.parse(read.body) as { quote: { version: number } }).quote.version;
  const accepted = await send(base, "PATCH", `${link}/status`, client, { status: "accepted", version });
  if (accepted.status !== 200) throw new Error(`acceptance answered ${accepted.status}`);
  const signer = {
    clientName: "Attack Figures",
    clientEmail: "attack@example.com",
    clientPhone: "905-555-0123",
    projectAddress: "221 Lakeshore Rd E, Oakville, ON",
    signatureData: signaturePng,
    agreementAccepted: true,
  };
  const unversionedSignature = await send(base, "POST", `${link}/contract`, client, signer);
  figures.push({ attack: "signature without quoteVersion", figure: `${unversionedSignature.status} ${codeOf(unversionedSignature)}` });
  const signed = await send(base, "POST", `${link}/contract`, client, { ...signer, quoteVersion: version });
  if (signed.status !== 201) throw new Error(`signing answered ${signed.status}`);
  const signedView = await send(base, "GET", `/api/quotes/${quoteId}`, admin);
  const contractId = (JSON.parse(signedView.body) as { quote: { contractId: string } }).quote.contractId;

  const payment = (overrides: Record<string, unknown>) => ({
    kind: "deposit",
    amount: "100.00",
    method: "etransfer",
    paidOn: torontoToday(),
    ...overrides,
  });
  for (const [attack, overrides] of [
    ["payment of $25,000,000.00", { amount: "25,000,000.00" }],
    ["payment of $999,999,999.99", { amount: "999999999.99" }],
    ["payment dated 1900-01-01", { paidOn: "1900-01-01" }],
    ["payment dated two days before signing", { paidOn: new Date(Date.now() - 86_400_000 * 2).toISOString().slice(0, 10) }],
    ["payment dated in two days", { paidOn: inDays(2) }],
  ] as const) {
    const answer = await send(base, "POST", `/api/contracts/${contractId}/payments`, admin, payment(overrides));
    figures.push({ attack, figure: `${answer.status} ${codeOf(answer)}` });
  }
  const fair = await send(base, "POST", `/api/contracts/${contractId}/payments`, admin, payment({}));
  figures.push({ attack: "payment of $100.00 today (control)", figure: `${fair.status}` });
  return figures;
}

export default async function attack(target: AttackTarget): Promise<AttackFigure[]> {
  return [...(await redirectFigures(target.baseUrl)), ...(await moneyAndVersionFigures(target))];
}
