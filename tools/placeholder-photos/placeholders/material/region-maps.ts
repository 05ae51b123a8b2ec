/**
 * Rasterises a layout into per-pixel maps: region ids (crisp), the three anti-aliased feature
 * masks, and the id map domain-warped so joint edges look hand-stamped and grass overhangs
 * the slab edge.
 */
import { clamp, wrapIndex } from "../math";
import { noiseBank } from "../noise";
import type { Layout, RegionKind } from "../plan/layout";
import { rasteriseSvg, regionIdAt, svgDocument } from "../svg";
import type { Material } from "./material";

/** Anti-aliased feature masks 0..1; what each channel means depends on the pattern. */
export interface FeatureMasks {
  red: Float32Array;
  green: Float32Array;
  blue: Float32Array;
}

export function regionKindOf(layout: Layout, id: number): RegionKind {
  return layout.regions[id]?.kind ?? "joint";
}

export async function rasteriseRegionIds(layout: Layout, startedAt: number): Promise<Int32Array> {
  const { width, height } = layout.plan;
  const svg = svgDocument(width, height, layout.idSvg.join(""), true);
  const rgb = await rasteriseSvg(svg);
  if (process.env.IMG_DEBUG) console.log(`  ids ${width}x${height} svg ${(svg.length / 1e6).toFixed(1)}MB raster ${Date.now() - startedAt}ms`);
  const ids = new Int32Array(width * height);
  for (let i = 0; i < ids.length; i++) ids[i] = regionIdAt(rgb, i * 3);
  return ids;
}

export async function rasteriseFeatureMasks(layout: Layout): Promise<FeatureMasks> {
  const { width, height } = layout.plan;
  const n = width * height;
  const masks = { red: new Float32Array(n), green: new Float32Array(n), blue: new Float32Array(n) };
  if (layout.featureSvg.length) {
    const rgb = await rasteriseSvg(svgDocument(width, height, layout.featureSvg.join(""), false));
    for (let i = 0; i < n; i++) {
      masks.red[i] = rgb[i * 3] / 255;
      masks.green[i] = rgb[i * 3 + 1] / 255;
      masks.blue[i] = rgb[i * 3 + 2] / 255;
    }
  }
  return masks;
}

/**
 * Domain-warps the id map: irregular joint edges (much less on straight tooled joints), grass
 * blades overhanging the slab edge, and a mulch bed overhanging in bigger, sparser pieces.
 */
export function warpRegionIds(layout: Layout, material: Material, rawIds: Int32Array, noiseOffsetX: number, noiseOffsetY: number): Int32Array {
  const noise = noiseBank();
  const { plan } = layout;
  const { width: w, height: h, pxPerMetre } = plan;
  const ids = new Int32Array(w * h);
  const straight = material.pattern === "broom" || material.pattern === "weathered" || material.pattern === "knockdown";
  const warpAmplitude = 0.003 * pxPerMetre * (material.warp ?? (straight ? 0.25 : 1));
  const lawnAmplitude = 0.014 * pxPerMetre;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const X = x / pxPerMetre + noiseOffsetX;
      const Y = y / pxPerMetre + noiseOffsetY;
      const warpX = (noise.fbm.sample(0, X, Y, 0.25) + 0.12 * noise.fbm.sample(2, X, Y, 0.04)) * warpAmplitude;
      const warpY = (noise.fbm.sample(1, X, Y, 0.25) + 0.12 * noise.fbm.sample(2, Y, X, 0.04)) * warpAmplitude;
      let sourceX = Math.round(x + warpX);
      let sourceY = Math.round(y + warpY);
      sourceX = plan.wrap ? wrapIndex(sourceX, w) : clamp(sourceX, 0, w - 1);
      sourceY = plan.wrap ? wrapIndex(sourceY, h) : clamp(sourceY, 0, h - 1);
      let id = rawIds[sourceY * w + sourceX];
      const grassX = Math.round(x + noise.fine.sample(0, X, Y, 0.012) * lawnAmplitude);
      const grassY = Math.round(y + noise.fine.sample(1, X, Y, 0.012) * lawnAmplitude);
      const grassId = rawIds[clamp(grassY, 0, h - 1) * w + clamp(grassX, 0, w - 1)];
      const grassKind = regionKindOf(layout, grassId);
      if (grassKind === "lawn") id = grassId;
      else if (grassKind === "bed" && noise.fbm.sample(2, X, Y, 0.03) > 0.3) id = grassId;
      ids[y * w + x] = id;
    }
  return ids;
}
