/** Where the sign-in page returns the admin: only the admin's own pages, never another site or page. */
import { describe, expect, it } from "vitest";
import { adminReturnPath, afterSignInPath, signInPath } from "../../client/src/features/admin/return-path";

describe("adminReturnPath", () => {
  it.each([
    "/admin",
    "/admin/leads",
    "/admin/quotes/0b7e6f3c-1d2a-4c55-9d7e-3f1a2b3c4d5e",
    "/admin/contracts/0b7e6f3c-1d2a-4c55-9d7e-3f1a2b3c4d5e",
    "/admin/mail?status=failed&page=2",
    "/admin/quotes?status=open&q=smith",
    "/create-quote",
    "/create-quote?revise=0b7e6f3c-1d2a-4c55-9d7e-3f1a2b3c4d5e",
  ])("keeps %s", (path) => {
    expect(adminReturnPath(path)).toBe(path);
  });

  it.each([
    null,
    "",
    "/admin/login",
    "/admin/login?next=/admin",
    "/",
    "/gallery",
    "/quote/abc",
    "//evil.example",
    "//evil.example/admin",
    "/\\evil.example",
    "https://evil.example/admin",
    "javascript:alert(1)",
    "/admin/../gallery",
    "/admin/%2e%2e/gallery",
    "/admin//evil.example",
    "/administrator",
    "/create-quote-now",
    "admin",
  ])("refuses %j", (path) => {
    expect(adminReturnPath(path)).toBeNull();
  });
});

describe("signInPath and afterSignInPath", () => {
  it("carries the page there and back", () => {
    const there = signInPath("/admin/quotes/abc-123?tab=x");
    expect(there).toBe("/admin/login?next=%2Fadmin%2Fquotes%2Fabc-123%3Ftab%3Dx");
    expect(afterSignInPath(there.slice(there.indexOf("?")))).toBe("/admin/quotes/abc-123?tab=x");
  });

  it("is the plain sign-in page, then the dashboard, when there is no admin page to return to", () => {
    expect(signInPath()).toBe("/admin/login");
    expect(signInPath("//evil.example")).toBe("/admin/login");
    expect(afterSignInPath("")).toBe("/admin");
    expect(afterSignInPath("?next=%2F%2Fevil.example")).toBe("/admin");
    expect(afterSignInPath("?next=https%3A%2F%2Fevil.example")).toBe("/admin");
  });
});
