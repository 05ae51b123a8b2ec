/**
 * Ashlar slate stamp: running courses of 30 / 60 / 90 / 120 cm squares and rectangles, some
 * courses stacked from two rows of smaller stones, each stone with slightly jittered corners.
 */
import { svgPoints, jointStroke, regionColour } from "../svg";
import type { Point } from "../math";
import type { Layout } from "./layout";

export function drawAshlar(layout: Layout, angle: number, unit = 0.3) {
  const rng = layout.rng;
  const pxPerMetre = layout.pxPerMetre;
  const jointWidth = 0.017 * pxPerMetre;
  const { span } = layout.centre();
  const parts: string[] = [];
  const stone = (x: number, y: number, width: number, height: number) => {
    const id = layout.addRegion("stone", { textureAngle: rng.chance(0.5) ? rng.range(-0.15, 0.15) : Math.PI / 2 + rng.range(-0.15, 0.15) });
    const jitter = () => rng.gauss() * 0.003 * pxPerMetre;
    const corners: Point[] = [
      [x * pxPerMetre + jitter(), y * pxPerMetre + jitter()],
      [(x + width) * pxPerMetre + jitter(), y * pxPerMetre + jitter()],
      [(x + width) * pxPerMetre + jitter(), (y + height) * pxPerMetre + jitter()],
      [x * pxPerMetre + jitter(), (y + height) * pxPerMetre + jitter()],
    ];
    parts.push(`<polygon points="${svgPoints(corners)}" fill="${regionColour(id)}" ${jointStroke(jointWidth)}/>`);
  };
  let y = -span;
  while (y < span) {
    const courseUnits = rng.chance(0.2) ? 1 : 2;
    let x = -span - rng.range(0, 2) * unit;
    while (x < span) {
      const usedWidth = courseUnits === 1 ? singleRowStone(x, y) : doubleCourseStones(x, y);
      x += usedWidth;
    }
    y += courseUnits * unit;
  }
  layout.idSvg.push(layout.rotatedAboutCentre(angle, parts.join("")));

  /** One stone in a one-unit course; returns the width used. */
  function singleRowStone(x: number, y: number): number {
    const widthUnits = rng.pick([1, 2, 2, 3]);
    stone(x, y, widthUnits * unit, unit);
    return widthUnits * unit;
  }

  /** Stones filling a two-unit course at x; returns the width used. */
  function doubleCourseStones(x: number, y: number): number {
    const choice = rng.next();
    if (choice < 0.32) {
      const widthUnits = rng.pick([2, 3, 3, 4]);
      stone(x, y, widthUnits * unit, 2 * unit);
      return widthUnits * unit;
    }
    if (choice < 0.55) {
      stone(x, y, 2 * unit, 2 * unit);
      return 2 * unit;
    }
    if (choice < 0.8) {
      const widthUnits = rng.pick([2, 3]);
      const lowerUnits = rng.chance(0.4) ? widthUnits - 1 : widthUnits;
      stone(x, y, widthUnits * unit, unit);
      stone(x, y + unit, lowerUnits * unit, unit);
      if (lowerUnits < widthUnits) stone(x + lowerUnits * unit, y + unit, unit, unit);
      return widthUnits * unit;
    }
    stone(x, y, unit, unit);
    stone(x, y + unit, unit, unit);
    return unit;
  }
}
