/**
 * Polished floor aggregate: thousands of small irregular chips (light ones in the red feature
 * mask, dark ones in green) and saw cuts along the edges of the wrapping tile (blue).
 */
import { oneDecimal, type Point } from "../math";
import { svgPoints } from "../svg";
import type { Layout } from "./layout";

/** An irregular 5-7 sided chip of about `radius` plan px around (centreX, centreY). */
function chipPolygon(layout: Layout, centreX: number, centreY: number, radius: number): Point[] {
  const rng = layout.rng;
  const corners = rng.range(5, 8) | 0;
  const startAngle = rng.range(0, 6.28);
  const polygon: Point[] = [];
  for (let j = 0; j < corners; j++) {
    const angle = startAngle + (j / corners) * 6.283;
    const distance = radius * rng.range(0.6, 1.15);
    polygon.push([centreX + Math.cos(angle) * distance, centreY + Math.sin(angle) * distance * rng.range(0.7, 1)]);
  }
  return polygon;
}

export function drawAggregateChips(layout: Layout, count: number) {
  const rng = layout.rng;
  const { width, height, pxPerMetre } = layout.plan;
  const chips: string[] = [];
  for (let i = 0; i < count; i++) {
    const centreX = rng.range(0, width);
    const centreY = rng.range(0, height);
    const radius = (rng.chance(0.88) ? rng.range(0.7, 1.8) : rng.range(1.8, 4)) * (pxPerMetre / 400);
    const polygon = chipPolygon(layout, centreX, centreY, radius);
    const light = rng.chance(0.55);
    chips.push(`<polygon points="${svgPoints(polygon)}" fill="${light ? "#f00" : "#0f0"}" fill-opacity="${oneDecimal(rng.range(0.35, 0.9))}"/>`);
  }
  layout.featureSvg.push(chips.join(""));
}

/** Saw cuts 5 mm wide along all four edges of the (wrapping) plan. */
export function drawEdgeSawCuts(layout: Layout) {
  const { width: w, height: h, pxPerMetre } = layout.plan;
  const cutWidth = 0.005 * pxPerMetre;
  layout.featureSvg.push(`<path d="M0,0H${w}M0,${h}H${w}M0,0V${h}M${w},0V${h}" stroke="#00f" stroke-width="${oneDecimal(cutWidth)}" fill="none"/>`);
}
