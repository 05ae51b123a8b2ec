import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { looksOffSite, redirect, sameSiteTarget, type RedirectOptions } from "../../server/same-site-redirect";

/** An app whose one route redirects to `?to=` as `redirect` is told to. */
function redirecting(options: RedirectOptions = {}) {
  const app = express();
  app.get("/go", (req, res) => redirect(res, 302, String(req.query.to), options));
  return app;
}

describe("sameSiteTarget", () => {
  it.each([
    ["/gallery", "/gallery"],
    ["/gallery?from=menu", "/gallery?from=menu"],
    ["/projects#stamped", "/projects#stamped"],
    ["gallery", "/gallery"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ])("keeps %s on the site as %s", (target, expected) => {
    expect(sameSiteTarget(target)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "//evil.example/",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "https://evil.example/",
    "http:evil.example",
    "javascript:alert(1)",
    "/a/..//evil.example",
    "/.//evil.example",
    "/gallery\\..\\\\evil.example",
  ])("refuses %j", (target) => {
    expect(sameSiteTarget(target)).toBeNull();
  });
});

describe("looksOffSite", () => {
  it.each([
    "//evil.example/",
    "/\\evil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil",
    "/%5Cevil",
    "/%5C%5Cevil",
    "/%252F%252Fevil",
    "/%09/evil",
    "///x",
    "/%2F%zz/evil",
    "/%2F%E2%82%AC",
  ])("flags %s", (path) => expect(looksOffSite(path)).toBe(true));
  it.each(["/", "/gallery/", "/api/quotes/abc", "/a//b", "/%E2%82%AC", "/%", "/%zz"])("lets %s through", (path) =>
    expect(looksOffSite(path)).toBe(false),
  );
});

describe("redirect, the one way to answer a redirect", () => {
  it("sends a same-site target as the Location, normalized", async () => {
    const answer = await request(redirecting()).get("/go").query({ to: "/gallery?from=menu" });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe("/gallery?from=menu");
  });

  it.each(["//evil.example/", "/\\evil.example", "https://evil.example/", "/a/..//evil.example", "javascript:alert(1)"])(
    "refuses %j with a bare 404, no Location and nothing naming the target",
    async (target) => {
      const answer = await request(redirecting()).get("/go").query({ to: target });
      expect({ status: answer.status, location: answer.headers.location, body: answer.text }).toEqual({
        status: 404,
        location: undefined,
        body: "Not found",
      });
      expect(answer.headers["cache-control"]).toBe("no-store");
    },
  );

  it("lets the caller answer a refused target its own way", async () => {
    const app = express();
    app.get("/go", (req, res) => redirect(res, 301, String(req.query.to), { refused: () => void res.status(404).send("the not-found page") }));
    const answer = await request(app).get("/go").query({ to: "//evil.example/" });
    expect({ status: answer.status, location: answer.headers.location, body: answer.text }).toEqual({
      status: 404,
      location: undefined,
      body: "the not-found page",
    });
  });

  it("sends a checked off-site https address without a Referer or caching, and nothing else off the site", async () => {
    const app = redirecting({ checkedOffSite: true });
    const answer = await request(app).get("/go").query({ to: "https://g.page/r/forma-review" });
    expect(answer.status).toBe(302);
    expect(answer.headers).toMatchObject({
      location: "https://g.page/r/forma-review",
      "cache-control": "no-store",
      "referrer-policy": "no-referrer",
    });
    for (const target of ["http://g.page/r/forma-review", "javascript:alert(1)", "//evil.example/", "not a url"]) {
      const refused = await request(app).get("/go").query({ to: target });
      expect({ target, status: refused.status, location: refused.headers.location }).toEqual({ target, status: 404, location: undefined });
    }
  });
});
