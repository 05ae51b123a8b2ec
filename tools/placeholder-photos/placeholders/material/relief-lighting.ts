/**
 * Turns the painted height, colour and gloss into texels: cavity occlusion (and more release in
 * the low spots), a damp darker band along the lawn, normals from the height field, and soft
 * self-shadowing toward the scene's sun so the stamp relief reads at a distance.
 */
import { blur } from "../blur";
import { clamp, clamp01, lerp, wrapIndex, type Vec3 } from "../math";
import type { Plan } from "../plan/layout";
import { Channel, TEXEL_CHANNELS } from "../texture";
import type { Material } from "./material";
import type { SurfaceFields } from "./paint-context";

/** Lawn coverage: the lawn / bed mask and its blur (for the damp edge). */
export interface LawnMasks {
  mask: Float32Array;
  blurred: Float32Array;
}

export function composeTexels(plan: Plan, material: Material, fields: SurfaceFields, lawn: LawnMasks, mm: number): Float32Array {
  const n = plan.width * plan.height;
  const heightBlur = blur(fields.height, plan.width, plan.height, 0.02 * plan.pxPerMetre, plan.wrap);
  const texels = new Float32Array(n * TEXEL_CHANNELS);
  const releaseColour = material.releaseColour;
  const { albedo } = fields;
  for (let i = 0; i < n; i++) {
    const cavity = heightBlur[i] - fields.height[i];
    const isLawn = lawn.mask[i];
    let release = fields.release[i];
    if (!isLawn) release = clamp01(release + clamp01(cavity / (1.5 * mm + 0.01)) * 0.5 * material.releaseAmount);
    const texel = i * TEXEL_CHANNELS;
    const nearLawn = isLawn ? 0 : lawn.blurred[i];
    const damp = 1 - 0.3 * nearLawn;
    texels[texel + Channel.albedoR] = lerp(albedo[i * 3], releaseColour[0], release) * damp;
    texels[texel + Channel.albedoG] = lerp(albedo[i * 3 + 1], releaseColour[1], release) * damp;
    texels[texel + Channel.albedoB] = lerp(albedo[i * 3 + 2], releaseColour[2], release) * damp;
    texels[texel + Channel.ambientOcclusion] = clamp01(
      1 - 0.45 * clamp01(cavity / (4 * mm + 0.01)) - (isLawn ? 0.3 * (1 - lawn.blurred[i]) + 0.1 : 0.35 * nearLawn),
    );
    texels[texel + Channel.gloss] = fields.gloss[i] * (1 - 0.5 * release);
  }
  return texels;
}

/** Index of plan pixel (x, y), wrapping or clamping at the edges. */
function planIndexer(plan: Plan) {
  const { width: w, height: h } = plan;
  return plan.wrap
    ? (x: number, y: number) => wrapIndex(y, h) * w + wrapIndex(x, w)
    : (x: number, y: number) => clamp(y, 0, h - 1) * w + clamp(x, 0, w - 1);
}

/** Tangent-space normals from the height field (central differences). */
export function writeNormals(plan: Plan, height: Float32Array, texels: Float32Array) {
  const indexOf = planIndexer(plan);
  for (let y = 0; y < plan.height; y++)
    for (let x = 0; x < plan.width; x++) {
      const i = y * plan.width + x;
      const dx = (height[indexOf(x + 1, y)] - height[indexOf(x - 1, y)]) * 0.5;
      const dy = (height[indexOf(x, y + 1)] - height[indexOf(x, y - 1)]) * 0.5;
      const length = Math.hypot(dx, dy, 1);
      texels[i * TEXEL_CHANNELS + Channel.normalX] = -dx / length;
      texels[i * TEXEL_CHANNELS + Channel.normalY] = -dy / length;
    }
}

/** Soft self-shadow: marches toward the sun (texture space [du, dv, up]) over the height field. */
export function writeSunShadow(plan: Plan, height: Float32Array, texels: Float32Array, sunInTexture: Vec3, mm: number) {
  const n = plan.width * plan.height;
  const horizontal = Math.hypot(sunInTexture[0], sunInTexture[1]);
  if (!(horizontal > 1e-3 && sunInTexture[2] > 0)) {
    for (let i = 0; i < n; i++) texels[i * TEXEL_CHANNELS + Channel.sunShadow] = 1;
    return;
  }
  const indexOf = planIndexer(plan);
  const stepX = sunInTexture[0] / horizontal;
  const stepY = sunInTexture[1] / horizontal;
  const risePerPixel = sunInTexture[2] / horizontal;
  const distances = [1, 2, 3, 5, 7, 10, 14, 20, 28, 40];
  const softness = 1.2 * mm + 0.4;
  for (let y = 0; y < plan.height; y++)
    for (let x = 0; x < plan.width; x++) {
      const i = y * plan.width + x;
      const here = height[i];
      let occlusion = 0;
      for (const s of distances) {
        const above = height[indexOf(Math.round(x + stepX * s), Math.round(y + stepY * s))] - (here + s * risePerPixel);
        if (above > occlusion) occlusion = above;
      }
      texels[i * TEXEL_CHANNELS + Channel.sunShadow] = 1 - 0.85 * clamp01(occlusion / softness);
    }
}
