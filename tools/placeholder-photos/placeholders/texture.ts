/**
 * Baked material textures: eight interleaved float channels per texel plus a box-filtered
 * mip chain, sampled trilinearly by the ray caster so distant ground does not shimmer.
 */
import { clamp } from "./math";

/** Channels per texel. */
export const TEXEL_CHANNELS = 8;
/** Channel layout of a texel. */
export const Channel = {
  albedoR: 0,
  albedoG: 1,
  albedoB: 2,
  /** tangent-space normal, x and y */
  normalX: 3,
  normalY: 4,
  ambientOcclusion: 5,
  /** self-shadow from the scene's sun */
  sunShadow: 6,
  gloss: 7,
} as const;

interface MipLevel {
  width: number;
  height: number;
  data: Float32Array;
  /** this level's size relative to level 0 */
  scaleX: number;
  scaleY: number;
}

/** Averages 2 x 2 texels into one. */
function halveLevel(src: Float32Array, width: number, halfWidth: number, halfHeight: number): Float32Array {
  const stride = TEXEL_CHANNELS;
  const dst = new Float32Array(halfWidth * halfHeight * stride);
  for (let y = 0; y < halfHeight; y++)
    for (let x = 0; x < halfWidth; x++) {
      const topLeft = (2 * y * width + 2 * x) * stride;
      const topRight = topLeft + stride;
      const bottomLeft = topLeft + width * stride;
      const bottomRight = bottomLeft + stride;
      const target = (y * halfWidth + x) * stride;
      for (let k = 0; k < stride; k++) dst[target + k] = 0.25 * (src[topLeft + k] + src[topRight + k] + src[bottomLeft + k] + src[bottomRight + k]);
    }
  return dst;
}

export class Texture {
  levels: MipLevel[] = [];

  constructor(
    width: number,
    height: number,
    data: Float32Array,
    readonly wrap: boolean,
  ) {
    this.levels.push({ width, height, data, scaleX: 1, scaleY: 1 });
    while (width > 16 && height > 16 && this.levels.length < 10) {
      const halfWidth = width >> 1;
      const halfHeight = height >> 1;
      const halved = halveLevel(this.levels[this.levels.length - 1].data, width, halfWidth, halfHeight);
      const base = this.levels[0];
      this.levels.push({ width: halfWidth, height: halfHeight, data: halved, scaleX: halfWidth / base.width, scaleY: halfHeight / base.height });
      width = halfWidth;
      height = halfHeight;
    }
  }

  /** Adds `weight` times the bilinear sample of mip `levelIndex` at level-0 (u, v) to `out`. */
  private addBilinear(levelIndex: number, u: number, v: number, weight: number, out: Float32Array) {
    const level = this.levels[levelIndex];
    const x = u * level.scaleX - 0.5;
    const y = v * level.scaleY - 0.5;
    let x0 = Math.floor(x);
    let y0 = Math.floor(y);
    const fx = x - x0;
    const fy = y - y0;
    let x1 = x0 + 1;
    let y1 = y0 + 1;
    const levelWidth = level.width;
    const levelHeight = level.height;
    if (this.wrap) {
      x0 = ((x0 % levelWidth) + levelWidth) % levelWidth;
      x1 = ((x1 % levelWidth) + levelWidth) % levelWidth;
      y0 = ((y0 % levelHeight) + levelHeight) % levelHeight;
      y1 = ((y1 % levelHeight) + levelHeight) % levelHeight;
    } else {
      x0 = clamp(x0, 0, levelWidth - 1);
      x1 = clamp(x1, 0, levelWidth - 1);
      y0 = clamp(y0, 0, levelHeight - 1);
      y1 = clamp(y1, 0, levelHeight - 1);
    }
    const data = level.data;
    const stride = TEXEL_CHANNELS;
    const topLeft = (y0 * levelWidth + x0) * stride;
    const topRight = (y0 * levelWidth + x1) * stride;
    const bottomLeft = (y1 * levelWidth + x0) * stride;
    const bottomRight = (y1 * levelWidth + x1) * stride;
    const wTopLeft = (1 - fx) * (1 - fy) * weight;
    const wTopRight = fx * (1 - fy) * weight;
    const wBottomLeft = (1 - fx) * fy * weight;
    const wBottomRight = fx * fy * weight;
    for (let k = 0; k < stride; k++)
      out[k] +=
        data[topLeft + k] * wTopLeft + data[topRight + k] * wTopRight + data[bottomLeft + k] * wBottomLeft + data[bottomRight + k] * wBottomRight;
  }

  /** Trilinear sample into `out`. u, v in level-0 pixels; lod = log2(footprint in level-0 pixels). */
  sample(u: number, v: number, lod: number, out: Float32Array) {
    out.fill(0);
    const coarsest = this.levels.length - 1;
    if (lod <= 0) return this.addBilinear(0, u, v, 1, out);
    if (lod >= coarsest) return this.addBilinear(coarsest, u, v, 1, out);
    const finer = Math.floor(lod);
    const blend = lod - finer;
    this.addBilinear(finer, u, v, 1 - blend, out);
    if (blend > 0.001) this.addBilinear(finer + 1, u, v, blend, out);
  }
}
