import { describe, expect, test } from "vitest";
import { layoutWatermark, watermarkFont } from "@/lib/watermark/watermark-layout";
import { galleryWatermark, toolDefaults, watermarkPositions, watermarkStyle } from "@/lib/watermark/watermark-options";

/** A monospaced stand-in for canvas measureText: every character is 0.6 em wide. */
const measure = (text: string, fontSize: number) => text.length * fontSize * 0.6;

const width = 1200;
const height = 800;
const layout = (position: (typeof watermarkPositions)[number], overrides: Partial<typeof toolDefaults> = {}, size = { width, height }) =>
  layoutWatermark({ ...size, options: { ...toolDefaults, ...overrides, position }, measure });

describe("watermark layout at the reference width (1200 px)", () => {
  const fontSize = 24;
  const second = fontSize * watermarkStyle.secondLineScale; // 14.4
  const gap = fontSize * watermarkStyle.lineGap; // 4.8
  const blockHeight = fontSize + gap + second; // 43.2
  const mainWidth = measure(toolDefaults.text, fontSize);
  const secondWidth = measure(watermarkStyle.secondLine, second);

  test("has two lines: the text, then the host at 60% of its size", () => {
    const { lines, scale, margin } = layout("bottom-right");
    expect(scale).toBe(1);
    expect(margin).toBe(20);
    expect(lines.map((line) => line.text)).toEqual(["Forma Concrete GTA", "formaconcretegta.ca"]);
    expect(lines[0].fontSize).toBe(24);
    expect(lines[1].fontSize).toBeCloseTo(14.4);
    expect(lines[1].y - lines[0].y).toBeCloseTo(fontSize + gap);
  });

  test("bottom-right: right-aligned 20 px from the right edge, block ends 20 px above the bottom", () => {
    const { lines, box } = layout("bottom-right");
    for (const line of lines) {
      expect(line.align).toBe("right");
      expect(line.x).toBe(width - 20);
    }
    expect(lines[1].y + lines[1].fontSize).toBeCloseTo(height - 20);
    expect(lines[0].y).toBeCloseTo(height - 20 - blockHeight);
    expect(box.x + box.width).toBeCloseTo(width - 20);
    expect(box.width).toBeCloseTo(Math.max(mainWidth, secondWidth));
  });

  test("bottom-left: left-aligned 20 px from the left edge, at the bottom", () => {
    const { lines, box } = layout("bottom-left");
    for (const line of lines) {
      expect(line.align).toBe("left");
      expect(line.x).toBe(20);
    }
    expect(lines[1].y + lines[1].fontSize).toBeCloseTo(height - 20);
    expect(box.x).toBe(20);
  });

  test("top-right: right-aligned, first line's top 20 px below the top edge", () => {
    const { lines, box } = layout("top-right");
    expect(lines.every((line) => line.align === "right" && line.x === width - 20)).toBe(true);
    expect(lines[0].y).toBe(20);
    expect(lines[1].y).toBeCloseTo(20 + fontSize + gap);
    expect(box.y).toBe(20);
  });

  test("top-left: left-aligned at the 20 px margin on both axes", () => {
    const { lines, box } = layout("top-left");
    expect(lines.every((line) => line.align === "left" && line.x === 20)).toBe(true);
    expect(lines[0].y).toBe(20);
    expect(box).toMatchObject({ x: 20, y: 20 });
  });

  test("center: both lines centred horizontally, the block centred vertically", () => {
    const { lines, box } = layout("center");
    expect(lines.every((line) => line.align === "center" && line.x === width / 2)).toBe(true);
    expect(lines[0].y).toBeCloseTo((height - blockHeight) / 2);
    expect(box.y + box.height / 2).toBeCloseTo(height / 2);
    expect(box.x + box.width / 2).toBeCloseTo(width / 2);
  });

  test("the gallery's 40 px mark keeps the same geometry at its size", () => {
    const { lines } = layout("bottom-right", { fontSize: galleryWatermark.fontSize });
    expect(lines[0].fontSize).toBe(40);
    expect(lines[1].fontSize).toBe(24);
    expect(lines[1].y + 24).toBeCloseTo(height - 20);
  });
});

describe("scaling and fitting", () => {
  test("a 4000 px photo gets the mark and margin scaled by 4000/1200", () => {
    const { scale, margin, lines } = layout("bottom-right", {}, { width: 4000, height: 3000 });
    expect(scale).toBeCloseTo(4000 / 1200);
    expect(margin).toBeCloseTo(20 * (4000 / 1200));
    expect(lines[0].fontSize).toBeCloseTo(24 * (4000 / 1200));
    expect(lines[0].x).toBeCloseTo(4000 - margin);
    expect(lines[1].y + lines[1].fontSize).toBeCloseTo(3000 - margin);
  });

  test("a photo narrower than 1200 px keeps the stated pixels", () => {
    const { scale, margin, lines } = layout("bottom-right", {}, { width: 640, height: 480 });
    expect(scale).toBe(1);
    expect(margin).toBe(20);
    expect(lines[0].fontSize).toBe(24);
    expect(lines[0].x).toBe(640 - 20);
    expect(lines[1].y + lines[1].fontSize).toBeCloseTo(480 - 20);
  });

  test("a mark wider than the photo shrinks to fit between the margins", () => {
    const text = "A very long watermark text that cannot possibly fit";
    const { box, margin } = layoutWatermark({ width: 300, height: 200, options: { text, position: "top-left", fontSize: 60 }, measure });
    expect(box.width).toBeCloseTo(300 - 2 * margin);
    expect(box.x).toBeCloseTo(margin);
  });

  test("empty text leaves only the host line", () => {
    const { lines } = layout("bottom-left", { text: "   " });
    expect(lines).toHaveLength(1);
    expect(lines[0].text).toBe("formaconcretegta.ca");
    expect(lines[0].y + lines[0].fontSize).toBeCloseTo(height - 20);
  });

  test("the canvas font is bold, in pixels, in the chosen family", () => {
    expect(watermarkFont(14.4, "Arial, sans-serif")).toBe("bold 14.4px Arial, sans-serif");
  });
});

describe("settings", () => {
  test("tool and gallery defaults are the fixed watermark settings", () => {
    expect(toolDefaults).toMatchObject({ text: "Forma Concrete GTA", position: "bottom-right", opacity: 0.8, fontSize: 24, color: "#C4A448" });
    expect(galleryWatermark).toMatchObject({ opacity: 0.8, fontSize: 40 });
    expect(watermarkStyle).toMatchObject({ margin: 20, secondLineScale: 0.6, jpegQuality: 0.9, secondLine: "formaconcretegta.ca" });
    expect(watermarkPositions).toEqual(["bottom-right", "bottom-left", "top-right", "top-left", "center"]);
  });
});
