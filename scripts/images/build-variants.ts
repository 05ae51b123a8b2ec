/**
 * Builds the responsive image variants and the image manifest from the source photos.
 *
 *   npx tsx scripts/images/build-variants.ts                  # variants (dist/images/) + manifest
 *   npx tsx scripts/images/build-variants.ts --manifest-only  # only client/src/content/image-manifest.ts
 *   npx tsx scripts/images/build-variants.ts --force          # rebuild variants even if up to date
 *
 * Sources: every JPEG in assets/photos/ (committed). For each `<name>.jpg`:
 *   dist/images/<name>-<width>.avif  (quality 50, effort 4)
 *   dist/images/<name>-<width>.webp  (quality 72)
 *   dist/images/<name>-800.jpg       (fallback; at the smallest width if the source is narrower than 800)
 *   dist/images/<name>-preview.avif  (a page's main image painted first: server/site-pages/main-image-preview.ts)
 * Widths 480, 800, 1200, 1600 (images named hero-* also 2000 and 2400), never wider than the source.
 * A variant is skipped when it is newer than its source. Variants of removed sources are deleted.
 *
 * The manifest (committed) is derived from the sources alone (size, widths, a hash of the photo as
 * its version), so it can be regenerated without building any variant.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { builtInPreviewFile, isHeroPhoto, makeMainImagePreview } from "../../server/site-pages/main-image-preview";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const SRC_DIR = path.join(ROOT, "assets", "photos");
const OUT_DIR = path.join(ROOT, "dist", "images");
const MANIFEST = path.join(ROOT, "client", "src", "content", "image-manifest.ts");

const WIDTHS = [480, 800, 1200, 1600];
const HERO_WIDTHS = [2000, 2400];
const FALLBACK_WIDTH = 800;
const CONCURRENCY = 2;
const AVIF = { quality: 50, effort: 4 } as const;
const WEBP = { quality: 72, effort: 4 } as const;
const JPEG = { quality: 80, mozjpeg: true } as const;

type Format = "avif" | "webp" | "jpg" | "preview";

interface Source {
  name: string;
  file: string;
  width: number;
  height: number;
  mtimeMs: number;
  widths: number[];
  fallback: number;
}

interface Task {
  src: Source;
  width: number;
  format: Format;
  out: string;
}

const args = new Set(process.argv.slice(2));
for (const a of args) {
  if (!["--manifest-only", "--force"].includes(a)) {
    console.error(`unknown option ${a} (use --manifest-only or --force)`);
    process.exit(2);
  }
}
const manifestOnly = args.has("--manifest-only");
const force = args.has("--force");

/** Image names become URLs and object keys: keep them to lower-case words and dashes. */
const validName = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

async function readSources(): Promise<Source[]> {
  if (!existsSync(SRC_DIR)) throw new Error(`no source folder ${path.relative(ROOT, SRC_DIR)}`);
  const files = readdirSync(SRC_DIR)
    .filter((f) => /\.jpe?g$/i.test(f))
    .sort();
  const seen = new Map<string, string>();
  const sources: Source[] = [];
  for (const f of files) {
    const name = f.replace(/\.jpe?g$/i, "");
    if (!validName.test(name)) throw new Error(`${f}: use lower-case letters, digits and dashes only (e.g. "stamped-patio-oakville.jpg")`);
    if (seen.has(name)) throw new Error(`${f} and ${seen.get(name)} have the same name`);
    seen.set(name, f);
    const file = path.join(SRC_DIR, f);
    // autoOrient: a phone photo's EXIF rotation is applied, so width/height are as displayed
    const meta = await sharp(file).autoOrient().metadata();
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    if (!width || !height) throw new Error(`${f}: cannot read the image size`);
    const candidates = name.startsWith("hero") ? [...WIDTHS, ...HERO_WIDTHS] : WIDTHS;
    let widths = candidates.filter((w) => w <= width);
    if (!widths.length) widths = [width]; // smaller than the smallest variant: keep its own size
    const fallback = widths.includes(FALLBACK_WIDTH) ? FALLBACK_WIDTH : widths[0];
    sources.push({ name, file, width, height, mtimeMs: statSync(file).mtimeMs, widths, fallback });
  }
  return sources;
}

/**
 * A short hash of the source photo. Image URLs carry it (`?v=`), so a photo replaced under the same
 * name gets new URLs and browsers never keep showing the old one from their one-year cache.
 */
function contentVersion(src: Source): string {
  return createHash("sha256").update(readFileSync(src.file)).digest("hex").slice(0, 10);
}

async function writeManifest(sources: Source[]): Promise<boolean> {
  const lines: string[] = [];
  for (const s of sources) {
    lines.push(
      `  ${JSON.stringify(s.name)}: { width: ${s.width}, height: ${s.height}, widths: [${s.widths.join(", ")}], version: ${JSON.stringify(contentVersion(s))} },`,
    );
  }
  const text = [
    "/** Generated by scripts/images/build-variants.ts from assets/photos: do not edit by hand. */",
    "export const imageManifest = {",
    ...lines,
    "} as const;",
    "",
    "export type ImageName = keyof typeof imageManifest;",
    "",
  ].join("\n");
  const old = existsSync(MANIFEST) ? readFileSync(MANIFEST, "utf8") : "";
  if (old === text) return false;
  writeFileSync(MANIFEST, text);
  return true;
}

