/**
 * Client links as an attacker and the owner see them, against a running built server: whether the
 * quote's id appears in the client's link or answers, how many bits of randomness the link token
 * carries, what the e-Transfer reference looks like, what a replaced link answers, and whether quote
 * numbers stay sequential when several are created at once. A handful of requests; stops by itself.
 */
import type { AttackFigure, AttackTarget } from "./types";

type Answer = { status: number; text: string; json: Record<string, unknown> | undefined; setCookie: string[] };

async function send(target: AttackTarget, method: string, path: string, body?: unknown, cookie?: string): Promise<Answer> {
  const response = await fetch(new URL(path, target.baseUrl), {
    method,
    headers: {
      Origin: new URL(target.baseUrl).origin,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let json: Record<string, unknown> | undefined;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json, setCookie: response.headers.getSetCookie() };
}

function quoteBody(name: string) {
  const validUntil = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  return {
    clientName: name,
    clientEmail: "attack.links@example.com",
    clientPhone: "416-555-0199",
    projectAddress: "1 Attack Way, Toronto, ON",
    workScope: "Broom Finish Installation",
    projectDetails: "Created by scripts/attacks/links.ts.",
    lineItems: [{ id: "main", description: "Broom finish walkway", quantity: "1", unit: "lump_sum", unitPrice: "1000.00", optional: false }],
    validUntil,
  };
}

export default async function attack(target: AttackTarget): Promise<AttackFigure[]> {
  const figures: AttackFigure[] = [];
  const login = await send(target, "POST", "/api/admin/login", { email: target.adminEmail, password: target.adminPassword });
  if (login.status !== 200) return [{ attack: "links: admin sign-in", figure: `failed with ${login.status}` }];
  const cookie = login.setCookie.map((line) => line.split(";", 1)[0]).join("; ");

  const created = await send(target, "POST", "/api/quotes", quoteBody("Link Attack"), cookie);
  const quoteId = String(created.json?.quoteId ?? "");
  const adminRead = await send(target, "GET", `/api/quotes/${quoteId}`, undefined, cookie);
  const adminQuote = (adminRead.json?.quote ?? {}) as { linkToken?: string; number?: string };
  const token = adminQuote.linkToken ?? "";

  const clientRead = await send(target, "GET", `/api/links/${token}`);
  const clientQuote = (clientRead.json?.quote ?? {}) as Record<string, unknown>;
  const idInAnswer = clientRead.text.includes(quoteId) || clientRead.text.includes(quoteId.slice(0, 8));
  figures.push({
    attack: "links: quote id in the client's link or answer",
    figure: `${token.includes(quoteId) || idInAnswer ? "present" : "absent"} (link /quote/${token.length} characters; client answer ${clientRead.status}, ${clientRead.text.length} bytes, \`id\` field ${"id" in clientQuote ? "present" : "absent"})`,
  });
  figures.push({
    attack: "links: randomness of the link token",
    figure: /^[A-Za-z0-9_-]+$/.test(token)
      ? `${Buffer.from(token, "base64url").length * 8} bits (base64url, ${token.length} characters)`
      : `unexpected token "${token.slice(0, 6)}…"`,
  });
  const byId = await send(target, "GET", `/api/quotes/${quoteId}`);
  const byIdAsLink = await send(target, "GET", `/api/links/${quoteId}`);
  figures.push({
    attack: "links: the quote's id used as a client address",
    figure: `/api/quotes/{id} ${byId.status}, /api/links/{id} ${byIdAsLink.status}`,
  });

  // The deposit reference, from the confirmation of a signed contract.
  await send(target, "PATCH", `/api/links/${token}/status`, { status: "accepted", version: 1 });
  const signature =
    "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAPAAAABQAgMAAABaJxDvAAAADFBMVEX///8GBgavr69ZWVk7v/8nAAAACXBIWXMAAAsTAAALEwEAmpwYAAAB9UlEQVR42u1XrW7DMBB2UhWkU2AeIWRSoclQH6GglwRUWx6hcGjrS4QXjkxDhZPyEuaDgyMlkyYtSVvHse+S2iUFOVJV8vm7++7HXxgbbbTRRrshu39z9/0EeHH1nUNlz26+PsDrH6RbJ+e4Rp3Dxg34sf7ZJy7OITQBT6B0cC6y7q+NScTAIe44kbkTcT/0RC1Z5gTfRbojo5b1Ddf4kaqDfgmuV+09KX59Wnk/oeBqrAJtMi+bHQhwobDEczS2JWMfKHgn1PqYadP6ShQ8VDvDW6GJHWNDwDuR+ihjxYkJE1yU2LmOtTdq4Fp1+AKplJJLA/5z/hd0+2KK9FjQmZcKXLIab3oOnijtHpkdpHO0IEMkiy+TBpKcfhIbpGT4ZEqNo5EjL/vI1haBzm6cD97PCL6w7o7JjWzMoJcN3i97ORnOUFBke+beSYbq0Te/hc7XmiTb3BxReSlfkbmoY42fgnyDBLJzNtojyC4m2+iJgOwvhGy9VnFmQbY+B0VuQbY2Vz5sLcjW1hidMuPoildz4UvSeYaOuMqirdJQF3+QWkuUFo1bq5T2zfUht3VudU2YOmi6c22Fg7YqThI2cFF102O0vnDRk5Ojep7b09VIWPhm7B2chCy7q57w6iH+clPv/Arlz/z9Fd8c1dfObvziuxn7B+aKfDo9KCvbAAAAAElFTkSuQmCC";
  const signer = {
    clientName: "Link Attack",
    clientEmail: "attack.links@example.com",
    clientPhone: "416-555-0199",
    projectAddress: "1 Attack Way, Toronto, ON",
  };
  const signed = await send(target, "POST", `/api/links/${token}/contract`, {
    ...signer,
    signatureData: signature,
    agreementAccepted: true,
    quoteVersion: 1,
  });
  const confirmation = await send(target, "GET", `/api/links/${token}/contract`);
  const reference = String(((confirmation.json?.contract as { payment?: { reference?: string } })?.payment ?? {}).reference ?? "");
  figures.push({
    attack: "links: e-Transfer reference format",
    figure:
      signed.status === 201
        ? `"${reference}" (${/^Q-\d{4}-\d{4,}$/.test(reference) ? "Q-YYYY-NNNN, the quote's number" : "unexpected"}; shares nothing with the id or the token: ${!quoteId.toUpperCase().includes(reference.slice(-4)) || !reference ? "yes" : "check"})`
        : `signing answered ${signed.status}`,
  });

  // The owner replaces the link: every client call on the old one.
  const replaced = await send(target, "POST", `/api/quotes/${quoteId}/link`, undefined, cookie);
  const newToken = String(((replaced.json?.quote ?? {}) as { linkToken?: string }).linkToken ?? "");
  const oldCalls = await Promise.all([
    send(target, "GET", `/api/links/${token}`),
    send(target, "GET", `/api/links/${token}/pdf`),
    send(target, "GET", `/api/links/${token}/contract`),
    send(target, "GET", `/api/links/${token}/contract/pdf`),
    send(target, "POST", `/api/links/${token}/change-requests`, { message: "Still here?", version: 1 }),
  ]);
  const statuses = oldCalls.map((answer) => `${answer.status} ${String(answer.json?.code ?? "")}`.trim());
  const fresh = await send(target, "GET", `/api/links/${newToken}/contract`);
  figures.push({
    attack: "links: the replaced link (read, pdf, confirmation, contract pdf, change request)",
    figure: `${[...new Set(statuses)].join(", ")}; new link ${fresh.status}`,
  });

  // Numbers under parallel creation: 10 quotes at once.
  const parallel = await Promise.all(
    Array.from({ length: 10 }, (_, index) => send(target, "POST", "/api/quotes", quoteBody(`Parallel ${index}`), cookie)),
  );
  const numbers = await Promise.all(
    parallel.map(async (answer) =>
      String(
        ((await send(target, "GET", `/api/quotes/${String(answer.json?.quoteId)}`, undefined, cookie)).json?.quote as { number?: string })?.number ??
          "",
      ),
    ),
  );
  const positions = numbers.map((number) => Number(number.split("-")[2])).sort((a, b) => a - b);
  const consecutive = positions.every((position, index) => index === 0 || position === positions[index - 1] + 1);
  figures.push({
    attack: "links: quote numbers of 10 quotes created at once",
    figure: `${new Set(numbers).size} distinct, ${consecutive ? "consecutive" : "not consecutive"} (${numbers.sort()[0]} to ${numbers.sort().at(-1)})`,
  });
  return figures;
}
