/**
 * Small scalar, colour and vector helpers shared by every stage of the placeholder renderer.
 * Colours are linear RGB triples; world vectors are [X, Y, Z] with Z up and Y the camera's forward.
 */

export type RGB = [number, number, number];
export type Vec3 = [number, number, number];
/** A 2-D point: world metres or plan pixels, depending on the caller. */
export type Point = [number, number];

export const clamp01 = (x: number) => (x < 0 ? 0 : x > 1 ? 1 : x);
export const clamp = (x: number, min: number, max: number) => (x < min ? min : x > max ? max : x);
/** value modulo size, always in [0, size) (for tiles that wrap). */
export const wrapIndex = (value: number, size: number) => ((value % size) + size) % size;
export const lerp = (from: number, to: number, t: number) => from + (to - from) * t;

export function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = clamp01((x - edge0) / (edge1 - edge0));
  return t * t * (3 - 2 * t);
}

export const fract = (x: number) => x - Math.floor(x);

/** Anti-aliased box: 1 inside [start, end], edges softened over `softness`. */
export function smoothBand(x: number, start: number, end: number, softness: number): number {
  return smoothstep(start - softness, start + softness, x) - smoothstep(end - softness, end + softness, x);
}

export const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

export function normalize(v: Vec3): Vec3 {
  const length = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / length, v[1] / length, v[2] / length];
}

export const srgbToLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4));
export const linearToSrgb = (l: number) => (l <= 0.0031308 ? l * 12.92 : 1.055 * Math.pow(l, 1 / 2.4) - 0.055);

/** "#rrggbb" to linear RGB. */
export function hexToLinear(hex: string): RGB {
  const packed = parseInt(hex.slice(1), 16);
  return [srgbToLinear(((packed >> 16) & 255) / 255), srgbToLinear(((packed >> 8) & 255) / 255), srgbToLinear((packed & 255) / 255)];
}

export const mixRgb = (a: RGB, b: RGB, t: number): RGB => [lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t)];
export const scaleRgb = (colour: RGB, factor: number): RGB => [colour[0] * factor, colour[1] * factor, colour[2] * factor];

/** Sun direction from azimuth (degrees from +Y, the camera's forward, toward +X) and elevation. */
export function sunDirection(azimuthDeg: number, elevationDeg: number): Vec3 {
  const azimuth = (azimuthDeg * Math.PI) / 180;
  const elevation = (elevationDeg * Math.PI) / 180;
  return [Math.cos(elevation) * Math.sin(azimuth), Math.cos(elevation) * Math.cos(azimuth), Math.sin(elevation)];
}

/** Rounds to one decimal, for compact SVG coordinates. */
export const oneDecimal = (x: number) => Math.round(x * 10) / 10;
