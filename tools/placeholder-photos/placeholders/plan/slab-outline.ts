/**
 * Slab outlines: the shape of a pour against the lawn (rectangles, wavy hand-formed edges,
 * smooth curves) and `slab`, which clips a pattern to an outline and adds a smooth border band.
 */
import { clamp, oneDecimal, type Point } from "../math";
import { regionColour } from "../svg";
import type { Layout } from "./layout";

export const rect = (x0: number, y0: number, x1: number, y1: number): Point[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];

/** Rectangle whose left or right side is gently wavy (a hand-formed slab edge against the lawn). */
export function wavyRect(x0: number, y0: number, x1: number, y1: number, side: "left" | "right", wobble = 0.15): Point[] {
  const edgeOffset = (Y: number) => wobble * Math.sin(Y * 0.7) + wobble * 0.5 * Math.sin(Y * 1.9 + 1);
  const points: Point[] = [];
  if (side === "right") {
    points.push([x0, y0]);
    for (let Y = y0; Y <= y1; Y += 0.25) points.push([x1 + edgeOffset(Y), Y]);
    points.push([x0, y1]);
  } else {
    for (let Y = y0; Y <= y1; Y += 0.25) points.push([x0 + edgeOffset(Y), Y]);
    points.push([x1, y1], [x1, y0]);
  }
  return points;
}

/** Smooth curve through world points (Catmull-Rom, `steps` samples per segment). */
export function smoothPoly(points: Point[], steps = 8, closed = true): Point[] {
  const out: Point[] = [];
  const n = points.length;
  const get = (i: number) => (closed ? points[((i % n) + n) % n] : points[clamp(i, 0, n - 1)]);
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    for (let s = 0; s < steps; s++) {
      const t = s / steps;
      const t2 = t * t;
      const t3 = t2 * t;
      const catmullRom = (a: number, b: number, c: number, d: number) =>
        0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
      out.push([catmullRom(p0[0], p1[0], p2[0], p3[0]), catmullRom(p0[1], p1[1], p2[1], p3[1])]);
    }
  }
  if (!closed) out.push(points[n - 1]);
  return out;
}

/** Slab outline with `drawPattern` clipped inside and an optional smooth border band of `borderWidth` m. */
export function slab(layout: Layout, outline: Point[], drawPattern: () => void, borderWidth = 0, jointWidth = 0.016) {
  const path = layout.svgPath(outline);
  const clipId = `c${layout.idSvg.length}`;
  layout.idSvg.push(`<clipPath id="${clipId}"><path d="${path}"/></clipPath><path d="${path}" fill="#000"/><g clip-path="url(#${clipId})">`);
  drawPattern();
  layout.idSvg.push(`</g>`);
  if (borderWidth > 0) {
    const borderId = layout.addRegion("border");
    const pxPerMetre = layout.pxPerMetre;
    const band = (colour: string, halfWidth: number) =>
      `<path d="${path}" fill="none" stroke="${colour}" stroke-width="${oneDecimal(2 * halfWidth * pxPerMetre)}" stroke-linejoin="round" clip-path="url(#${clipId})"/>`;
    layout.idSvg.push(band("#000", borderWidth + jointWidth), band(regionColour(borderId), borderWidth));
  }
}
