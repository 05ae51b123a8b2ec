/**
 * How well the gallery's watermark stands out on each gallery photo: WCAG contrast between the
 * mark and the concrete behind it, with and without the dark outline.
 *
 * Each gallery photo (assets/photos, resized to the 1200 px the gallery watermarks) is cut to the
 * box the mark covers (its two lines, plus the outline outside the glyphs). The background's
 * darkest and lightest parts are taken as the pixels at the 10th and 90th luminance percentile of
 * that box; the mark must stand out from both. For each, the gold fill at the gallery's opacity is
 * blended over it (as canvas does) and compared with it; then the outline's outer edge, and the gold
 * against its own outline. "With outline" is the better of fill and outline edge, worst of the two
 * backgrounds; the aim is at least 3:1 (WCAG large text) on every photo.
 *
 *   npx tsx scripts/measure-watermark-contrast.ts             # prints the table and writes it to docs/benchmarks.md
 *   npx tsx scripts/measure-watermark-contrast.ts --no-write  # prints only
 */
import path from "node:path";
import sharp from "sharp";
import { projects } from "../client/src/content/projects";
import { deriveGalleryItems } from "../client/src/features/gallery/gallery-items";
import { hexToRgb, markContrast, percentile, relativeLuminance, type MarkContrast, type Rgb } from "../client/src/lib/watermark/watermark-contrast";
import { layoutWatermark } from "../client/src/lib/watermark/watermark-layout";
import { galleryWatermark, outlineAlphaFor, watermarkStyle } from "../client/src/lib/watermark/watermark-options";
import { writeBenchmarkSection } from "./benchmark-doc";

const writeDocs = !process.argv.includes("--no-write");
/** The width of the variant the gallery fetches and marks (use-gallery-watermarks.ts). */
const galleryWidth = 1200;
const target = 3;

/** Advance widths of Arial Bold, in em, for the characters of the mark; others count as 0.6 em. */
const arialBold: Record<string, number> = {
  " ": 0.278,
  ".": 0.278,
  A: 0.722,
  C: 0.722,
  F: 0.611,
  G: 0.778,
  T: 0.611,
  a: 0.556,
  c: 0.556,
  e: 0.556,
  f: 0.333,
  g: 0.611,
  m: 0.889,
  n: 0.611,
  o: 0.611,
  r: 0.389,
  t: 0.333,
};
const measure = (text: string, fontSize: number) => [...text].reduce((sum, char) => sum + (arialBold[char] ?? 0.6) * fontSize, 0);

type Row = { image: string; dark: number; light: number; worst: MarkContrast };

async function measurePhoto(image: string): Promise<Row> {
  const { data, info } = await sharp(path.resolve("assets/photos", `${image}.jpg`))
    .resize({ width: galleryWidth })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const layout = layoutWatermark({ width: info.width, height: info.height, options: galleryWatermark, measure });
  const pad = (galleryWatermark.fontSize * layout.scale * watermarkStyle.outline.widthRatio) / 2;
  const left = Math.max(0, Math.floor(layout.box.x - pad));
  const top = Math.max(0, Math.floor(layout.box.y - pad));
  const right = Math.min(info.width, Math.ceil(layout.box.x + layout.box.width + pad));
  const bottom = Math.min(info.height, Math.ceil(layout.box.y + layout.box.height + pad));

  const pixels: { colour: Rgb; luminance: number }[] = [];
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      const i = (y * info.width + x) * info.channels;
      const colour: Rgb = [data[i], data[i + 1], data[i + 2]];
      pixels.push({ colour, luminance: relativeLuminance(colour) });
    }
  }
  const luminances = pixels.map((pixel) => pixel.luminance);
  const pick = (fraction: number) => {
    const wanted = percentile(luminances, fraction);
    return pixels.find((pixel) => pixel.luminance === wanted)!.colour;
  };
  const [darkColour, lightColour] = [pick(0.1), pick(0.9)];

  const colours = {
    fill: hexToRgb(galleryWatermark.color),
    fillAlpha: galleryWatermark.opacity,
    outline: hexToRgb(watermarkStyle.outline.color),
    outlineAlpha: outlineAlphaFor(galleryWatermark.opacity),
  };
  const [onDark, onLight] = [markContrast(darkColour, colours), markContrast(lightColour, colours)];
  const worst = Object.fromEntries(
    (Object.keys(onDark) as (keyof MarkContrast)[]).map((key) => [key, Math.min(onDark[key], onLight[key])]),
  ) as MarkContrast;
  return { image, dark: relativeLuminance(darkColour), light: relativeLuminance(lightColour), worst };
}

async function main() {
  const images = deriveGalleryItems(projects).map((item) => item.image);
  const rows: Row[] = [];
  for (const image of images) rows.push(await measurePhoto(image));

  const ratio = (value: number) => `${value.toFixed(2)}:1`;
  const table = [
    "| Photo | Background luminance p10 / p90 | Gold alone | Outline edge | Gold on outline | Mark with outline |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (row) =>
        `| ${row.image} | ${row.dark.toFixed(2)} / ${row.light.toFixed(2)} | ${ratio(row.worst.fillOnly)} | ${ratio(row.worst.outline)} | ${ratio(row.worst.fillOnOutline)} | ${ratio(row.worst.withOutline)}${row.worst.withOutline >= target ? "" : " (below 3:1)"} |`,
    ),
  ].join("\n");
  const below = rows.filter((row) => row.worst.withOutline < target).length;
  const section = [
    "## Gallery watermark contrast",
    "",
    `\`npx tsx scripts/measure-watermark-contrast.ts\`: WCAG contrast of the gallery's mark ("${galleryWatermark.text}", gold ${galleryWatermark.color} at ${galleryWatermark.opacity * 100}% opacity, ${galleryWatermark.fontSize} px on the ${galleryWidth} px photo) against the concrete under it, at the 10th and 90th luminance percentile of the box it covers; each figure is the worse of the two. The outline is ${watermarkStyle.outline.color} at ${Math.round(outlineAlphaFor(galleryWatermark.opacity) * 100)}% opacity, ${Math.round(watermarkStyle.outline.widthRatio * 100)}% of the font size wide. "Mark with outline" is the better of the gold and the outline edge; the aim is 3:1 (large text) on every photo: ${below === 0 ? "met on all" : `${below} below`} of ${rows.length}.`,
    "",
    table,
  ].join("\n");
  console.log(section);
  if (writeDocs) writeBenchmarkSection("watermark-contrast", section);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
