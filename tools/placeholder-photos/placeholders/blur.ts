/**
 * Gaussian blur of single-channel float fields, approximated by three box-blur passes per axis
 * (librsvg's feGaussianBlur is far too slow at texture sizes).
 */
import { clamp } from "./math";

/** Radii of `passes` box blurs whose combination approximates a gaussian of `sigma`. */
function boxRadiiForGaussian(sigma: number, passes = 3): number[] {
  const idealWidth = Math.sqrt((12 * sigma * sigma) / passes + 1);
  let lowerWidth = Math.floor(idealWidth);
  if (lowerWidth % 2 === 0) lowerWidth--;
  const upperWidth = lowerWidth + 2;
  const idealLowerCount = (12 * sigma * sigma - passes * lowerWidth * lowerWidth - 4 * passes * lowerWidth - 3 * passes) / (-4 * lowerWidth - 4);
  const lowerCount = Math.round(idealLowerCount);
  const widths: number[] = [];
  for (let i = 0; i < passes; i++) widths.push(i < lowerCount ? lowerWidth : upperWidth);
  return widths.map((width) => (width - 1) / 2);
}

/**
 * One running-sum box blur along lines of a 2-D field: `lineCount` lines of `lineLength`
 * samples, line k starting at k * lineStride, samples `sampleStride` apart.
 */
function boxBlurLines(
  src: Float32Array,
  dst: Float32Array,
  lineCount: number,
  lineLength: number,
  lineStride: number,
  sampleStride: number,
  radius: number,
  wrap: boolean,
) {
  const inverseWidth = 1 / (2 * radius + 1);
  const len = lineLength;
  for (let line = 0; line < lineCount; line++) {
    const start = line * lineStride;
    let sum = 0;
    for (let k = -radius; k <= radius; k++) {
      const pos = wrap ? ((k % len) + len) % len : clamp(k, 0, len - 1);
      sum += src[start + pos * sampleStride];
    }
    for (let pos = 0; pos < len; pos++) {
      dst[start + pos * sampleStride] = sum * inverseWidth;
      const entering = pos + radius + 1;
      const leaving = pos - radius;
      const enteringPos = wrap ? entering % len : Math.min(entering, len - 1);
      const leavingPos = wrap ? ((leaving % len) + len) % len : Math.max(leaving, 0);
      sum += src[start + enteringPos * sampleStride] - src[start + leavingPos * sampleStride];
    }
  }
}

/** Returns a blurred copy of a width x height field. sigmaY defaults to sigma. */
export function blur(src: Float32Array, width: number, height: number, sigma: number, wrap = false, sigmaY = sigma): Float32Array {
  const current = Float32Array.from(src);
  const scratch = new Float32Array(src.length);
  if (sigma > 0.3)
    for (const radius of boxRadiiForGaussian(sigma)) {
      boxBlurLines(current, scratch, height, width, width, 1, Math.max(0, Math.round(radius)), wrap);
      current.set(scratch);
    }
  if (sigmaY > 0.3)
    for (const radius of boxRadiiForGaussian(sigmaY)) {
      boxBlurLines(current, scratch, width, height, 1, width, Math.max(0, Math.round(radius)), wrap);
      current.set(scratch);
    }
  return current;
}
