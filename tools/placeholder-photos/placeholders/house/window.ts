/**
 * Windows: trim frame and muntins around glazing that reflects sky over a tree line (with an
 * optional warm interior glow), or, seen from inside ("bright"), shows daylight over a hedge.
 */
import { clamp01, fract, hexToLinear, mixRgb, scaleRgb, smoothBand, smoothstep, type RGB } from "../math";
import { noiseBank } from "../noise";
import type { Shade } from "../render/surfaces";
import type { Opening, OpeningPixel } from "./wall-options";

const SKY_REFLECTION = hexToLinear("#9fb0c4");
const TREE_REFLECTION = hexToLinear("#3c4436");
const DAYLIGHT = hexToLinear("#eef1f4");
const HEDGE = hexToLinear("#8a9683");
const INTERIOR_GLOW = hexToLinear("#ffb46b");
const DARK_FRAME = hexToLinear("#2a2a2a");

/** What the glass shows at height fraction `heightFraction` of the opening. */
function glassRadiance(opening: Opening, X: number, Z: number, heightFraction: number): RGB {
  const noise = noiseBank();
  if (opening.type === "bright") {
    // interior view of a window: bright daylight, hedge/trees at the bottom
    const hedgeLine = 0.3 + 0.07 * noise.fbm.sample(2, X, 0.5, 1.5) + 0.04 * noise.fbm.sample(0, X, Z, 0.3);
    const hedge = smoothstep(hedgeLine + 0.05, hedgeLine - 0.05, heightFraction);
    const daylight = scaleRgb(DAYLIGHT, 6 + 1.5 * heightFraction);
    const hedgeColour = scaleRgb(HEDGE, 2.6 + 0.5 * noise.fbm.sample(0, X, Z, 0.4));
    return mixRgb(daylight, hedgeColour, hedge);
  }
  const sky = mixRgb(TREE_REFLECTION, SKY_REFLECTION, smoothstep(0.15, 0.85, heightFraction + 0.15 * noise.soft.sample(0, X * 0.7, Z, 1.2)));
  let reflection = scaleRgb(sky, 0.55 + 0.15 * noise.fbm.sample(2, X, Z * 0.3, 0.6));
  if (opening.glow) reflection = mixRgb(reflection, scaleRgb(INTERIOR_GLOW, opening.glow), 0.5 * smoothstep(0.1, 0.8, heightFraction));
  return reflection;
}

/** Frame, muntins and glazing of a window. */
export function shadeWindow(pixel: OpeningPixel, out: Shade) {
  const { wall, opening, X, Z, softX, softZ, frameWidth, inside, core } = pixel;
  const [panesAcross, panesDown] = opening.panes ?? [1, 1];
  const paneX = ((X - opening.x0 - frameWidth) / (opening.x1 - opening.x0 - 2 * frameWidth)) * panesAcross;
  const paneZ = ((Z - opening.z0 - frameWidth) / (opening.z1 - opening.z0 - 2 * frameWidth)) * panesDown;
  const muntin =
    1 -
    smoothBand(fract(paneX), 0.018 * panesAcross, 1 - 0.018 * panesAcross, softX) *
      smoothBand(fract(paneZ), 0.025 * panesDown, 1 - 0.025 * panesDown, softZ);
  const glass = core * (1 - muntin);
  const frame = 1 - glass;
  const seen = glassRadiance(opening, X, Z, clamp01((Z - opening.z0) / (opening.z1 - opening.z0)));
  const frameColour = opening.type === "bright" ? DARK_FRAME : wall.trim;
  out.r = frameColour[0] * frame + 0.02 * glass;
  out.g = frameColour[1] * frame + 0.02 * glass;
  out.b = frameColour[2] * frame + 0.02 * glass;
  out.emitR = seen[0] * glass * inside;
  out.emitG = seen[1] * glass * inside;
  out.emitB = seen[2] * glass * inside;
  out.normalY = 0.25 * smoothBand(Z, opening.z0, opening.z0 + frameWidth * 0.6, softZ) * frame; // sill catches light
  out.occlusion = 1 - 0.3 * smoothBand(Z, opening.z1 - frameWidth - 0.03, opening.z1 - frameWidth, softZ) * glass;
  out.gloss = 0.3 * glass;
}
