/**
 * Generates the placeholder "photographs" in assets/photos/ (committed). Real photos replace them
 * later: see scripts/images/README.md. Afterwards run scripts/images/build-variants.ts.
 *
 *   npx tsx tools/placeholder-photos/generate-sources.ts                       # all images (2 processes)
 *   npx tsx tools/placeholder-photos/generate-sources.ts hero-stamped-patio    # only the named ones
 *   IMG_DEBUG=1 ...                                                  # print material timings
 *
 * Output is deterministic (seeded PRNG, seeded feTurbulence): re-running gives the same files.
 *
 * How a picture is made (modules under placeholders/):
 *  1. Noise (noise.ts): a small bank of tileable feTurbulence textures rendered by sharp.
 *  2. Pattern (plan/): the stamp / joint layout is drawn as SVG in "plan" (top-down) space and
 *     rasterised: once as a crisp id map (one colour per stone), once as anti-aliased feature masks.
 *  3. Material (material/): height, albedo and gloss per pixel (joints, slate cleft, broom
 *     striations, antiquing release, mottling, grain, lawn, mulch, cracks), then normals, cavity
 *     occlusion, sun self-shadow and a mip-map chain.
 *  4. Camera (render/, house/, scenes/): a small ray caster looks at the textured ground plus
 *     analytic house walls, windows, doors, steps and ceilings, lit by sun and sky.
 *  5. Photo finish (render/photo-finish.ts): depth of field, bloom, vignette, filmic tone curve,
 *     grading and grain; saved here as a mozjpeg JPEG at quality 86.
 *
 * This file is the command line: it picks the images, spreads them over worker processes and
 * writes the JPEGs.
 */
import sharp from "sharp";
import { spawn } from "node:child_process";
import { mkdirSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadNoiseBank } from "./placeholders/noise";
import { finish } from "./placeholders/render/photo-finish";
import { render } from "./placeholders/render/ray-caster";
import { allScenes } from "./placeholders/scenes/all-scenes";
import type { SceneSpec } from "./placeholders/scenes/scene-spec";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const OUT_DIR = path.join(ROOT, "assets", "photos");

sharp.concurrency(2);

/** FNV-1a hash of the image name: the seed of its film grain. */
function hashName(name: string): number {
  let hash = 2166136261;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 16777619);
  return hash >>> 0;
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

async function renderOne(spec: SceneSpec): Promise<number> {
  const startedAt = Date.now();
  const scene = await spec.build();
  const builtAt = Date.now();
  const frame = render(scene);
  const renderedAt = Date.now();
  const pixels = finish(frame, scene.post, hashName(spec.name));
  const file = path.join(OUT_DIR, `${spec.name}.jpg`);
  const info = await sharp(Buffer.from(pixels.buffer), { raw: { width: frame.w, height: frame.h, channels: 3 } })
    .jpeg({ quality: 86, mozjpeg: true })
    .toFile(file);
  console.log(
    `${spec.name.padEnd(28)} ${`${frame.w}x${frame.h}`.padEnd(10)} ${(info.size / 1024).toFixed(0).padStart(5)} KB   material ${seconds(builtAt - startedAt)}s  render ${seconds(renderedAt - builtAt)}s  total ${seconds(Date.now() - startedAt)}s`,
  );
  return info.size;
}

/** Runs one child process of this script for the given image names. */
function runWorker(names: string[]): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...names], {
      env: { ...process.env, IMG_WORKER: "1" },
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`worker exited with ${code}`))));
  });
}

/** Runs the given images in `workers` child processes (the work is single-threaded JavaScript). */
async function runParallel(names: string[], workers: number): Promise<void> {
  const groups: string[][] = Array.from({ length: workers }, () => []);
  names.forEach((name, i) => groups[i % workers].push(name));
  await Promise.all(groups.filter((group) => group.length).map(runWorker));
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const only = process.argv.slice(2);
  const unknown = only.filter((name) => !allScenes.some((spec) => spec.name === name));
  if (unknown.length) throw new Error(`unknown image name(s): ${unknown.join(", ")}`);
  const selected = allScenes.filter((spec) => !only.length || only.includes(spec.name));
  const startedAt = Date.now();
  const workers = Math.max(1, Math.min(2, availableParallelism(), selected.length));
  if (!process.env.IMG_WORKER && workers > 1) {
    await runParallel(
      selected.map((spec) => spec.name),
      workers,
    );
    let total = 0;
    for (const spec of selected) total += statSync(path.join(OUT_DIR, `${spec.name}.jpg`)).size;
    console.log(`${selected.length} images, ${(total / 1024 / 1024).toFixed(2)} MB, ${seconds(Date.now() - startedAt)}s (${workers} processes)`);
    return;
  }
  await loadNoiseBank();
  let total = 0;
  for (const spec of selected) total += await renderOne(spec);
  if (!process.env.IMG_WORKER) console.log(`${selected.length} images, ${(total / 1024 / 1024).toFixed(2)} MB, ${seconds(Date.now() - startedAt)}s`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
