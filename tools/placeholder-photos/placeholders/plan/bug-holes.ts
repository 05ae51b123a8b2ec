/**
 * Form-finished concrete (step risers and sides): a small wrapping tile with scattered bug
 * holes (air pockets left against the form) in the red feature mask.
 */
import { oneDecimal } from "../math";
import type { Layout } from "./layout";

export function drawBugHoles(layout: Layout, count: number) {
  const { rng } = layout;
  const { width, height } = layout.plan;
  for (let i = 0; i < count; i++)
    layout.featureSvg.push(
      `<circle cx="${oneDecimal(rng.range(0, width))}" cy="${oneDecimal(rng.range(0, height))}" r="${oneDecimal(rng.range(0.7, 2))}" fill="#f00"/>`,
    );
}
