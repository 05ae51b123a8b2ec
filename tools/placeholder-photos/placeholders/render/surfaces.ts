/**
 * The scene's geometry: bounded planes (ground, walls, step faces, ceiling), each shaded from
 * a baked texture or an analytic shader; ray / plane intersection and surface shading.
 */
import type { Vec3 } from "../math";
import type { Plan } from "../plan/layout";
import { Channel, TEXEL_CHANNELS, type Texture } from "../texture";

/** Material values at a surface point, before lighting. */
export interface Shade {
  r: number;
  g: number;
  b: number;
  /** tangent-space normal (along the surface's tangent and bitangent) */
  normalX: number;
  normalY: number;
  occlusion: number;
  shadow: number;
  gloss: number;
  /** emitted / reflected radiance added after lighting */
  emitR: number;
  emitG: number;
  emitB: number;
}

export const newShade = (): Shade => ({ r: 0, g: 0, b: 0, normalX: 0, normalY: 0, occlusion: 1, shadow: 1, gloss: 0, emitR: 0, emitG: 0, emitB: 0 });

/** Analytic shader: (u, v) metres on the surface, pixel footprint (footprintU, footprintV) metres. */
export type SurfaceShader = (u: number, v: number, footprintU: number, footprintV: number, out: Shade) => void;

export interface Surface {
  name: string;
  origin: Vec3;
  normal: Vec3;
  /** unit tangent (u) and bitangent (v) directions */
  tangent: Vec3;
  bitangent: Vec3;
  uMin: number;
  uMax: number;
  vMin: number;
  vMax: number;
  texture?: Texture;
  /** texture px per metre and offsets: texU = u * pxPerMetre + textureOffsetU */
  pxPerMetre?: number;
  textureOffsetU?: number;
  textureOffsetV?: number;
  shader?: SurfaceShader;
  /** post-texture modifier (contact shadows, arrises etc.) */
  modifier?: (u: number, v: number, out: Shade) => void;
  /** mirror reflection strength (polished floors) and its blur per metre */
  mirror?: number;
  mirrorBlur?: number;
  /** multiplier of the sun highlight's sharpness */
  specularPower?: number;
}

/** Signed distance from `from` to the surface's plane, measured along its normal. */
function offsetAlongNormal(surface: Surface, from: Vec3): number {
  return (
    (surface.origin[0] - from[0]) * surface.normal[0] +
    (surface.origin[1] - from[1]) * surface.normal[1] +
    (surface.origin[2] - from[2]) * surface.normal[2]
  );
}

/** Surface coordinates of the point from + dir * t. */
function surfaceUV(surface: Surface, from: Vec3, dir: Vec3, t: number): [number, number] {
  const Px = from[0] + dir[0] * t - surface.origin[0];
  const Py = from[1] + dir[1] * t - surface.origin[1];
  const Pz = from[2] + dir[2] * t - surface.origin[2];
  return [
    Px * surface.tangent[0] + Py * surface.tangent[1] + Pz * surface.tangent[2],
    Px * surface.bitangent[0] + Py * surface.bitangent[1] + Pz * surface.bitangent[2],
  ];
}

/** Ray parameter of the hit on the front of the bounded plane, or Infinity. */
function hitPlane(surface: Surface, from: Vec3, dir: Vec3): number {
  const facing = dir[0] * surface.normal[0] + dir[1] * surface.normal[1] + dir[2] * surface.normal[2];
  if (facing >= -1e-9) return Infinity;
  const t = offsetAlongNormal(surface, from) / facing;
  if (t <= 1e-6) return Infinity;
  const [u, v] = surfaceUV(surface, from, dir, t);
  if (u < surface.uMin || u > surface.uMax || v < surface.vMin || v > surface.vMax) return Infinity;
  return t;
}

/** Surface coordinates where the ray meets the (unbounded) plane. */
export function planeUV(surface: Surface, from: Vec3, dir: Vec3): [number, number] {
  const facing = dir[0] * surface.normal[0] + dir[1] * surface.normal[1] + dir[2] * surface.normal[2];
  const t = offsetAlongNormal(surface, from) / (Math.abs(facing) < 1e-12 ? -1e-12 : facing);
  return surfaceUV(surface, from, dir, t);
}

