/**
 * The linter's rules that keep one request pipeline (eslint.config.js, decision 0152): no code in
 * server/ replaces a request's or response's methods, and only server/same-site-redirect.ts makes a
 * redirect or sets a Location. Each rule is run through ESLint itself on small offending snippets
 * placed where such code would live, and on clean code that must pass. A rule that stopped firing (a
 * typo in a selector, a later block that replaced it) fails here.
 */
import { describe, expect, it } from "vitest";
import { matching, messagesFor } from "../support/lint-text";

const patchingMessage = "Never replace a request's or response's methods (decision 0152)";
const redirectMessage = "Redirect only through redirect() in server/same-site-redirect.ts";
const clockMessage = "Take `now` from the injected clock (decision 0120)";

const handler = (body: string) =>
  `import type { Request, Response } from "express";\nexport function handle(req: Request, res: Response) {\n${body}\n}\n`;

describe("no code in server/ replaces a request's or response's methods", () => {
  const offending = [
    "  res.writeHead = (() => res) as typeof res.writeHead;",
    "  const end = res.end.bind(res);\n  res.end = ((...args: unknown[]) => end(...(args as []))) as typeof res.end;",
    "  res.write = function () {\n    return true;\n  } as typeof res.write;",
    "  res.setHeader = () => res;",
    "  res.json = () => res;",
    "  req.get = function () {\n    return undefined;\n  } as typeof req.get;",
    "  (req as unknown as Record<string, unknown>).anything = 1;\n  req.on = () => req;",
    '  Object.defineProperty(res, "end", { value: () => res });',
  ];
  it.each(offending)("refuses %s", { timeout: 30_000 }, async (body) => {
    for (const file of ["server/lint-sample.ts", "server/middleware/lint-sample.ts", "server/same-site-redirect.ts"]) {
      // A method replaced by a function matches two of the rule's selectors: one message or two.
      expect(matching(await messagesFor(file, handler(body)), patchingMessage).length, file).toBeGreaterThan(0);
    }
  });
});

describe("only server/same-site-redirect.ts makes a redirect or sets a Location", () => {
  const offending = [
    '  res.redirect(301, "/gallery");',
    '  res.redirect("/gallery");',
    '  res.set("Location", "/gallery").status(302).end();',
    '  res.setHeader("location", "/gallery");',
    '  res.status(302).set({ Location: "/gallery" }).end();',
    '  res.writeHead(301, { "Location": "/gallery" }).end();',
    '  res.location("/gallery").status(302).end();',
  ];
  it.each(offending)("refuses %s outside it", { timeout: 30_000 }, async (body) => {
    for (const file of ["server/lint-sample.ts", "server/features/quotes/lint-sample.ts", "server/client-serving.ts"]) {
      expect(matching(await messagesFor(file, handler(body)), redirectMessage), file).toHaveLength(1);
    }
  });

  it.each(offending)("lets the redirect module itself do %s", { timeout: 30_000 }, async (body) => {
    expect(matching(await messagesFor("server/same-site-redirect.ts", handler(body)), redirectMessage)).toEqual([]);
  });
});

describe("clean server code passes", () => {
  it("lets handlers answer, set headers, attach fields and redirect through the one function", { timeout: 30_000 }, async () => {
    const clean = [
      'import type { NextFunction, Request, Response } from "express";',
      'import { redirect } from "./same-site-redirect";',
      "export function handle(req: Request, res: Response, next: NextFunction) {",
      '  res.set({ "Cache-Control": "no-store", "Content-Type": "text/plain" });',
      '  res.setHeader("Retry-After", "5");',
      "  res.err = new Error(req.path);",
      '  if (req.path === "/old") return redirect(res, 301, "/new");',
      '  res.status(200).json({ success: true, redirect: false, location: "Toronto" });',
      "  next();",
      "}",
      "",
    ].join("\n");
    expect(await messagesFor("server/lint-sample.ts", clean)).toEqual([]);
  });

  it("keeps the clock's rule in force beside these rules", { timeout: 30_000 }, async () => {
    const messages = await messagesFor("server/same-site-redirect.ts", "export const stamp = () => Date.now();\n");
    expect(matching(messages, clockMessage)).toHaveLength(1);
    expect(await messagesFor("server/clock.ts", "export const systemClock = () => new Date();\n")).toEqual([]);
  });
});
