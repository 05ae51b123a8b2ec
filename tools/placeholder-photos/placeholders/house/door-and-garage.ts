/**
 * Doors and garage doors: a leaf inside the trim with raised panels (bevels catch the light),
 * garage section grooves and road dirt along the bottom, and a lever handle on entry doors.
 */
import { fract, hexToLinear, lerp, scaleRgb, smoothBand, smoothstep } from "../math";
import type { Shade } from "../render/surfaces";
import type { OpeningPixel } from "./wall-options";

const LEAF_DEFAULT = hexToLinear("#e6e4df");
const HANDLE = hexToLinear("#3a3632");

/** Where (X, Z) falls within the grid of panels: distances to the nearest section / panel edge. */
function panelPosition({ opening, X, Z, frameWidth }: OpeningPixel, garage: boolean) {
  const rows = garage ? 4 : 2;
  const cols = garage ? 4 : 1;
  const sectionHeight = (opening.z1 - opening.z0 - frameWidth) / rows;
  const withinSection = fract((Z - opening.z0) / sectionHeight);
  const panelWidth = (opening.x1 - opening.x0 - 2 * frameWidth) / cols;
  const withinPanel = fract((X - opening.x0 - frameWidth) / panelWidth);
  return {
    withinSection,
    withinPanel,
    distZ: Math.min(withinSection, 1 - withinSection) * sectionHeight,
    distX: Math.min(withinPanel, 1 - withinPanel) * panelWidth,
  };
}

/** Lever handle near the opening edge of an entry door. */
function addHandle({ opening, X, Z, softX, softZ, frameWidth }: OpeningPixel, out: Shade) {
  const handleX = opening.x1 - frameWidth - 0.09;
  const handleZ = opening.z0 + 1.0;
  const handle = smoothBand(X, handleX - 0.012, handleX + 0.1, softX) * smoothBand(Z, handleZ - 0.012, handleZ + 0.012, softZ);
  if (handle > 0) {
    out.r = lerp(out.r, HANDLE[0], handle);
    out.g = lerp(out.g, HANDLE[1], handle);
    out.b = lerp(out.b, HANDLE[2], handle);
    out.gloss = 0.6 * handle;
  }
}

/** The leaf (where `core` is 1) inside its trim. */
export function shadeDoor(pixel: OpeningPixel, out: Shade) {
  const { wall, opening, Z, softX, softZ, core, wallNoise } = pixel;
  const garage = opening.type === "garage";
  const { withinSection, withinPanel, distZ, distX } = panelPosition(pixel, garage);
  const inset = garage ? 0.07 : 0.09;
  const bevel = 0.025;
  const groove = garage ? 1 - smoothstep(0.003, 0.01 + softZ, distZ) : 0;
  const bevelX =
    smoothstep(inset - softX, inset + softX, distX) *
    (1 - smoothstep(inset + bevel - softX, inset + bevel + softX, distX)) *
    smoothstep(inset, inset + bevel, distZ);
  const bevelZ =
    smoothstep(inset - softZ, inset + softZ, distZ) *
    (1 - smoothstep(inset + bevel - softZ, inset + bevel + softZ, distZ)) *
    smoothstep(inset, inset + bevel, distX);
  const leaf = opening.color ?? LEAF_DEFAULT;
  const dirt = garage ? 1 - 0.12 * (1 - smoothstep(opening.z0, opening.z0 + 0.35, Z)) : 1;
  const colour = scaleRgb(leaf, (1 + 0.02 * wallNoise) * dirt);
  const trim = wall.trim;
  out.r = lerp(trim[0], colour[0], core);
  out.g = lerp(trim[1], colour[1], core);
  out.b = lerp(trim[2], colour[2], core);
  out.normalX = core * bevelX * (withinPanel < 0.5 ? -0.4 : 0.4);
  out.normalY = core * (bevelZ * (withinSection < 0.5 ? -0.4 : 0.4) - groove * 0.5);
  out.occlusion = 1 - 0.45 * groove * core;
  out.shadow = 1 - 0.7 * groove * core;
  out.gloss = 0.08;
  if (!garage) addHandle(pixel, out);
}
