/** Cracks for the repair pictures: meandering polylines stroked into a feature mask. */
import { clamp, oneDecimal, type Point } from "../math";
import type { SeededRandom } from "../random";
import type { Layout } from "./layout";

/** A meandering crack polyline (world metres) from `start` to `end` by midpoint displacement. */
export function crackLine(rng: SeededRandom, start: Point, end: Point, roughness = 0.12, depth = 7): Point[] {
  let line: Point[] = [start, end];
  let amplitude = Math.hypot(end[0] - start[0], end[1] - start[1]) * roughness;
  for (let level = 0; level < depth; level++) {
    const refined: Point[] = [];
    for (let i = 0; i < line.length - 1; i++) {
      const p = line[i];
      const q = line[i + 1];
      const dx = q[0] - p[0];
      const dy = q[1] - p[1];
      const length = Math.hypot(dx, dy) || 1;
      const offset = rng.gauss() * amplitude;
      refined.push(p, [(p[0] + q[0]) / 2 - (dy / length) * offset, (p[1] + q[1]) / 2 + (dx / length) * offset]);
    }
    refined.push(line[line.length - 1]);
    line = refined;
    amplitude *= 0.55;
  }
  return line;
}

/** Crack stroke (feature channel colour `colour`) whose width wanders along its length. */
export function crackStroke(layout: Layout, line: Point[], width: number, colour: string): string {
  const rng = layout.rng;
  const parts: string[] = [];
  let widthFactor = 1;
  for (let i = 0; i < line.length - 1; i++) {
    widthFactor = clamp(widthFactor + rng.gauss() * 0.12, 0.55, 1.5);
    parts.push(`<path d="${layout.svgPath([line[i], line[i + 1]], false)}" stroke-width="${oneDecimal(width * widthFactor * layout.pxPerMetre)}"/>`);
  }
  return `<g fill="none" stroke="${colour}" stroke-linecap="round">${parts.join("")}</g>`;
}

/** A hairline crack of constant width (red feature channel: unsealed). */
export function hairlineStroke(layout: Layout, line: Point[], width: number): string {
  return `<path d="${layout.svgPath(line, false)}" fill="none" stroke="#f00" stroke-width="${oneDecimal(width * layout.pxPerMetre)}" stroke-linecap="round"/>`;
}
