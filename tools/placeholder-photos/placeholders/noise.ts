/**
 * Tileable noise: a small bank of feTurbulence textures rendered by sharp (librsvg), made
 * seamless here because librsvg's stitchTiles is not. Every pattern, material and shader
 * samples these tiles instead of computing noise per pixel.
 */
import sharp from "sharp";

const TILE_SIZE = 512;
const TILE_MASK = TILE_SIZE - 1;

export class NoiseTile {
  /** channels: three normalised fields; period: size in tile pixels of the base octave. */
  constructor(
    readonly channels: Float32Array[],
    readonly period: number,
  ) {}

  /** Bilinear, wrapping lookup in tile pixels. */
  atTilePixel(channel: number, x: number, y: number): number {
    const field = this.channels[channel];
    const xFloor = Math.floor(x);
    const yFloor = Math.floor(y);
    const fx = x - xFloor;
    const fy = y - yFloor;
    const x0 = xFloor & TILE_MASK;
    const row0 = (yFloor & TILE_MASK) * TILE_SIZE;
    const x1 = (x0 + 1) & TILE_MASK;
    const row1 = ((yFloor + 1) & TILE_MASK) * TILE_SIZE;
    const topLeft = field[row0 + x0];
    const topRight = field[row0 + x1];
    const bottomLeft = field[row1 + x0];
    const bottomRight = field[row1 + x1];
    return topLeft + (topRight - topLeft) * fx + (bottomLeft - topLeft + (topLeft - topRight - bottomLeft + bottomRight) * fx) * fy;
  }

  /** Lookup in world units: `featureSize` is the size of the base feature. */
  sample(channel: number, x: number, y: number, featureSize: number): number {
    const scale = this.period / featureSize;
    return this.atTilePixel(channel, x * scale, y * scale);
  }
}

/** Rasterises a double-size feTurbulence square (8-bit RGB). */
async function renderTurbulence(size: number, seed: number, periodX: number, periodY: number, octaves: number, type: "fractalNoise" | "turbulence") {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
<filter id="n" filterUnits="userSpaceOnUse" x="0" y="0" width="${size}" height="${size}" color-interpolation-filters="sRGB">
<feTurbulence type="${type}" baseFrequency="${1 / periodX} ${1 / periodY}" numOctaves="${octaves}" seed="${seed}"/>
<feColorMatrix type="matrix" values="1 0 0 0 0  0 1 0 0 0  0 0 1 0 0  0 0 0 0 1"/>
</filter><rect width="${size}" height="${size}" filter="url(#n)"/></svg>`;
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
}

/**
 * One channel of the double-size render, normalised to zero mean and unit variance and folded
 * into a periodic tile with a variance-preserving four-way blend:
 * F(x) = w(x) N(x) + (1 - w(x)) N(x + size), w: 0 -> 1 across the tile, so F(0) = F(size).
 */
function seamlessChannel(rgb: Buffer, channel: number): Float32Array {
  const big = TILE_SIZE * 2;
  let sum = 0;
  let sumOfSquares = 0;
  for (let i = 0; i < big * big; i++) {
    const value = rgb[i * 3 + channel];
    sum += value;
    sumOfSquares += value * value;
  }
  const mean = sum / (big * big);
  const deviation = Math.sqrt(sumOfSquares / (big * big) - mean * mean) || 1;
  const normalised = (x: number, y: number) => (rgb[(y * big + x) * 3 + channel] - mean) / deviation;
  const tile = new Float32Array(TILE_SIZE * TILE_SIZE);
  for (let y = 0; y < TILE_SIZE; y++) {
    const sinY = Math.sin((Math.PI * y) / (2 * TILE_SIZE));
    const weightY0 = sinY * sinY;
    const weightY1 = 1 - weightY0;
    for (let x = 0; x < TILE_SIZE; x++) {
      const sinX = Math.sin((Math.PI * x) / (2 * TILE_SIZE));
      const weightX0 = sinX * sinX;
      const weightX1 = 1 - weightX0;
      const wHere = weightX0 * weightY0;
      const wRight = weightX1 * weightY0;
      const wBelow = weightX0 * weightY1;
      const wDiagonal = weightX1 * weightY1;
      const blended =
        wHere * normalised(x, y) +
        wRight * normalised(x + TILE_SIZE, y) +
        wBelow * normalised(x, y + TILE_SIZE) +
        wDiagonal * normalised(x + TILE_SIZE, y + TILE_SIZE);
      tile[y * TILE_SIZE + x] = blended / Math.sqrt(wHere * wHere + wRight * wRight + wBelow * wBelow + wDiagonal * wDiagonal);
    }
  }
  return tile;
}

async function noiseTile(seed: number, periodX: number, periodY: number, octaves: number, type: "fractalNoise" | "turbulence"): Promise<NoiseTile> {
  const rgb = await renderTurbulence(TILE_SIZE * 2, seed, periodX, periodY, octaves, type);
  const channels: Float32Array[] = [];
  for (let channel = 0; channel < 3; channel++) channels.push(seamlessChannel(rgb, channel));
  return new NoiseTile(channels, periodX);
}

export interface NoiseBank {
  /** fractal noise, 5 octaves, base period 64 px: general purpose fBm. */
  fbm: NoiseTile;
  /** smooth fractal noise, 3 octaves: large soft variations. */
  soft: NoiseTile;
  /** turbulence (ridged, abs) 5 octaves: veins, cleft, cracks. */
  turb: NoiseTile;
  /** anisotropic streaks: 4 px across, 128 px along (x varies fast). */
  streak: NoiseTile;
  /** fine grain, period 4 px. */
  fine: NoiseTile;
}

let bankPromise: Promise<NoiseBank> | null = null;
let loadedBank: NoiseBank | null = null;

/** Builds the bank once; must be awaited before any scene is built. */
export function loadNoiseBank(): Promise<NoiseBank> {
  bankPromise ??= (async () => ({
    fbm: await noiseTile(11, 64, 64, 5, "fractalNoise"),
    soft: await noiseTile(23, 128, 128, 3, "fractalNoise"),
    turb: await noiseTile(37, 64, 64, 5, "turbulence"),
    streak: await noiseTile(41, 4, 128, 2, "fractalNoise"),
    fine: await noiseTile(53, 4, 4, 2, "fractalNoise"),
  }))();
  void bankPromise.then((bank) => (loadedBank = bank));
  return bankPromise;
}

/** The loaded bank (after `await loadNoiseBank()`). */
export function noiseBank(): NoiseBank {
  if (!loadedBank) throw new Error("noise bank used before loadNoiseBank() finished");
  return loadedBank;
}
