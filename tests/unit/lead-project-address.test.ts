/** "Create quote" from a lead: the quote's address from the lead's street address and city. */
import { describe, expect, it } from "vitest";
import { leadAddressHint, leadProjectAddress } from "../../client/src/features/admin/lead-to-quote";
import { photosRow } from "../../server/features/leads/photo-links";

describe("leadProjectAddress", () => {
  it.each([
    [{ address: "12 Elm St", city: "oakville" }, "12 Elm St, Oakville"],
    [{ address: "12 Elm St, Oakville ON", city: "oakville" }, "12 Elm St, Oakville ON"],
    [{ address: "12 Elm St, north york", city: "north-york" }, "12 Elm St, north york"],
    [{ address: "12 Elm St", city: "other" }, "12 Elm St"],
    [{ address: "12 Elm St", city: "Pickering" }, "12 Elm St, Pickering"],
    [{ address: null, city: "toronto" }, ""],
    [{ address: "   ", city: "toronto" }, ""],
  ])("%o becomes %j", (lead, expected) => {
    expect(leadProjectAddress(lead)).toBe(expected);
  });

  it("says under the field where the address came from", () => {
    const lead = { address: "12 Elm St", city: "richmond-hill" } as Parameters<typeof leadAddressHint>[0];
    expect(leadAddressHint(lead)).toBe("Address from the request (city: Richmond Hill). Check it before sending.");
    expect(leadAddressHint({ ...lead, address: null })).toBe("City from the request: Richmond Hill. Add the street address.");
  });
});

describe("the Photos row of a business notice", () => {
  it.each([
    [[], "None"],
    [["/api/uploads/a"], "1 photo (link)"],
    [["/api/uploads/a", "/api/uploads/b", "/api/uploads/c"], "3 photos (links)"],
  ])("%j reads %s", (urls, value) => {
    expect(photosRow(urls)).toEqual(["Photos", value]);
  });
});
