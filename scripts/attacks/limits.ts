/**
 * Limits under parallel attack, against a running built server with its default limits:
 * - 150 wrong passwords at once for a made-up account: how many were checked (401) and refused (429);
 * - 150 wrong current passwords at once on the password form, on a session of the given admin signed
 *   in here (its own device token, so only that fresh device is locked for 15 minutes);
 * - 300 change requests on one quote from five addresses: accepted, refused, and the business notices
 *   for that quote (the admin's outbox list, and the timeline events that name each message's notice);
 * - 80 signatures on unknown quotes from one address: how many 404s before the first 429.
 *
 * Every attack comes from its own loopback address (127.N.0.x, N chosen per run, bound as the local
 * address of the connection), so 127.0.0.1, from which the admin and the other attack modules work,
 * keeps its limits, and a second run does not meet the first one's counters (on an IPv6 loopback base
 * URL every request comes from ::1 instead).
 * The admin's own sign-ins succeed and clear their counter. Loopback only, bounded, well under 60 s.
 */
import { randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import type { AttackFigure, AttackTarget } from "./types";

type Answer = { status: number; body: Record<string, unknown>; cookies: string[] };
type Call = { method: string; path: string; body?: unknown; cookie?: string; from?: string };

const loopbackHosts = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);

/** One request over node:http, so the connection can leave from a chosen loopback address. */
function send(base: URL, call: Call): Promise<Answer> {
  const payload = call.body === undefined ? undefined : Buffer.from(JSON.stringify(call.body));
  const ipv4 = base.hostname !== "[::1]" && base.hostname !== "::1";
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: ipv4 ? "127.0.0.1" : "::1",
        port: base.port || 80,
        method: call.method,
        path: call.path,
        localAddress: ipv4 ? call.from : undefined,
        agent: false,
        timeout: 30_000,
        headers: {
          accept: "application/json",
          host: base.host,
          ...(payload ? { "content-type": "application/json", "content-length": String(payload.length) } : {}),
          ...(call.cookie ? { cookie: call.cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          let body: Record<string, unknown> = {};
          try {
            body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
          } catch {
            // Not JSON: the status says enough.
          }
          resolve({ status: res.statusCode ?? 0, body, cookies: (res.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]) });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${call.method} ${call.path} timed out`)));
    req.on("error", reject);
    req.end(payload);
  });
}

/** The cookie header with `fresh` cookies replacing those of the same name. */
function mergeCookies(header: string, fresh: string[]): string {
  const jar = new Map(header.split("; ").map((pair) => [pair.split("=")[0], pair] as const));
  for (const pair of fresh) jar.set(pair.split("=")[0], pair);
  return [...jar.values()].join("; ");
}

function tally(answers: Answer[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const answer of answers) {
    const key = answer.status >= 400 ? `${answer.status} ${String(answer.body.code ?? "")}`.trim() : String(answer.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

const describeTally = (counts: Map<string, number>) =>
  [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${count} x ${status}`)
    .join(", ");

function torontoDay(offsetDays: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date(Date.now() + offsetDays * 86_400_000));
}

export default async function attack(target: AttackTarget): Promise<AttackFigure[]> {
  const base = new URL(target.baseUrl);
  if (!loopbackHosts.has(base.hostname)) throw new Error(`attacks run against loopback only, not ${base.hostname}`);
  const call = (c: Call) => send(base, c);
  const figures: AttackFigure[] = [];
  const run = `${Date.now().toString(36)}${randomUUID().slice(0, 4)}`;
  // A loopback subnet of this run's own (127.N.0.x), so a second run does not meet the first one's counters.
  const subnet = 2 + Math.floor(Math.random() * 250);
  const address = (host: number) => `127.${subnet}.0.${host}`;

  // The admin, signed in from 127.0.0.1 with a device token of its own.
  const signIn = await call({ method: "POST", path: "/api/admin/login", body: { email: target.adminEmail, password: target.adminPassword } });
  if (signIn.status !== 200) throw new Error(`the admin could not sign in: ${signIn.status}`);
  let adminCookie = signIn.cookies.join("; ");

  // 1. Wrong passwords at once for a made-up account, from one address.
  const guesses = await Promise.all(
    Array.from({ length: 150 }, (_, index) =>
      call({
        method: "POST",
        path: "/api/admin/login",
        from: address(61),
        body: { email: `nobody-${run}@example.invalid`, password: `guess-${index}` },
      }),
    ),
  );
  const guessTally = tally(guesses);
  figures.push({
    attack: `150 parallel wrong passwords from one address (${target.database}): passwords checked (401) / refused (429)`,
    figure: `${guessTally.get("401 INVALID_CREDENTIALS") ?? 0} checked / ${guessTally.get("429 RATE_LIMITED") ?? 0} refused (limit 10 per account and client)`,
  });

  // 2. Wrong current passwords at once on the password form, on a fresh session and device of the admin.
  const attacker = await call({
    method: "POST",
    path: "/api/admin/login",
    from: address(62),
    body: { email: target.adminEmail, password: target.adminPassword },
  });
  if (attacker.status === 200) {
    const cookie = attacker.cookies.join("; ");
    const changes = await Promise.all(
      Array.from({ length: 150 }, (_, index) =>
        call({
          method: "POST",
          path: "/api/admin/password",
          from: address(62),
          cookie,
          body: { currentPassword: `wrong-${run}-${index}`, newPassword: "never-applied-1", confirm: "never-applied-1" },
        }),
      ),
    );
    const changeTally = tally(changes);
    figures.push({
      attack: `150 parallel wrong current passwords on /api/admin/password (${target.database}): checked (400) / refused (429)`,
      figure: `${changeTally.get("400 VALIDATION_FAILED") ?? 0} checked / ${changeTally.get("429 RATE_LIMITED") ?? 0} refused (other answers: ${describeTally(new Map([...changeTally].filter(([status]) => status !== "400 VALIDATION_FAILED" && status !== "429 RATE_LIMITED"))) || "none"})`,
    });
  } else {
    figures.push({
      attack: "150 parallel wrong current passwords on /api/admin/password",
      figure: `not run: the second sign-in answered ${attacker.status}`,
    });
  }
  // The admin's own device still signs in after both attacks.
  const ownerAfter = await call({
    method: "POST",
    path: "/api/admin/login",
    cookie: adminCookie,
    body: { email: target.adminEmail, password: target.adminPassword },
  });
  figures.push({ attack: "the admin's own browser (device token) signs in after the password attacks", figure: String(ownerAfter.status) });
  // Signing in starts a new session: the admin's cookies are now those answered.
  if (ownerAfter.status === 200) adminCookie = mergeCookies(adminCookie, ownerAfter.cookies);

  // 3. A burst of change requests on one quote from five addresses.
  const created = await call({
    method: "POST",
    path: "/api/quotes",
    cookie: adminCookie,
    body: {
      clientName: "Attack Client",
      clientEmail: `attack-${run}@example.invalid`,
      clientPhone: "905-555-0123",
      projectAddress: "1 Test St, Toronto, ON",
      workScope: "Broom finish walkway",
      projectDetails: "A quote for the change-request burst.",
      totalCost: "1,000.00",
      validUntil: torontoDay(14),
      status: "pending",
    },
  });
  const quoteId = typeof created.body.quoteId === "string" ? created.body.quoteId : null;
  // The client's link, as the admin's page shows it: every client call goes through it.
  const adminView = quoteId ? await call({ method: "GET", path: `/api/quotes/${quoteId}`, cookie: adminCookie }) : null;
  const linkToken = (adminView?.body.quote as { linkToken?: string } | undefined)?.linkToken;
  if (created.status === 201 && quoteId && linkToken) {
    const burst = await Promise.all(
      Array.from({ length: 300 }, (_, index) =>
        call({
          method: "POST",
          path: `/api/links/${linkToken}/change-requests`,
          from: address(71 + (index % 5)),
          body: { message: `Burst ${run} message ${index}`, version: 1 },
        }),
      ),
    );
    const burstTally = tally(burst);
    figures.push({ attack: "300 parallel change requests on one quote from 5 addresses: answers", figure: describeTally(burstTally) });

    const events = await call({ method: "GET", path: `/api/quotes/${quoteId}/events`, cookie: adminCookie });
    const requested = ((events.body.events as { type: string; data: { noticeEmailId?: string } }[] | undefined) ?? []).filter(
      (event) => event.type === "quote.changes_requested",
    );
    const notices: {
      id: string;
      subject: string;
      status: string;
      sentAt: string | null;
      nextAttemptAt: string | null;
      quoteId: string | null;
      kind: string;
    }[] = [];
    for (let page = 1; page <= 5; page++) {
      const list = await call({ method: "GET", path: `/api/admin/emails?page=${page}&pageSize=100`, cookie: adminCookie });
      const rows = (list.body.emails as typeof notices | undefined) ?? [];
      notices.push(...rows.filter((email) => email.quoteId === quoteId && email.kind === "quote-changes-notice"));
      if (rows.length < 100) break;
    }
    const listed = requested.filter((event) => notices.some((notice) => notice.id === event.data.noticeEmailId)).length;
    figures.push({
      attack: "change-request burst: business notices for the quote (outbox)",
      figure: `${notices.length} notice(s) (${notices.map((notice) => `"${notice.subject.slice(0, 40)}..." ${notice.sentAt ? `sent at ${notice.sentAt}` : `not sent yet, next attempt or lease end ${notice.nextAttemptAt}`}`).join("; ")}); accepted messages ${requested.length}, each named by a notice: ${listed}`,
    });
  } else {
    figures.push({ attack: "300 parallel change requests on one quote", figure: `not run: the quote could not be created (${created.status})` });
  }

  // 4. Signatures on unknown quotes from one address: how many are looked up (404) before the limit (429).
  const signature =
    "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAPAAAABQAgMAAABaJxDvAAAADFBMVEX///8GBgavr69ZWVk7v/8nAAAACXBIWXMAAAsTAAALEwEAmpwYAAAB9UlEQVR42u1XrW7DMBB2UhWkU2AeIWRSoclQH6GglwRUWx6hcGjrS4QXjkxDhZPyEuaDgyMlkyYtSVvHse+S2iUFOVJV8vm7++7HXxgbbbTRRrshu39z9/0EeHH1nUNlz26+PsDrH6RbJ+e4Rp3Dxg34sf7ZJy7OITQBT6B0cC6y7q+NScTAIe44kbkTcT/0RC1Z5gTfRbojo5b1Ddf4kaqDfgmuV+09KX59Wnk/oeBqrAJtMi+bHQhwobDEczS2JWMfKHgn1PqYadP6ShQ8VDvDW6GJHWNDwDuR+ihjxYkJE1yU2LmOtTdq4Fp1+AKplJJLA/5z/hd0+2KK9FjQmZcKXLIab3oOnijtHpkdpHO0IEMkiy+TBpKcfhIbpGT4ZEqNo5EjL/vI1haBzm6cD97PCL6w7o7JjWzMoJcN3i97ORnOUFBke+beSYbq0Te/hc7XmiTb3BxReSlfkbmoY42fgnyDBLJzNtojyC4m2+iJgOwvhGy9VnFmQbY+B0VuQbY2Vz5sLcjW1hidMuPoildz4UvSeYaOuMqirdJQF3+QWkuUFo1bq5T2zfUht3VudU2YOmi6c22Fg7YqThI2cFF102O0vnDRk5Ojep7b09VIWPhm7B2chCy7q57w6iH+clPv/Arlz/z9Fd8c1dfObvziuxn7B+aKfDo9KCvbAAAAAElFTkSuQmCC";
  const signatures: Answer[] = [];
  for (let index = 0; index < 80; index++) {
    signatures.push(
      await call({
        method: "POST",
        path: `/api/links/${randomBytes(24).toString("base64url")}/contract`,
        from: address(81),
        body: {
          quoteVersion: 1,
          clientName: "Attack Signer",
          clientEmail: `signer-${run}@example.invalid`,
          clientPhone: "905-555-0123",
          projectAddress: "1 Test St, Toronto, ON",
          signatureData: signature,
          agreementAccepted: true,
        },
      }),
    );
  }
  const firstRefusal = signatures.findIndex((answer) => answer.status === 429);
  figures.push({
    attack: "80 signatures on unknown quotes from one address: answered before the first 429",
    figure: `${firstRefusal === -1 ? signatures.length : firstRefusal} (${describeTally(tally(signatures))}; public-write limit 60 per 10 minutes)`,
  });
  return figures;
}
