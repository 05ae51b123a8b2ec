/**
 * Bakes a layout and a material into a mip-mapped texture: rasterise the layout, paint every
 * pixel (lawn, mulch or concrete), then derive occlusion, normals and sun self-shadow.
 * Set IMG_DEBUG=1 to print how long each step takes.
 */
import { blur } from "../blur";
import type { Vec3 } from "../math";
import { noiseBank } from "../noise";
import type { Layout } from "../plan/layout";
import { SeededRandom } from "../random";
import { Texture } from "../texture";
import { paintConcrete } from "./concrete";
import { paintGroundCover } from "./lawn-and-mulch";
import type { Material } from "./material";
import { createSurfaceFields, type PaintContext, type SurfaceFields } from "./paint-context";
import type { TexturePoint } from "./pattern-sample";
import { rasteriseFeatureMasks, rasteriseRegionIds, regionKindOf, warpRegionIds } from "./region-maps";
import { composeTexels, writeNormals, writeSunShadow, type LawnMasks } from "./relief-lighting";

const debugLog = (message: string) => {
  if (process.env.IMG_DEBUG) console.log(message);
};

/** 1 where the pixel is stone / slab (not joint), and 1 where it is lawn or bed. */
function coverageMasks(layout: Layout, ids: Int32Array) {
  const stone = new Float32Array(ids.length);
  const lawn = new Float32Array(ids.length);
  for (let i = 0; i < ids.length; i++) {
    const kind = regionKindOf(layout, ids[i]);
    stone[i] = kind === "joint" ? 0 : 1;
    lawn[i] = kind === "lawn" || kind === "bed" ? 1 : 0;
  }
  return { stone, lawn };
}

/** Paints every pixel of the plan into height, colour, gloss and release fields. */
function paintSurface(layout: Layout, context: PaintContext, ids: Int32Array, noiseOffsetX: number, noiseOffsetY: number): SurfaceFields {
  const { width: w, height: h, pxPerMetre } = layout.plan;
  const fields = createSurfaceFields(w * h);
  const point: TexturePoint = { index: 0, x: 0, y: 0, X: 0, Y: 0, noiseX: 0, noiseY: 0, region: layout.regions[0], textureU: 0, textureV: 0 };
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      point.index = i;
      point.x = x;
      point.y = y;
      point.region = layout.regions[ids[i]];
      point.X = x / pxPerMetre;
      point.Y = y / pxPerMetre;
      point.noiseX = point.X + noiseOffsetX;
      point.noiseY = point.Y + noiseOffsetY;
      if (point.region.kind === "lawn" || point.region.kind === "bed") paintGroundCover(context, point, fields);
      else paintConcrete(context, point, fields);
    }
  }
  return fields;
}

/**
 * Builds the material texture for a plan.
 * sunInTexture: sun direction in texture space [du, dv, up].
 */
export async function bakeMaterial(layout: Layout, material: Material, sunInTexture: Vec3, seed: number): Promise<Texture> {
  const { plan } = layout;
  const { width: w, height: h, pxPerMetre } = plan;
  const rng = new SeededRandom(seed);
  const noiseOffsetX = rng.range(0, 400);
  const noiseOffsetY = rng.range(0, 400);
  const startedAt = Date.now();
  const rawIds = await rasteriseRegionIds(layout, startedAt);
  const features = await rasteriseFeatureMasks(layout);
  debugLog(`  feats ${Date.now() - startedAt}ms`);
  const ids = warpRegionIds(layout, material, rawIds, noiseOffsetX, noiseOffsetY);
  const coverage = coverageMasks(layout, ids);
  const context: PaintContext = {
    material,
    noise: noiseBank(),
    mm: pxPerMetre / 1000,
    features,
    edgeBlur: blur(coverage.stone, w, h, Math.max(0.6, (material.jointSoft / 1000) * pxPerMetre), plan.wrap),
    domeBlur: material.dome ? blur(coverage.stone, w, h, 0.02 * pxPerMetre, plan.wrap) : null,
    crackBlur: blur(features.green, w, h, 0.004 * pxPerMetre, plan.wrap),
    marginPx: (material.margin ?? 0) * pxPerMetre,
  };
  const lawn: LawnMasks = { mask: coverage.lawn, blurred: blur(coverage.lawn, w, h, 0.035 * pxPerMetre, plan.wrap) };

  const fields = paintSurface(layout, context, ids, noiseOffsetX, noiseOffsetY);
  debugLog(`  material loop ${Date.now() - startedAt}ms`);
  const texels = composeTexels(plan, material, fields, lawn, context.mm);
  writeNormals(plan, fields.height, texels);
  writeSunShadow(plan, fields.height, texels, sunInTexture, context.mm);
  debugLog(`  shadows ${Date.now() - startedAt}ms`);
  const texture = new Texture(w, h, texels, plan.wrap);
  debugLog(`  mips ${Date.now() - startedAt}ms`);
  return texture;
}