function tasksFor(sources: Source[]): Task[] {
  const tasks: Task[] = [];
  for (const src of sources)
    for (const width of src.widths) {
      const formats: Format[] = width === src.fallback ? ["avif", "webp", "jpg"] : ["avif", "webp"];
      for (const format of formats) tasks.push({ src, width, format, out: path.join(OUT_DIR, `${src.name}-${width}.${format}`) });
    }
  for (const src of sources) tasks.push({ src, width: 0, format: "preview", out: builtInPreviewFile(OUT_DIR, src.name) });
  return tasks;
}

function upToDate(t: Task): boolean {
  if (force) return false;
  const st = statSync(t.out, { throwIfNoEntry: false });
  return !!st && st.size > 0 && st.mtimeMs >= t.src.mtimeMs;
}

async function convert(t: Task): Promise<void> {
  if (t.format === "preview") {
    const tmp = `${t.out}.tmp`;
    writeFileSync(tmp, await makeMainImagePreview(t.src.file, { hero: isHeroPhoto(t.src.name) }));
    renameSync(tmp, t.out);
    return;
  }
  let img = sharp(t.src.file).autoOrient();
  if (t.width < t.src.width) img = img.resize({ width: t.width, kernel: "lanczos3" });
  if (t.format === "avif") img = img.avif(AVIF);
  else if (t.format === "webp") img = img.webp(WEBP);
  else img = img.jpeg(JPEG);
  // write to a temporary name first so an interrupted run never leaves a truncated "up to date" file
  const tmp = `${t.out}.tmp`;
  await img.toFile(tmp);
  renameSync(tmp, t.out);
}

/** Runs tasks with at most `limit` in flight. */
async function pool<T>(items: T[], limit: number, fn: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function fmtBytes(n: number): string {
  if (n >= 1024 * 1024) return `${(n / 1024 / 1024).toFixed(2)} MB`;
  return `${(n / 1024).toFixed(0)} KB`;
}

async function main() {
  const t0 = Date.now();
  const sources = await readSources();
  if (!sources.length) throw new Error(`no JPEG files in ${path.relative(ROOT, SRC_DIR)}`);

  const changed = await writeManifest(sources);
  console.log(`manifest: ${sources.length} images -> ${path.relative(ROOT, MANIFEST)}${changed ? "" : " (unchanged)"}`);
  if (manifestOnly) return;

  mkdirSync(OUT_DIR, { recursive: true });
  sharp.concurrency(2);
  const tasks = tasksFor(sources);
  const todo = tasks.filter((t) => !upToDate(t));
  let done = 0;
  await pool(todo, CONCURRENCY, async (t) => {
    await convert(t);
    done++;
    if (done % 10 === 0 || done === todo.length) process.stdout.write(`\r  converted ${done}/${todo.length}`);
  });
  if (todo.length) process.stdout.write("\n");

  // remove variants (and leftovers) that no current source produces
  const expected = new Set(tasks.map((t) => path.basename(t.out)));
  let removed = 0;
  for (const f of readdirSync(OUT_DIR)) {
    if (!expected.has(f) && /\.(avif|webp|jpe?g|tmp)$/i.test(f)) {
      unlinkSync(path.join(OUT_DIR, f));
      removed++;
    }
  }

  // totals per format
  const totals: Record<Format, { files: number; bytes: number }> = {
    avif: { files: 0, bytes: 0 },
    webp: { files: 0, bytes: 0 },
    jpg: { files: 0, bytes: 0 },
    preview: { files: 0, bytes: 0 },
  };
  for (const t of tasks) {
    totals[t.format].files++;
    totals[t.format].bytes += statSync(t.out).size;
  }
  let srcBytes = 0;
  for (const s of sources) srcBytes += statSync(s.file).size;
  const rows: [string, string, string][] = [
    ["format", "files", "total"],
    ["source jpg", String(sources.length), fmtBytes(srcBytes)],
    ...(["avif", "webp", "jpg", "preview"] as Format[]).map((f): [string, string, string] => [f, String(totals[f].files), fmtBytes(totals[f].bytes)]),
  ];
  const w0 = Math.max(...rows.map((r) => r[0].length));
  const w1 = Math.max(...rows.map((r) => r[1].length));
  const w2 = Math.max(...rows.map((r) => r[2].length));
  const line = (r: [string, string, string]) => `  ${r[0].padEnd(w0)}  ${r[1].padStart(w1)}  ${r[2].padStart(w2)}`;
  console.log(line(rows[0]));
  console.log(`  ${"-".repeat(w0)}  ${"-".repeat(w1)}  ${"-".repeat(w2)}`);
  for (const r of rows.slice(1)) console.log(line(r));
  console.log(
    `variants: ${todo.length} built, ${tasks.length - todo.length} up to date${removed ? `, ${removed} stale removed` : ""} -> ${path.relative(ROOT, OUT_DIR)}/ in ${((Date.now() - t0) / 1000).toFixed(1)}s`,
  );
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
