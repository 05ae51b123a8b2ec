/**
 * Photographic finish of a rendered frame: auto exposure, depth of field, bloom, vignette,
 * filmic (ACES) tone curve, warmth, saturation, a gentle contrast S-curve and film grain.
 */
import { blur } from "../blur";
import { clamp, clamp01, lerp, linearToSrgb } from "../math";
import { SeededRandom } from "../random";
import type { Frame } from "./ray-caster";

export interface PhotoFinish {
  exposure: number;
  /** focus distance (m), default: the centre of the frame */
  focus?: number;
  aperture: number;
  vignette: number;
  warmth: number;
  contrast: number;
  saturation: number;
  grain: number;
  /** exposure multiplier by normalised position */
  grad?: (nx: number, ny: number) => number;
  bloom?: number;
}

export const defaultFinish = (overrides: Partial<PhotoFinish> = {}): PhotoFinish => ({
  exposure: 1,
  aperture: 0.004,
  vignette: 0.35,
  warmth: 0.25,
  contrast: 1.06,
  saturation: 0.95,
  grain: 0.009,
  ...overrides,
});

/** Blur sigmas of the depth-of-field stack (0 = sharp). */
const FOCUS_SIGMAS = [0, 0.8, 1.8, 3.6, 7];

function aces(x: number): number {
  return clamp01((x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14));
}

/** Exposure scale from the log-average luminance of every 7th pixel. */
function autoExposure(rgb: Float32Array, n: number, exposure: number): number {
  let logSum = 0;
  let count = 0;
  for (let i = 0; i < n; i += 7) {
    const luminance = 0.2126 * rgb[i * 3] + 0.7152 * rgb[i * 3 + 1] + 0.0722 * rgb[i * 3 + 2];
    logSum += Math.log(1e-4 + Math.min(luminance, 4));
    count++;
  }
  const key = Math.exp(logSum / count);
  return (exposure * 0.2) / key;
}

function splitChannels(rgb: Float32Array, n: number): Float32Array[] {
  return [0, 1, 2].map((c) => {
    const channel = new Float32Array(n);
    for (let i = 0; i < n; i++) channel[i] = rgb[i * 3 + c];
    return channel;
  });
}

/** Circle of confusion per pixel from the 1/depth difference to the focus distance. */
function circleOfConfusion(frame: Frame, post: PhotoFinish): Float32Array {
  const { w, h, depth } = frame;
  const focus = post.focus ?? depth[Math.floor(h / 2) * w + Math.floor(w / 2)];
  const coc = new Float32Array(w * h);
  for (let i = 0; i < w * h; i++) coc[i] = Math.min(9, post.aperture * Math.abs(1 / depth[i] - 1 / focus) * w);
  return coc;
}

/** Blurred highlights above the exposed white point, per channel. */
function bloomLayers(channels: Float32Array[], exposureScale: number, w: number, h: number): Float32Array[] {
  return channels.map((channel) => {
    const highlights = new Float32Array(w * h);
    for (let i = 0; i < w * h; i++) highlights[i] = Math.max(0, channel[i] * exposureScale - 0.8);
    return blur(highlights, w, h, w / 80);
  });
}

/** Slightly soft gaussian grain, seeded per image. */
function filmGrain(seed: number, w: number, h: number): Float32Array {
  const rng = new SeededRandom(seed ^ 0x9e3779b9);
  const grain = new Float32Array(w * h);
  for (let i = 0; i < w * h; i++) grain[i] = rng.gauss();
  return blur(grain, w, h, 0.55);
}

/** Gentle S-curve around mid grey; contrast 1 leaves the value unchanged. */
function contrastCurve(value: number, contrast: number): number {
  const clamped = clamp01(value);
  const curved = clamped * clamped * (3 - 2 * clamped);
  return clamp01(lerp(clamped, curved, (contrast - 1) * 2.2));
}

/** Exposure at pixel (x, y): the frame's exposure times vignette and the scene's gradient. */
function exposureAt(post: PhotoFinish, exposureScale: number, x: number, y: number, w: number, h: number): number {
  const nx = x / w;
  const ny = y / h;
  const dx = (nx - 0.5) * (w / h) * 0.75;
  const dy = ny - 0.5;
  const vignette = 1 - post.vignette * Math.pow(clamp01(Math.hypot(dx, dy) * 1.3), 2.4);
  return exposureScale * vignette * (post.grad ? post.grad(nx, ny) : 1);
}

/** Linear exposed colour -> display colour (warmth, tone curve, saturation, contrast), in place; returns luma. */
function grade(colour: Float64Array, post: PhotoFinish): number {
  colour[0] *= 1 + 0.05 * post.warmth;
  colour[2] *= 1 - 0.07 * post.warmth;
  for (let c = 0; c < 3; c++) colour[c] = linearToSrgb(aces(colour[c]));
  const luma = 0.2126 * colour[0] + 0.7152 * colour[1] + 0.0722 * colour[2];
  for (let c = 0; c < 3; c++) colour[c] = luma + (colour[c] - luma) * post.saturation;
  for (let c = 0; c < 3; c++) colour[c] = contrastCurve(colour[c], post.contrast);
  return luma;
}

export function finish(frame: Frame, post: PhotoFinish, seed: number): Uint8Array {
  const { w, h, rgb } = frame;
  const n = w * h;
  const exposureScale = autoExposure(rgb, n, post.exposure);
  const channels = splitChannels(rgb, n);
  const coc = circleOfConfusion(frame, post);
  const focusStack = FOCUS_SIGMAS.map((sigma) => (sigma === 0 ? channels : channels.map((channel) => blur(channel, w, h, sigma))));
  const bloomStrength = post.bloom ?? 0.04;
  const bloom = bloomLayers(channels, exposureScale, w, h);
  const grain = filmGrain(seed, w, h);
  const out = new Uint8Array(n * 3);
  const colour = new Float64Array(3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      // pick the two stack levels around this pixel's blur radius
      const radius = coc[i] * 0.5;
      let level = 0;
      while (level < FOCUS_SIGMAS.length - 2 && FOCUS_SIGMAS[level + 1] < radius) level++;
      const t = clamp01((radius - FOCUS_SIGMAS[level]) / (FOCUS_SIGMAS[level + 1] - FOCUS_SIGMAS[level]));
      const scale = exposureAt(post, exposureScale, x, y, w, h);
      for (let c = 0; c < 3; c++) colour[c] = lerp(focusStack[level][c][i], focusStack[level + 1][c][i], t) * scale + bloom[c][i] * bloomStrength;
      const luma = grade(colour, post);
      const grainAmount = grain[i] * post.grain * (0.5 + 0.9 * Math.sqrt(clamp01(luma)));
      for (let c = 0; c < 3; c++) out[i * 3 + c] = clamp(Math.round((colour[c] + grainAmount) * 255), 0, 255);
    }
  }
  return out;
}
