/**
 * The browser's run-time map of the endpoints (shared/api/routes.ts) against the endpoint table: the
 * same names, and for each the same method and path, so a call by name goes where the table says.
 * The typecheck checks the literal types too; this checks the values the browser ships.
 */
import { describe, expect, it } from "vitest";
import { endpointTable, type EndpointName } from "../../shared/api/endpoints";
import { routes } from "../../shared/api/routes";
import { api, endpointUrl } from "../../client/src/api/endpoint";

const names = Object.keys(endpointTable) as EndpointName[];

describe("the routes map equals the endpoint table", () => {
  it("has exactly the table's names, in its order", () => {
    expect(Object.keys(routes)).toEqual(names);
  });

  it.each(names)("%s has the table's method and path", (name) => {
    expect(routes[name]).toEqual({ method: endpointTable[name].method, path: endpointTable[name].path });
  });

  it("the typed client has a function for every entry", () => {
    for (const name of names) expect(typeof (api as Record<string, unknown>)[name]).toBe("function");
  });
});

describe("endpointUrl", () => {
  it("fills each {name} of the path, percent-encoded", () => {
    expect(endpointUrl("getVisitCalendarFile", { token: "a/b c", visitId: "v?1" })).toBe("/api/schedule-links/a%2Fb%20c/visits/v%3F1/calendar.ics");
  });

  it("adds a query string when given one, and nothing for an empty one", () => {
    expect(endpointUrl("listQuotes", undefined, new URLSearchParams({ page: "2", q: "a b" }))).toBe("/api/quotes?page=2&q=a+b");
    expect(endpointUrl("exportLeads")).toBe("/api/exports/leads.csv");
    expect(endpointUrl("listQuotes", undefined, "")).toBe("/api/quotes");
  });
});
