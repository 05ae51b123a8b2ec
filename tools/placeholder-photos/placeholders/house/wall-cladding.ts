/**
 * The wall itself between openings: painted interior drywall with a baseboard, or outside a
 * concrete foundation strip under stucco or lap siding (shadow lines, per-board tone, corner
 * boards). u = X metres, v = Z metres up from the ground.
 */
import { lerp, mixRgb, scaleRgb, smoothBand, smoothstep } from "../math";
import { noiseBank } from "../noise";
import type { Shade } from "../render/surfaces";
import type { ResolvedWall } from "./wall-options";

function interiorDrywall(wall: ResolvedWall, Z: number, softZ: number, out: Shade, wallNoise: number) {
  const baseboard = 1 - smoothstep(0.11 - softZ, 0.11 + softZ, Z);
  const colour = scaleRgb(wall.options.color, 1 + 0.015 * wallNoise);
  out.r = lerp(colour[0], wall.trim[0], baseboard);
  out.g = lerp(colour[1], wall.trim[1], baseboard);
  out.b = lerp(colour[2], wall.trim[2], baseboard);
  out.normalY = 0.3 * smoothBand(Z, 0.1, 0.115, softZ);
  out.occlusion = 0.8 + 0.2 * smoothstep(0, 0.4, Z);
  out.gloss = 0.1 * baseboard;
}

function lapSiding(wall: ResolvedWall, X: number, Z: number, footprintU: number, softZ: number, out: Shade, wallNoise: number) {
  const { boardExposure, foundationHeight } = wall;
  const boardPosition = (Z - foundationHeight) / boardExposure;
  const board = Math.floor(boardPosition);
  const withinBoard = boardPosition - board;
  const antialias = softZ / boardExposure + 0.01;
  const shadowBand = smoothstep(1 - 0.16 - antialias, 1 - 0.04, withinBoard);
  const lip = 1 - smoothstep(0, 0.07 + antialias, withinBoard);
  // per-board tone from a hash of the board number
  const hash = Math.sin(board * 78.233) * 43758.5453;
  const boardTone = hash - Math.floor(hash);
  let colour = scaleRgb(wall.options.color, 1 + 0.025 * wallNoise + 0.03 * (boardTone - 0.5));
  for (const cornerX of wall.options.corners ?? []) {
    const cornerBoard = smoothBand(X, cornerX - 0.07, cornerX + 0.07, Math.max(footprintU, 0.002));
    if (cornerBoard > 0) colour = mixRgb(colour, wall.trim, cornerBoard);
  }
  out.r = colour[0];
  out.g = colour[1];
  out.b = colour[2];
  out.normalY = -0.1 - 0.25 * lip;
  out.occlusion = (1 - 0.5 * shadowBand) * (0.85 + 0.15 * smoothstep(foundationHeight, foundationHeight + 0.4, Z));
  out.shadow = 1 - 0.85 * shadowBand;
}

export function shadeCladding(wall: ResolvedWall, X: number, Z: number, footprintU: number, footprintV: number, out: Shade, wallNoise: number) {
  const noise = noiseBank();
  const softZ = Math.max(footprintV, 0.002);
  const { options, foundationHeight } = wall;
  if (options.style === "interior") return interiorDrywall(wall, Z, softZ, out, wallNoise);
  if (Z < foundationHeight) {
    const colour = scaleRgb(wall.foundationColour, 1 + 0.08 * wallNoise + 0.05 * noise.fine.sample(0, X * 5, Z * 5, 0.01));
    out.r = colour[0];
    out.g = colour[1];
    out.b = colour[2];
    out.occlusion = 0.75 + 0.25 * smoothstep(0, 0.2, Z);
    return;
  }
  if (options.style === "stucco") {
    const colour = scaleRgb(options.color, 1 + 0.05 * wallNoise + 0.04 * noise.fbm.sample(2, X * 4, Z * 4, 0.05));
    out.r = colour[0];
    out.g = colour[1];
    out.b = colour[2];
    out.normalX = 0.15 * noise.fbm.sample(0, X * 8, Z * 8, 0.04);
    out.normalY = 0.15 * noise.fbm.sample(1, X * 8, Z * 8, 0.04);
    return;
  }
  lapSiding(wall, X, Z, footprintU, softZ, out, wallNoise);
}
