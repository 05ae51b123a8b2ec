/** Cobble stamp: running rows of rounded rectangles of mixed lengths, each slightly turned. */
import { oneDecimal } from "../math";
import { regionColour } from "../svg";
import type { Layout } from "./layout";

export function drawCobble(layout: Layout, angle: number) {
  const rng = layout.rng;
  const pxPerMetre = layout.pxPerMetre;
  const { span } = layout.centre();
  const rowHeight = 0.165;
  const jointWidth = 0.016;
  const parts: string[] = [];
  const px = (metres: number) => oneDecimal(metres * pxPerMetre);
  for (let y = -span; y < span; y += rowHeight) {
    let x = -span - rng.range(0, 0.3);
    while (x < span) {
      const length = rng.range(0.17, 0.3);
      const height = rowHeight - jointWidth - rng.range(0, 0.008);
      const id = layout.addRegion("stone", { textureAngle: rng.range(0, 6.28) });
      const turn = rng.gauss() * 1.5;
      const left = x + jointWidth / 2 + rng.gauss() * 0.002;
      const top = y + jointWidth / 2 + rng.gauss() * 0.002;
      parts.push(
        `<rect x="${px(left)}" y="${px(top)}" width="${px(length - jointWidth)}" height="${px(height)}" rx="${px(0.03)}" transform="rotate(${oneDecimal(turn)} ${px(left + length / 2)} ${px(top + height / 2)})" fill="${regionColour(id)}"/>`,
      );
      x += length;
    }
  }
  layout.idSvg.push(layout.rotatedAboutCentre(angle, parts.join("")));
}
