import { describe, expect, it } from "vitest";
import { estimatePrefill } from "@/features/estimate/estimate-prefill";
import { estimateHandoffHref, readEstimateHandoff } from "@/lib/estimate-handoff";
import { cityFromPage } from "@/lib/lead-city";

describe("cityFromPage", () => {
  it("takes the city of a service-area page", () => {
    expect(cityFromPage("/service-areas/oakville", "")).toBe("oakville");
    expect(cityFromPage("/service-areas/richmond-hill/", "")).toBe("richmond-hill");
  });

  it("takes ?city= on any page, before the page's own city", () => {
    expect(cityFromPage("/contact", "city=vaughan")).toBe("vaughan");
    expect(cityFromPage("/estimate", "?city=north-york&sqft=10")).toBe("north-york");
    expect(cityFromPage("/service-areas/oakville", "city=markham")).toBe("markham");
    expect(cityFromPage("/contact", "city=other")).toBe("other");
  });

  it("ignores what is not one of the form's choices", () => {
    expect(cityFromPage("/contact", "city=xyz")).toBeUndefined();
    expect(cityFromPage("/contact", "city=Oakville")).toBeUndefined();
    expect(cityFromPage("/service-areas/atlantis", "")).toBeUndefined();
    expect(cityFromPage("/service-areas", "")).toBeUndefined();
    expect(cityFromPage("/service-areas/oakville/extra", "")).toBeUndefined();
    expect(cityFromPage("/", "")).toBeUndefined();
    // A bad ?city= falls back to the page's city rather than to nothing.
    expect(cityFromPage("/service-areas/brampton", "city=xyz")).toBe("brampton");
  });
});

describe("the calculator's hand-off to /estimate", () => {
  it("carries the area and finish as query parameters", () => {
    expect(estimateHandoffHref({ sqFt: 450, finish: "stamped" })).toBe("/estimate?sqft=450&finish=stamped");
    expect(estimateHandoffHref({ sqFt: 120.5, finish: "broom" })).toBe("/estimate?sqft=120.5&finish=broom");
    expect(estimateHandoffHref({})).toBe("/estimate");
  });

  it("reads back what it wrote", () => {
    for (const handoff of [{ sqFt: 450, finish: "stamped" as const }, { sqFt: 0.5, finish: "broom" as const }, { finish: "broom" as const }]) {
      expect(readEstimateHandoff(new URL(estimateHandoffHref(handoff), "http://x").search)).toEqual(handoff);
    }
  });

  it("drops an area that is not a positive number and an unknown finish", () => {
    for (const sqft of ["", "abc", "-5", "0", "1e3", "12ft", "Infinity", "5000000"]) {
      expect(readEstimateHandoff(`sqft=${encodeURIComponent(sqft)}`)).toEqual({});
    }
    expect(readEstimateHandoff("finish=polished")).toEqual({});
    expect(readEstimateHandoff("sqft=300&finish=STAMPED")).toEqual({ sqFt: 300 });
  });

  it("fills the estimate form's own answers", () => {
    expect(estimatePrefill({ sqFt: 450, finish: "stamped" })).toEqual({ projectArea: "450 sq ft", projectType: "stamped-concrete" });
    expect(estimatePrefill({ sqFt: 1200.25, finish: "broom" })).toEqual({ projectArea: "1200.3 sq ft", projectType: "broom-finish" });
    expect(estimatePrefill({})).toEqual({});
  });
});
