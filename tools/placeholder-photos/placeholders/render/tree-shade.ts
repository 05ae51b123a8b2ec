/**
 * Dappled shade from a tree canopy: a large soft canopy envelope broken up by leaf clusters
 * with sun flecks between them, averaged over a small disk for the penumbra of leaves a few
 * metres up. Returns sun visibility (1 = lit) at ground point (X, Y).
 */
import { clamp01, smoothstep, type Point } from "../math";
import { noiseBank } from "../noise";

export function canopy(seed: number, cover: number, size = 1, mask?: (X: number, Y: number) => number) {
  const leafCover = (X: number, Y: number, envelope: number) => {
    const noise = noiseBank();
    const leaves = noise.fbm.sample(2, X - seed, Y + seed, 0.3 * size) + 0.4 * noise.fine.sample(1, X + seed * 0.5, Y, 0.08 * size);
    return smoothstep(0.6 - 1.4 * envelope, 0.9 - 1.4 * envelope, leaves);
  };
  const penumbra = 0.045 * size;
  const disk: Point[] = [
    [0, 0],
    [penumbra, 0],
    [-penumbra, 0],
    [0, penumbra],
    [0, -penumbra],
    [penumbra * 0.7, penumbra * 0.7],
    [-penumbra * 0.7, -penumbra * 0.7],
  ];
  return (X: number, Y: number) => {
    const noise = noiseBank();
    const maskValue = mask ? mask(X, Y) : 1;
    if (maskValue <= 0) return 1;
    const envelopeNoise = noise.soft.sample(0, X + seed, Y - seed, 2.6 * size) * 0.8 + noise.fbm.sample(1, X, Y + seed, 0.9 * size) * 0.35;
    const threshold = 0.9 - 1.8 * cover;
    const envelope = smoothstep(threshold - 0.3, threshold + 0.3, envelopeNoise);
    if (envelope <= 0) return 1;
    let leaves = 0;
    for (const [dx, dy] of disk) leaves += leafCover(X + dx, Y + dy, envelope);
    leaves /= disk.length;
    return 1 - 0.8 * maskValue * clamp01(leaves * (0.35 + 0.65 * envelope));
  };
}
