/**
 * Flat slab panels separated by tooled control joints: a world rectangle split into
 * cols x rows panels. Each panel keeps its rectangle so broom finishes can trowel a margin.
 */
import { oneDecimal } from "../math";
import { regionColour } from "../svg";
import type { Layout } from "./layout";

export function drawPanels(layout: Layout, X0: number, Y0: number, X1: number, Y1: number, cols: number, rows: number, joint = 0.009) {
  const halfJoint = (joint * layout.pxPerMetre) / 2;
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < cols; i++) {
      const left = layout.planX(X0 + ((X1 - X0) * i) / cols) + (i ? halfJoint : 0);
      const right = layout.planX(X0 + ((X1 - X0) * (i + 1)) / cols) - (i < cols - 1 ? halfJoint : 0);
      const top = layout.planY(Y1 - ((Y1 - Y0) * j) / rows) + (j ? halfJoint : 0);
      const bottom = layout.planY(Y1 - ((Y1 - Y0) * (j + 1)) / rows) - (j < rows - 1 ? halfJoint : 0);
      const id = layout.addRegion("slab", { panelRect: [left, top, right, bottom] });
      layout.idSvg.push(
        `<rect x="${oneDecimal(left)}" y="${oneDecimal(top)}" width="${oneDecimal(right - left)}" height="${oneDecimal(bottom - top)}" fill="${regionColour(id)}"/>`,
      );
    }
}