/** Nearest surface hit along the ray (ignoring `skip`). */
export function trace(surfaces: Surface[], from: Vec3, dir: Vec3, skip?: Surface): { surface: Surface; t: number } | null {
  let best: Surface | null = null;
  let bestT = Infinity;
  for (const surface of surfaces) {
    if (surface === skip) continue;
    const t = hitPlane(surface, from, dir);
    if (t < bestT) {
      bestT = t;
      best = surface;
    }
  }
  return best ? { surface: best, t: bestT } : null;
}

const texelScratch = new Float32Array(TEXEL_CHANNELS);

/** Fills `out` with the surface's material at (u, v), filtered for a footprint (footprintU, footprintV) m. */
export function shadeSurface(surface: Surface, u: number, v: number, footprintU: number, footprintV: number, out: Shade) {
  out.emitR = out.emitG = out.emitB = 0;
  if (surface.texture) {
    const pxPerMetre = surface.pxPerMetre!;
    const texU = u * pxPerMetre + (surface.textureOffsetU ?? 0);
    const texV = v * pxPerMetre + (surface.textureOffsetV ?? 0);
    const longer = Math.max(footprintU, footprintV) * pxPerMetre;
    const shorter = Math.min(footprintU, footprintV) * pxPerMetre;
    // anisotropic footprint: favour the shorter axis, but not below 1/2.5 of the longer
    const footprint = Math.max(shorter, longer / 2.5);
    surface.texture.sample(texU, texV, footprint > 1 ? Math.log2(footprint) : 0, texelScratch);
    out.r = texelScratch[Channel.albedoR];
    out.g = texelScratch[Channel.albedoG];
    out.b = texelScratch[Channel.albedoB];
    out.normalX = texelScratch[Channel.normalX];
    out.normalY = texelScratch[Channel.normalY];
    out.occlusion = texelScratch[Channel.ambientOcclusion];
    out.shadow = texelScratch[Channel.sunShadow];
    out.gloss = texelScratch[Channel.gloss];
  } else if (surface.shader) {
    out.normalX = out.normalY = 0;
    out.occlusion = 1;
    out.shadow = 1;
    out.gloss = 0;
    surface.shader(u, v, footprintU, footprintV, out);
  }
  if (surface.modifier) surface.modifier(u, v, out);
}

/** Axes of level ground, matching the plan: u along +X, v toward the camera (-Y). */
export const GROUND_AXES = { normal: [0, 0, 1] as Vec3, tangent: [1, 0, 0] as Vec3, bitangent: [0, -1, 0] as Vec3 };

/** The textured ground plane (Z = 0) covering a plan; unbounded when the plan wraps. */
export function groundSurface(plan: Plan, texture: Texture, overrides: Partial<Surface> = {}): Surface {
  const unbounded = plan.wrap ? 1e4 : 0;
  return {
    name: "ground",
    origin: [plan.minX, plan.maxY, 0],
    ...GROUND_AXES,
    uMin: -unbounded,
    uMax: plan.width / plan.pxPerMetre + unbounded,
    vMin: -unbounded,
    vMax: plan.height / plan.pxPerMetre + unbounded,
    texture,
    pxPerMetre: plan.pxPerMetre,
    ...overrides,
  };
}

/**
 * A rectangle [0, uMax] x [0, vMax] of the plane through `origin` with the given normal and
 * (u, v) axes, plus any other surface fields.
 */
export function rectangleSurface(
  name: string,
  origin: Vec3,
  axes: { normal: Vec3; tangent: Vec3; bitangent: Vec3 },
  uMax: number,
  vMax: number,
  rest: Partial<Surface> = {},
): Surface {
  return { name, origin, ...axes, uMin: 0, uMax, vMin: 0, vMax, ...rest };
}

/** Axes of an upright face toward the camera (-Y): u along +X, v up. */
export const FACING_CAMERA = { normal: [0, -1, 0] as Vec3, tangent: [1, 0, 0] as Vec3, bitangent: [0, 0, 1] as Vec3 };

/** A wall facing the camera at depth Y, shaded by `shader` in (X, Z) metres. */
export function wallSurface(Y: number, shader: SurfaceShader, height = 8): Surface {
  return rectangleSurface("wall", [-100, Y, 0], FACING_CAMERA, 200, height, {
    shader: (u, v, footprintU, footprintV, out) => shader(u - 100, v, footprintU, footprintV, out),
  });
}
