import { describe, expect, test } from "vitest";
import { blend, contrastRatio, hexToRgb, markContrast, percentile, relativeLuminance } from "@/lib/watermark/watermark-contrast";
import { galleryWatermark, watermarkStyle } from "@/lib/watermark/watermark-options";

describe("WCAG contrast arithmetic", () => {
  test("relative luminance of black, white and mid grey", () => {
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 6);
    // sRGB 128 is about 21.6% of white's light, not 50%.
    expect(relativeLuminance([128, 128, 128])).toBeCloseTo(0.2159, 3);
  });

  test("contrast ratio: 21 for black on white, 1 for a colour on itself, order does not matter", () => {
    expect(contrastRatio(1, 0)).toBeCloseTo(21, 6);
    expect(contrastRatio(0, 1)).toBeCloseTo(21, 6);
    expect(contrastRatio(0.3, 0.3)).toBe(1);
    // #767676 on white is the well-known 4.54:1.
    expect(contrastRatio(relativeLuminance(hexToRgb("#767676")), 1)).toBeCloseTo(4.54, 2);
  });

  test("hex colours, short and long", () => {
    expect(hexToRgb("#C4A448")).toEqual([196, 164, 72]);
    expect(hexToRgb("fff")).toEqual([255, 255, 255]);
  });

  test("blending paints the top colour at its alpha over the bottom one", () => {
    expect(blend([200, 100, 0], [0, 0, 100], 1)).toEqual([200, 100, 0]);
    expect(blend([200, 100, 0], [0, 0, 100], 0)).toEqual([0, 0, 100]);
    expect(blend([200, 100, 0], [0, 0, 100], 0.5)).toEqual([100, 50, 50]);
  });

  test("percentiles by nearest rank", () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 0.1)).toBe(1);
    expect(percentile(values, 0.9)).toBe(9);
    expect(percentile(values, 1)).toBe(10);
    expect(() => percentile([], 0.5)).toThrow();
  });
});

describe("the gallery mark's contrast", () => {
  const colours = {
    fill: hexToRgb(galleryWatermark.color),
    fillAlpha: galleryWatermark.opacity,
    outline: hexToRgb(watermarkStyle.outline.color),
    outlineAlpha: watermarkStyle.outline.alpha,
  };

  test("gold alone is weak on light grey concrete; the outline makes it at least 3:1", () => {
    const lightConcrete = hexToRgb("#C8C4BC");
    const contrast = markContrast(lightConcrete, colours);
    expect(contrast.fillOnly).toBeLessThan(2);
    expect(contrast.outline).toBeGreaterThanOrEqual(3);
    expect(contrast.withOutline).toBe(Math.max(contrast.fillOnly, contrast.outline));
  });

  test("on dark concrete the gold itself stands out", () => {
    const darkConcrete = hexToRgb("#3A3733");
    expect(markContrast(darkConcrete, colours).fillOnly).toBeGreaterThanOrEqual(3);
  });

  test("the gold reads against its own outline on any background", () => {
    for (const grey of [0, 64, 128, 192, 255]) {
      expect(markContrast([grey, grey, grey], colours).fillOnOutline).toBeGreaterThanOrEqual(3);
    }
  });
});
