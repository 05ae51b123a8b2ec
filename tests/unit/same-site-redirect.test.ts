import { describe, expect, it } from "vitest";
import { looksOffSite, sameSiteTarget } from "../../server/same-site-redirect";

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
