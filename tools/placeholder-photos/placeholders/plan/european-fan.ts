/**
 * European fan stamp: overlapping fans of concentric rings of small cobbles, in rows offset
 * by half a fan. Only the upper part of each fan is ever visible, so hidden stones are skipped.
 */
import { oneDecimal } from "../math";
import { jointStroke, regionColour } from "../svg";
import type { Layout } from "./layout";

export function drawFan(layout: Layout, angle: number, fanRadius = 0.9) {
  const rng = layout.rng;
  const pxPerMetre = layout.pxPerMetre;
  const jointWidth = 0.013 * pxPerMetre;
  const { span } = layout.centre();
  const ringWidth = 0.105;
  const ringCount = Math.round(fanRadius / ringWidth);
  const parts: string[] = [];
  const rowHeight = fanRadius / 2;
  const rows = Math.ceil(span / rowHeight) + 2;
  const cols = Math.ceil(span / (2 * fanRadius)) + 2;
  const arcPoint = (centreX: number, centreY: number, radius: number, theta: number) =>
    `${oneDecimal((centreX + radius * Math.cos(theta)) * pxPerMetre)},${oneDecimal((centreY + radius * Math.sin(theta)) * pxPerMetre)}`;
  for (let j = -rows; j <= rows; j++) {
    const centreY = j * rowHeight;
    const rowOffset = j & 1 ? fanRadius : 0;
    for (let i = -cols; i <= cols; i++) {
      const centreX = i * 2 * fanRadius + rowOffset + rng.gauss() * 0.005;
      const hubId = layout.addRegion("stone", { textureAngle: rng.range(0, 6.28) });
      parts.push(
        `<circle cx="${oneDecimal(centreX * pxPerMetre)}" cy="${oneDecimal(centreY * pxPerMetre)}" r="${oneDecimal(ringWidth * 1.1 * pxPerMetre)}" fill="${regionColour(hubId)}" ${jointStroke(jointWidth)}/>`,
      );
      for (let k = 1; k < ringCount; k++) {
        const innerRadius = ringWidth * (k + 0.1);
        const outerRadius = k === ringCount - 1 ? fanRadius : ringWidth * (k + 1.1) + rng.gauss() * 0.004;
        const stoneLength = rng.range(0.11, 0.15);
        const stoneCount = Math.max(4, Math.round((2 * Math.PI * (innerRadius + outerRadius)) / 2 / stoneLength));
        const step = (2 * Math.PI) / stoneCount;
        const startAngle = rng.range(0, step);
        for (let c = 0; c < stoneCount; c++) {
          const from = startAngle + c * step + rng.gauss() * step * 0.06;
          const to = startAngle + (c + 1) * step + rng.gauss() * step * 0.06;
          // only the upper half (and a little past it) is ever visible
          const middle = (from + to) / 2;
          if (Math.sin(middle) > 0.3 && innerRadius > 0.72 * fanRadius) continue;
          const id = layout.addRegion("stone", { textureAngle: rng.range(0, 6.28) });
          const outerArc = `A${oneDecimal(outerRadius * pxPerMetre)},${oneDecimal(outerRadius * pxPerMetre)} 0 0 1 ${arcPoint(centreX, centreY, outerRadius, to)}`;
          const innerArc = `A${oneDecimal(innerRadius * pxPerMetre)},${oneDecimal(innerRadius * pxPerMetre)} 0 0 0 ${arcPoint(centreX, centreY, innerRadius, from)}`;
          parts.push(
            `<path d="M${arcPoint(centreX, centreY, innerRadius, from)}L${arcPoint(centreX, centreY, outerRadius, from)}${outerArc}L${arcPoint(centreX, centreY, innerRadius, to)}${innerArc}Z" fill="${regionColour(id)}" ${jointStroke(jointWidth)}/>`,
          );
        }
      }
    }
  }
  layout.idSvg.push(layout.rotatedAboutCentre(angle, parts.join("")));
}
