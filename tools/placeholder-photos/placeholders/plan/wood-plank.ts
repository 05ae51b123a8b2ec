/**
 * Wood plank stamp: 16 cm boards of mixed lengths with staggered butt joints. Nail holes go to
 * the red feature mask and knots to the blue one; the wood-grain material reads both.
 */
import { oneDecimal } from "../math";
import type { SeededRandom } from "../random";
import { jointStroke, regionColour } from "../svg";
import type { Layout } from "./layout";

const PLANK_WIDTH = 0.16;

/** Two nail holes at each end of a plank, and sometimes a knot, as feature-mask SVG. */
function plankMarks(rng: SeededRandom, pxPerMetre: number, x: number, y: number, length: number): string[] {
  const marks: string[] = [];
  for (const holeX of [x + 0.035, x + length - 0.035])
    for (const holeY of [y + PLANK_WIDTH * 0.3, y + PLANK_WIDTH * 0.7])
      marks.push(
        `<circle cx="${oneDecimal((holeX + rng.gauss() * 0.003) * pxPerMetre)}" cy="${oneDecimal((holeY + rng.gauss() * 0.003) * pxPerMetre)}" r="${oneDecimal(0.0042 * pxPerMetre)}" fill="#f00"/>`,
      );
  const knots = rng.chance(0.35) ? 1 : 0;
  for (let k = 0; k < knots; k++) {
    const knotX = x + rng.range(0.2, length - 0.2);
    const knotY = y + rng.range(0.04, PLANK_WIDTH - 0.04);
    marks.push(
      `<ellipse cx="${oneDecimal(knotX * pxPerMetre)}" cy="${oneDecimal(knotY * pxPerMetre)}" rx="${oneDecimal(rng.range(0.018, 0.03) * pxPerMetre)}" ry="${oneDecimal(rng.range(0.008, 0.013) * pxPerMetre)}" fill="#00f" fill-opacity="0.9"/>`,
    );
  }
  return marks;
}

export function drawWood(layout: Layout, angle: number) {
  const rng = layout.rng;
  const pxPerMetre = layout.pxPerMetre;
  const { span } = layout.centre();
  const sideJointWidth = 0.011 * pxPerMetre;
  const planks: string[] = [];
  const marks: string[] = [];
  for (let y = -span; y < span; y += PLANK_WIDTH) {
    let x = -span - rng.range(0, 2);
    while (x < span) {
      const length = rng.pick([1.2, 1.5, 1.8, 2.4, 2.4]);
      // texture angle follows the plank axis (SVG rotate is clockwise in plan px)
      const id = layout.addRegion("stone", { textureAngle: (-angle * Math.PI) / 180 + rng.range(-0.01, 0.01), textureOffsetY: rng.range(0, 50) });
      planks.push(
        `<rect x="${oneDecimal(x * pxPerMetre)}" y="${oneDecimal(y * pxPerMetre)}" width="${oneDecimal(length * pxPerMetre)}" height="${oneDecimal(PLANK_WIDTH * pxPerMetre)}" fill="${regionColour(id)}" ${jointStroke(sideJointWidth)}/>`,
      );
      marks.push(...plankMarks(rng, pxPerMetre, x, y, length));
      x += length;
    }
  }
  layout.idSvg.push(layout.rotatedAboutCentre(angle, planks.join("")));
  layout.featureSvg.push(layout.rotatedAboutCentre(angle, marks.join("")));
}
