/**
 * Generates the placeholder "photographs" in assets/photos/ (committed). Real photos replace them
 * later: see scripts/images/README.md. Afterwards run scripts/images/build-variants.ts.
 *
 *   npx tsx scripts/images/generate-sources.ts                       # all images (2 processes)
 *   npx tsx scripts/images/generate-sources.ts hero-stamped-patio    # only the named ones
 *   IMG_DEBUG=1 ...                                                  # print material timings
 *
 * Output is deterministic (seeded PRNG, seeded feTurbulence): re-running gives the same files.
 *
 * How a picture is made:
 *  1. Noise: a small bank of tileable noise textures drawn as SVG <feTurbulence> and rendered by
 *     sharp (librsvg); made seamless here because librsvg's stitchTiles is not.
 *  2. Pattern: the stamp / joint layout (ashlar courses, European fans, random stone cells,
 *     planks, cobbles, tooled control joints, cracks, aggregate chips) is drawn as SVG in "plan"
 *     (top-down) space and rasterised by sharp: once as a crisp id map (one colour per stone),
 *     once as anti-aliased feature masks. (librsvg filters such as blur and lighting are far too
 *     slow at these sizes, so the per-pixel work below is done in typed arrays.)
 *  3. Material: a height field, albedo and gloss per pixel: rounded grout joints, slate cleft,
 *     broom striations with trowelled margins, antiquing release settling in the low spots,
 *     colour mottling, sand grain, lawn and mulch. Then normals, cavity occlusion and
 *     self-shadowing for the scene's sun, and a mip-map chain.
 *  4. Camera: a small ray caster looks at the textured ground (plus analytic house walls,
 *     windows, doors, steps, ceiling) through a pinhole camera with trilinear filtering,
 *     sun + sky light, tree or house shadows, sealer sheen and floor reflections.
 *  5. Photo finish: depth of field, bloom, vignette, filmic tone curve, grading and grain;
 *     saved as a mozjpeg JPEG at quality 86.
 */
import sharp from "sharp";
import { spawn } from "node:child_process";
import { mkdirSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const OUT_DIR = path.join(ROOT, "assets", "photos");

sharp.concurrency(2);

// ---------------------------------------------------------------------------
// small math helpers
// ---------------------------------------------------------------------------

type RGB = [number, number, number];
type V3 = [number, number, number];

const clamp01 = (x: number) => (x < 0 ? 0 : x > 1 ? 1 : x);
const clamp = (x: number, a: number, b: number) => (x < a ? a : x > b ? b : x);
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
function smoothstep(a: number, b: number, x: number): number {
  const t = clamp01((x - a) / (b - a));
  return t * t * (3 - 2 * t);
}
const fract = (x: number) => x - Math.floor(x);
const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
function normalize(a: V3): V3 {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
}
const srgbToLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4));
const linearToSrgb = (l: number) => (l <= 0.0031308 ? l * 12.92 : 1.055 * Math.pow(l, 1 / 2.4) - 0.055);
/** "#rrggbb" to linear RGB. */
function hex(h: string): RGB {
  const v = parseInt(h.slice(1), 16);
  return [srgbToLinear(((v >> 16) & 255) / 255), srgbToLinear(((v >> 8) & 255) / 255), srgbToLinear((v & 255) / 255)];
}
const mix3 = (a: RGB, b: RGB, t: number): RGB => [lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t)];
const scale3 = (a: RGB, s: number): RGB => [a[0] * s, a[1] * s, a[2] * s];
/** Sun direction from azimuth (degrees from +Y, the camera's forward, toward +X) and elevation. */
function sunDir(azDeg: number, elDeg: number): V3 {
  const az = (azDeg * Math.PI) / 180;
  const el = (elDeg * Math.PI) / 180;
  return [Math.cos(el) * Math.sin(az), Math.cos(el) * Math.cos(az), Math.sin(el)];
}
const f1 = (x: number) => Math.round(x * 10) / 10;

// ---------------------------------------------------------------------------
// seeded randomness
// ---------------------------------------------------------------------------

class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  int(a: number, b: number): number {
    return Math.floor(this.range(a, b));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  gauss(): number {
    const u = Math.max(1e-9, this.next());
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }
  pick<T>(a: readonly T[]): T {
    return a[Math.floor(this.next() * a.length)];
  }
}

// ---------------------------------------------------------------------------
// noise: tileable feTurbulence tiles rendered by librsvg
// ---------------------------------------------------------------------------

const NS = 512;
const NM = NS - 1;

class NoiseTile {
  /** period: size in tile pixels of the base octave. */
  constructor(
    readonly ch: Float32Array[],
    readonly period: number,
  ) {}
  /** Bilinear, wrapping lookup in tile pixels. */
  at(c: number, x: number, y: number): number {
    const d = this.ch[c];
    const xf = Math.floor(x);
    const yf = Math.floor(y);
    const fx = x - xf;
    const fy = y - yf;
    const x0 = xf & NM;
    const y0 = (yf & NM) * NS;
    const x1 = (x0 + 1) & NM;
    const y1 = ((yf + 1) & NM) * NS;
    const a = d[y0 + x0];
    const b = d[y0 + x1];
    const c2 = d[y1 + x0];
    const e = d[y1 + x1];
    return a + (b - a) * fx + (c2 - a + (a - b - c2 + e) * fx) * fy;
  }
  /** Lookup in world units: `size` is the size of the base feature. */
  w(c: number, x: number, y: number, size: number): number {
    const k = this.period / size;
    return this.at(c, x * k, y * k);
  }
}

async function noiseTile(seed: number, periodX: number, periodY: number, octaves: number, type: "fractalNoise" | "turbulence"): Promise<NoiseTile> {
  // librsvg's stitchTiles does not produce a seamless tile, so render a 2x tile and make it
  // periodic with a variance-preserving four-way blend.
  const S2 = NS * 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${S2}" height="${S2}">
<filter id="n" filterUnits="userSpaceOnUse" x="0" y="0" width="${S2}" height="${S2}" color-interpolation-filters="sRGB">
<feTurbulence type="${type}" baseFrequency="${1 / periodX} ${1 / periodY}" numOctaves="${octaves}" seed="${seed}"/>
<feColorMatrix type="matrix" values="1 0 0 0 0  0 1 0 0 0  0 0 1 0 0  0 0 0 0 1"/>
</filter><rect width="${S2}" height="${S2}" filter="url(#n)"/></svg>`;
  const buf = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  const ch: Float32Array[] = [];
  for (let c = 0; c < 3; c++) {
    // normalise the big tile first
    let sum = 0;
    let sq = 0;
    for (let i = 0; i < S2 * S2; i++) {
      const v = buf[i * 3 + c];
      sum += v;
      sq += v * v;
    }
    const mean = sum / (S2 * S2);
    const sd = Math.sqrt(sq / (S2 * S2) - mean * mean) || 1;
    const src = (x: number, y: number) => (buf[(y * S2 + x) * 3 + c] - mean) / sd;
    const d = new Float32Array(NS * NS);
    // F(x) = w(x) N(x) + (1 - w(x)) N(x + NS), w: 0 -> 1 across the tile, so F(0) = F(NS).
    for (let y = 0; y < NS; y++) {
      const sy = Math.sin((Math.PI * y) / (2 * NS));
      const wy0 = sy * sy;
      const wy1 = 1 - wy0;
      for (let x = 0; x < NS; x++) {
        const sx = Math.sin((Math.PI * x) / (2 * NS));
        const wx0 = sx * sx;
        const wx1 = 1 - wx0;
        const a = wx0 * wy0;
        const b = wx1 * wy0;
        const cc = wx0 * wy1;
        const e = wx1 * wy1;
        const v = a * src(x, y) + b * src(x + NS, y) + cc * src(x, y + NS) + e * src(x + NS, y + NS);
        d[y * NS + x] = v / Math.sqrt(a * a + b * b + cc * cc + e * e);
      }
    }
    ch.push(d);
  }
  return new NoiseTile(ch, periodX);
}

interface NoiseBank {
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
/** Set once the bank is built (main awaits it before building scenes). */
let BANK!: NoiseBank;
function noiseBank(): Promise<NoiseBank> {
  bankPromise ??= (async () => ({
    fbm: await noiseTile(11, 64, 64, 5, "fractalNoise"),
    soft: await noiseTile(23, 128, 128, 3, "fractalNoise"),
    turb: await noiseTile(37, 64, 64, 5, "turbulence"),
    streak: await noiseTile(41, 4, 128, 2, "fractalNoise"),
    fine: await noiseTile(53, 4, 4, 2, "fractalNoise"),
  }))();
  void bankPromise.then((b) => (BANK = b));
  return bankPromise;
}

// ---------------------------------------------------------------------------
// blur (3 box passes ~ gaussian), on single-channel float fields
// ---------------------------------------------------------------------------

function boxesForGauss(sigma: number, n = 3): number[] {
  const wIdeal = Math.sqrt((12 * sigma * sigma) / n + 1);
  let wl = Math.floor(wIdeal);
  if (wl % 2 === 0) wl--;
  const wu = wl + 2;
  const mIdeal = (12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4);
  const m = Math.round(mIdeal);
  const sizes: number[] = [];
  for (let i = 0; i < n; i++) sizes.push(i < m ? wl : wu);
  return sizes.map((s) => (s - 1) / 2);
}

function boxH(src: Float32Array, dst: Float32Array, w: number, h: number, r: number, wrap: boolean) {
  const inv = 1 / (2 * r + 1);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let acc = 0;
    for (let k = -r; k <= r; k++) {
      const x = wrap ? ((k % w) + w) % w : clamp(k, 0, w - 1);
      acc += src[row + x];
    }
    for (let x = 0; x < w; x++) {
      dst[row + x] = acc * inv;
      const xa = x + r + 1;
      const xr = x - r;
      const ia = wrap ? xa % w : Math.min(xa, w - 1);
      const ir = wrap ? ((xr % w) + w) % w : Math.max(xr, 0);
      acc += src[row + ia] - src[row + ir];
    }
  }
}
function boxV(src: Float32Array, dst: Float32Array, w: number, h: number, r: number, wrap: boolean) {
  const inv = 1 / (2 * r + 1);
  for (let x = 0; x < w; x++) {
    let acc = 0;
    for (let k = -r; k <= r; k++) {
      const y = wrap ? ((k % h) + h) % h : clamp(k, 0, h - 1);
      acc += src[y * w + x];
    }
    for (let y = 0; y < h; y++) {
      dst[y * w + x] = acc * inv;
      const ya = y + r + 1;
      const yr = y - r;
      const ia = wrap ? ya % h : Math.min(ya, h - 1);
      const ir = wrap ? ((yr % h) + h) % h : Math.max(yr, 0);
      acc += src[ia * w + x] - src[ir * w + x];
    }
  }
}
/** Returns a blurred copy. sigmaY defaults to sigma. */
function blur(src: Float32Array, w: number, h: number, sigma: number, wrap = false, sigmaY = sigma): Float32Array {
  const a = Float32Array.from(src);
  const b = new Float32Array(src.length);
  if (sigma > 0.3) for (const r of boxesForGauss(sigma)) {
    const ri = Math.max(0, Math.round(r));
    boxH(a, b, w, h, ri, wrap);
    a.set(b);
  }
  if (sigmaY > 0.3) for (const r of boxesForGauss(sigmaY)) {
    const ri = Math.max(0, Math.round(r));
    boxV(a, b, w, h, ri, wrap);
    a.set(b);
  }
  return a;
}

// ---------------------------------------------------------------------------
// SVG rasterisation
// ---------------------------------------------------------------------------

async function rasterRGB(svg: string): Promise<Uint8Array> {
  const buf = await sharp(Buffer.from(svg), { limitInputPixels: false }).removeAlpha().raw().toBuffer();
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.length);
}
const idColor = (id: number) => `rgb(${id & 255},${(id >> 8) & 255},255)`;
function svgDoc(w: number, h: number, body: string, crisp: boolean): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"${crisp ? ' shape-rendering="crispEdges"' : ""}><rect width="${w}" height="${h}" fill="#000"/>${body}</svg>`;
}
const pts = (p: [number, number][]) => p.map(([x, y]) => `${f1(x)},${f1(y)}`).join(" ");

// ---------------------------------------------------------------------------
// textures: interleaved channels + mip chain
// ---------------------------------------------------------------------------

/** Channels: 0-2 albedo (linear), 3-4 tangent normal x/y, 5 ambient occlusion, 6 sun self-shadow, 7 gloss. */
const TC = 8;

class Texture {
  levels: { w: number; h: number; d: Float32Array; sx: number; sy: number }[] = [];
  constructor(
    w: number,
    h: number,
    d: Float32Array,
    readonly wrap: boolean,
  ) {
    this.levels.push({ w, h, d, sx: 1, sy: 1 });
    while (w > 16 && h > 16 && this.levels.length < 10) {
      const nw = w >> 1;
      const nh = h >> 1;
      const src = this.levels[this.levels.length - 1].d;
      const nd = new Float32Array(nw * nh * TC);
      for (let y = 0; y < nh; y++)
        for (let x = 0; x < nw; x++) {
          const a = ((2 * y) * w + 2 * x) * TC;
          const b = a + TC;
          const c = a + w * TC;
          const e = c + TC;
          const o = (y * nw + x) * TC;
          for (let k = 0; k < TC; k++) nd[o + k] = 0.25 * (src[a + k] + src[b + k] + src[c + k] + src[e + k]);
        }
      const l0 = this.levels[0];
      this.levels.push({ w: nw, h: nh, d: nd, sx: nw / l0.w, sy: nh / l0.h });
      w = nw;
      h = nh;
    }
  }
  private bil(l: number, u: number, v: number, wt: number, out: Float32Array) {
    const L = this.levels[l];
    const x = u * L.sx - 0.5;
    const y = v * L.sy - 0.5;
    let x0 = Math.floor(x);
    let y0 = Math.floor(y);
    const fx = x - x0;
    const fy = y - y0;
    let x1 = x0 + 1;
    let y1 = y0 + 1;
    const W = L.w;
    const H = L.h;
    if (this.wrap) {
      x0 = ((x0 % W) + W) % W;
      x1 = ((x1 % W) + W) % W;
      y0 = ((y0 % H) + H) % H;
      y1 = ((y1 % H) + H) % H;
    } else {
      x0 = clamp(x0, 0, W - 1);
      x1 = clamp(x1, 0, W - 1);
      y0 = clamp(y0, 0, H - 1);
      y1 = clamp(y1, 0, H - 1);
    }
    const d = L.d;
    const a = (y0 * W + x0) * TC;
    const b = (y0 * W + x1) * TC;
    const c = (y1 * W + x0) * TC;
    const e = (y1 * W + x1) * TC;
    const wa = (1 - fx) * (1 - fy) * wt;
    const wb = fx * (1 - fy) * wt;
    const wc = (1 - fx) * fy * wt;
    const we = fx * fy * wt;
    for (let k = 0; k < TC; k++) out[k] += d[a + k] * wa + d[b + k] * wb + d[c + k] * wc + d[e + k] * we;
  }
  /** u, v in level-0 pixels; lod = log2(footprint in level-0 pixels). */
  sample(u: number, v: number, lod: number, out: Float32Array) {
    out.fill(0);
    const maxL = this.levels.length - 1;
    if (lod <= 0) return this.bil(0, u, v, 1, out);
    if (lod >= maxL) return this.bil(maxL, u, v, 1, out);
    const l0 = Math.floor(lod);
    const f = lod - l0;
    this.bil(l0, u, v, 1 - f, out);
    if (f > 0.001) this.bil(l0 + 1, u, v, f, out);
  }
}


// ---------------------------------------------------------------------------
// plan (top-down texture space), regions and material baking
// ---------------------------------------------------------------------------

/** World (metres) to texture pixels: px = (X - x0) * ppm, py = (y1 - Y) * ppm. */
interface Plan {
  w: number;
  h: number;
  ppm: number;
  x0: number;
  y1: number;
  wrap: boolean;
}

type Kind = "joint" | "stone" | "lawn" | "bed" | "slab" | "border";

interface Region {
  kind: Kind;
  /** tone offset (about -1..1) */
  tone: number;
  /** height offset (mm) */
  h0: number;
  /** texture orientation (radians) and offset (m) */
  ang: number;
  ox: number;
  oy: number;
  /** secondary colour mix 0..1 */
  hue: number;
  /** panel rectangle (plan px) for trowelled margins */
  rect?: [number, number, number, number];
}

class Layout {
  regions: Region[] = [{ kind: "joint", tone: 0, h0: 0, ang: 0, ox: 0, oy: 0, hue: 0 }];
  /** SVG for the crisp id map (fill = idColor(region)) */
  ids: string[] = [];
  /** SVG for the anti-aliased feature masks (r, g, b channels, meaning depends on the pattern) */
  feats: string[] = [];
  constructor(
    readonly plan: Plan,
    readonly rng: Rng,
  ) {}
  get ppm() {
    return this.plan.ppm;
  }
  /** world -> plan px */
  px(X: number) {
    return (X - this.plan.x0) * this.plan.ppm;
  }
  py(Y: number) {
    return (this.plan.y1 - Y) * this.plan.ppm;
  }
  /** world polygon -> SVG path in plan px */
  path(p: [number, number][], close = true): string {
    return p.map(([X, Y], i) => `${i ? "L" : "M"}${f1(this.px(X))},${f1(this.py(Y))}`).join("") + (close ? "Z" : "");
  }
  /** plan centre in px and half-diagonal in metres (for patterns that cover the whole plan) */
  centre() {
    return { cx: this.plan.w / 2, cy: this.plan.h / 2, span: Math.hypot(this.plan.w, this.plan.h) / this.plan.ppm / 2 + 0.5 };
  }
  region(kind: Kind, extra: Partial<Region> = {}): number {
    const r = this.rng;
    this.regions.push({
      kind,
      tone: r.gauss() * 0.6,
      h0: r.gauss() * 0.5,
      ang: r.range(-0.08, 0.08),
      ox: r.range(0, 500),
      oy: r.range(0, 500),
      hue: r.next(),
      ...extra,
    });
    if (this.regions.length > 65000) throw new Error("too many regions");
    return this.regions.length - 1;
  }
  fillAll(kind: Kind): number {
    const id = this.region(kind);
    this.ids.push(`<rect width="${this.plan.w}" height="${this.plan.h}" fill="${idColor(id)}"/>`);
    return id;
  }
}

type Pattern = "ashlar" | "fan" | "random" | "wood" | "cobble" | "broom" | "polished" | "knockdown" | "weathered" | "formed";

interface Material {
  pattern: Pattern;
  base: RGB;
  /** secondary colour, mixed per stone and by mottling */
  base2: RGB;
  release: RGB;
  /** 0..1 strength of antiquing release */
  releaseAmt: number;
  /** joint depth and softness (mm) */
  jointDepth: number;
  jointSoft: number;
  /** dome of each stone (mm), for cobbles / fieldstone */
  dome?: number;
  /** texture relief multiplier */
  relief: number;
  /** joint edge irregularity multiplier (default 1) */
  warp?: number;
  /** sealer gloss 0..1 */
  gloss: number;
  /** colour variation multiplier */
  variation: number;
  /** broom striations run along plan X or Y */
  broomAlong?: "x" | "y";
  /** trowelled margin width at panel edges (m) */
  margin?: number;
  border?: RGB;
  lawn?: RGB;
  /** polished: chip colours */
  chipLight?: RGB;
  chipDark?: RGB;
  /** sealant colour for sealed cracks */
  sealant?: RGB;
}

/**
 * Builds the material texture for a plan.
 * lightTex: sun direction in texture space [du, dv, up].
 */
async function bake(lay: Layout, mat: Material, lightTex: V3, seed: number): Promise<Texture> {
  const { plan } = lay;
  const { w, h, ppm } = plan;
  const n = w * h;
  const N = BANK;
  const rng = new Rng(seed);
  const sOx = rng.range(0, 400);
  const sOy = rng.range(0, 400);
  const wrapI = (v: number, m: number) => ((v % m) + m) % m;

  // --- rasterise ids
  const T0 = Date.now();
  const idSvg = svgDoc(w, h, lay.ids.join(""), true);
  const idRgb = await rasterRGB(idSvg);
  if (process.env.IMG_DEBUG) console.log(`  ids ${w}x${h} svg ${(idSvg.length / 1e6).toFixed(1)}MB raster ${Date.now() - T0}ms`);
  const rawId = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const o = i * 3;
    rawId[i] = idRgb[o + 2] === 255 ? idRgb[o] | (idRgb[o + 1] << 8) : 0;
  }
  // --- feature masks (anti-aliased)
  const fR = new Float32Array(n);
  const fG = new Float32Array(n);
  const fB = new Float32Array(n);
  if (lay.feats.length) {
    const fr = await rasterRGB(svgDoc(w, h, lay.feats.join(""), false));
    for (let i = 0; i < n; i++) {
      fR[i] = fr[i * 3] / 255;
      fG[i] = fr[i * 3 + 1] / 255;
      fB[i] = fr[i * 3 + 2] / 255;
    }
  }
  const regions = lay.regions;
  const kindOf = (id: number): Kind => regions[id]?.kind ?? "joint";

  if (process.env.IMG_DEBUG) console.log(`  feats ${Date.now() - T0}ms`);
  // --- domain-warped id map: irregular hand-stamped joint edges, ragged lawn edge
  const id = new Int32Array(n);
  const straight = mat.pattern === "broom" || mat.pattern === "weathered" || mat.pattern === "knockdown";
  const warpAmp = 0.003 * ppm * (mat.warp ?? (straight ? 0.25 : 1));
  const lawnAmp = 0.014 * ppm;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const X = x / ppm + sOx;
      const Y = y / ppm + sOy;
      const wx = (N.fbm.w(0, X, Y, 0.25) + 0.12 * N.fbm.w(2, X, Y, 0.04)) * warpAmp;
      const wy = (N.fbm.w(1, X, Y, 0.25) + 0.12 * N.fbm.w(2, Y, X, 0.04)) * warpAmp;
      let sx = Math.round(x + wx);
      let sy = Math.round(y + wy);
      sx = plan.wrap ? wrapI(sx, w) : clamp(sx, 0, w - 1);
      sy = plan.wrap ? wrapI(sy, h) : clamp(sy, 0, h - 1);
      let v = rawId[sy * w + sx];
      // grass blades overhang the slab edge (a mulch bed much less, and in bigger pieces)
      const gx = Math.round(x + N.fine.w(0, X, Y, 0.012) * lawnAmp);
      const gy = Math.round(y + N.fine.w(1, X, Y, 0.012) * lawnAmp);
      const g = rawId[clamp(gy, 0, h - 1) * w + clamp(gx, 0, w - 1)];
      const gk = kindOf(g);
      if (gk === "lawn") v = g;
      else if (gk === "bed" && N.fbm.w(2, X, Y, 0.03) > 0.3) v = g;
      id[y * w + x] = v;
    }

  // --- masks
  const stoneMask = new Float32Array(n);
  const lawnMask = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const k = kindOf(id[i]);
    stoneMask[i] = k === "joint" ? 0 : 1;
    lawnMask[i] = k === "lawn" || k === "bed" ? 1 : 0;
  }
  const edgeBl = blur(stoneMask, w, h, Math.max(0.6, (mat.jointSoft / 1000) * ppm), plan.wrap);
  const domeBl = mat.dome ? blur(stoneMask, w, h, 0.02 * ppm, plan.wrap) : null;
  const lawnBl = blur(lawnMask, w, h, 0.035 * ppm, plan.wrap);
  const crackBl = blur(fG, w, h, 0.004 * ppm, plan.wrap);

  const Hh = new Float32Array(n); // height in plan px
  const A = new Float32Array(n * 3); // albedo, linear
  const G = new Float32Array(n); // gloss
  const REL = new Float32Array(n); // release amount

  const mm = ppm / 1000; // px per millimetre
  const depth = mat.jointDepth * mm;
  const relief = mat.relief;
  const vari = mat.variation;
  const lawnCol = mat.lawn ?? hex("#45633a");
  const lawnCol2 = hex("#58693d");
  const lawnCol3 = hex("#3c522d");
  const mulch = hex("#2b2521");
  const border = mat.border ?? mat.base2;
  const margin = (mat.margin ?? 0) * ppm;
  const sealant = mat.sealant ?? hex("#6c6a66");

  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const rid = id[i];
      const reg = regions[rid];
      const X = x / ppm; // metres in plan
      const Y = y / ppm;
      const Xn = X + sOx;
      const Yn = Y + sOy;

      if (reg.kind === "lawn" || reg.kind === "bed") {
        const c1 = N.fbm.w(0, Xn, Yn, 0.35);
        const c2 = N.fine.w(2, Xn * 1.3, Yn * 1.3, 0.007);
        const blade = N.streak.w(1, (Yn + Xn) * 0.7, (Xn - Yn) * 0.7, 0.025);
        const blade2 = N.streak.w(2, (Yn - Xn * 0.4), (Xn + Yn * 0.4), 0.018);
        const big = N.soft.w(2, Xn, Yn, 3.0);
        let ht: number;
        let col: RGB;
        if (reg.kind === "lawn") {
          // blades (dark gaps between them), clumps, and lighter / drier patches
          const clump = N.fbm.w(1, Xn * 1.1, Yn * 1.1, 0.06);
          const bl = N.fine.w(2, Xn * 1.3, Yn * 1.3, 0.0055) * 0.7 + N.fine.w(0, Yn * 0.9, Xn * 0.9, 0.0035) * 0.5;
          const gap = smoothstep(-0.3, -1.4, bl);
          col = mix3(lawnCol, lawnCol2, clamp01(0.35 + 0.3 * big + 0.15 * c1));
          col = mix3(col, lawnCol3, clamp01(0.2 - 0.15 * clump));
          col = mix3(col, hex("#7f8453"), 0.2 * smoothstep(1.0, 1.9, bl));
          col = scale3(col, Math.max(0.15, (0.9 + 0.08 * c1 + 0.08 * clump + 0.14 * bl) * (1 - 0.5 * gap)));
          ht = (bl * 1.3 + clump * 1.6 + c2 * 0.4 + blade * 0.15 + blade2 * 0.15) * mm;
        } else {
          // shredded bark: elongated chips in random directions, dark gaps
          const chipA = N.turb.w(1, Xn, Yn, 0.035);
          const chipB = N.turb.w(2, Yn * 1.3, Xn * 0.8, 0.025);
          const chip = Math.max(chipA, chipB * 0.9);
          const dark = smoothstep(0.2, -1.0, chip);
          col = mix3(mulch, hex("#4a3e35"), clamp01(0.3 + 0.3 * (chip - 0.5) + 0.2 * c1));
          col = scale3(col, Math.max(0.2, (1 + 0.15 * c2) * (1 - 0.6 * dark)));
          ht = (chip * 2.5 + c2 * 0.8) * mm;
        }
        Hh[i] = ht + 3 * mm;
        A[i * 3] = col[0];
        A[i * 3 + 1] = col[1];
        A[i * 3 + 2] = col[2];
        G[i] = 0;
        continue;
      }

      // ---------- concrete
      const e = smoothstep(0.05, 0.92, edgeBl[i]);
      const eRound = Math.sqrt(e);
      let ht = depth * (eRound - 1);
      if (domeBl) ht += (mat.dome ?? 0) * mm * smoothstep(0.2, 1, domeBl[i]);
      let tex = 0;
      let toneTex = 0;
      let rel = 0;
      let gloss = mat.gloss;
      const ca = Math.cos(reg.ang);
      const sa = Math.sin(reg.ang);
      const p = X * ca - Y * sa + reg.ox;
      const q = X * sa + Y * ca + reg.oy;
      const isBorder = reg.kind === "border";
      const pat: Pattern | "border" = isBorder ? "border" : mat.pattern;
      let col: RGB = isBorder ? border : mix3(mat.base, mat.base2, clamp01(0.5 + 0.35 * (reg.hue - 0.5) * vari));
      switch (pat) {
        case "border": {
          tex = N.fbm.w(0, Xn, Yn, 0.15) * 0.25 * mm + N.fbm.w(1, Xn, Yn, 0.04) * 0.12 * mm;
          toneTex = N.fbm.w(2, Xn, Yn, 0.3) * 0.03;
          rel = 0.15;
          break;
        }
        case "ashlar": {
          // slate: flaky cleft layers with ragged, chipped edges
          const wq = N.fbm.w(1, p, q, 0.3) * 0.05;
          const c = N.fbm.w(0, p + wq, (q - wq) * 1.6, 0.5) * 0.9 + N.soft.w(1, p, q, 0.8) * 0.6;
          const lv = c * 1.3 + N.fbm.w(2, p * 1.3, q * 1.3, 0.06) * 0.22;
          const terr = Math.floor(lv) + smoothstep(0.25, 0.75, fract(lv));
          const pits = N.turb.w(2, p, q, 0.12);
          tex = terr * 0.55 * mm + N.fbm.w(1, p, q, 0.1) * 0.3 * mm - smoothstep(1.2, 2.6, pits) * 0.5 * mm;
          toneTex = terr * 0.015 + N.fbm.w(2, p, q, 0.25) * 0.035;
          rel = 0.35 * smoothstep(0.2, -1.0, c) + 0.3 * smoothstep(1.0, 2.4, pits);
          break;
        }
        case "random":
        case "cobble":
        case "fan": {
          const bump = N.fbm.w(0, p, q, 0.25);
          const pits = N.turb.w(1, p, q, 0.16);
          tex = bump * 0.7 * mm - smoothstep(1.0, 2.5, pits) * 0.5 * mm + N.fbm.w(2, p, q, 0.05) * 0.22 * mm;
          toneTex = bump * 0.025 + N.fbm.w(2, p, q, 0.3) * 0.03;
          rel = 0.3 * smoothstep(0.3, -1.2, bump) + 0.3 * smoothstep(1.0, 2.4, pits);
          break;
        }
        case "wood": {
          // grain along p (plank axis): wandering growth lines, cathedral arches, fibre, checks, knots
          const warp = N.soft.w(0, p * 0.3, q * 3, 0.5) * 0.02 + N.fbm.w(1, p * 0.2, q * 1.5, 0.12) * 0.006 + fB[i] * 0.015;
          const arch = 0.018 * Math.sin(p * 1.3 + reg.oy) * Math.sin(p * 0.45 + reg.ox);
          const gq = (q + warp + arch) * 42;
          const ring = Math.pow(Math.abs(Math.sin(gq * Math.PI)), 0.35);
          const fibre = N.streak.w(0, q, p * 0.06, 0.004);
          const check = N.streak.w(2, q * 0.7, p * 0.03, 0.006);
          tex = (ring * 0.55 + fibre * 0.18 - smoothstep(1.7, 2.6, check) * 0.7) * mm + N.soft.w(2, p, q, 0.6) * 0.4 * mm;
          toneTex = ring * 0.09 + fibre * 0.02 - fB[i] * 0.12 + reg.tone * 0.06;
          rel = 0.65 * (1 - ring) + 0.25 * smoothstep(0.6, 2, -fibre) + 0.4 * smoothstep(1.6, 2.5, check) + 0.5 * fB[i];
          tex -= fR[i] * 2.2 * mm;
          rel += fR[i];
          break;
        }
        case "broom":
        case "weathered": {
          const rect = reg.rect;
          const dist = rect ? Math.min(x - rect[0], rect[2] - x, y - rect[1], rect[3] - y) : 1e9;
          const inBand = margin > 0 ? 1 - smoothstep(margin - 1.5 * mm, margin + 2.5 * mm, dist) : 0;
          const alongY = mat.broomAlong === "y";
          const a = alongY ? Y : X;
          const c0 = alongY ? X : Y;
          // broom passes: strength and waviness drift smoothly across the slab
          const c = c0 + 0.01 * Math.sin(a * 2.3) + N.soft.w(1, a * 0.4, c0 * 0.4, 1) * 0.012;
          const aa = a;
          // long, continuous bristle marks (the streak tile is 32x longer than wide; stretch 4x more)
          const s1 = N.streak.w(0, c, aa * 0.25, 0.0045);
          const s2 = N.streak.w(1, c * 1.1, aa * 0.3, 0.007);
          const passK = clamp(0.8 + 0.35 * N.soft.w(0, a * 1.2 + 7, c0 * 0.25, 1), 0.35, 1.3);
          const worn = pat === "weathered" ? 0.45 : 1;
          const stri = (s1 * 0.65 + s2 * 0.45) * passK * worn;
          const bands = N.streak.w(2, c, aa, 0.03) * 0.6 + N.streak.w(0, c * 0.5, aa * 0.5, 0.07) * 0.4;
          const smooth = N.fbm.w(0, Xn, Yn, 0.2) * 0.15 * mm;
          tex = lerp((stri * 0.42 + bands * 0.12) * mm, smooth, inBand) + N.fbm.w(1, Xn, Yn, 0.5) * 0.25 * mm;
          // tool edge: a fine ridge where the edger's blade ends
          if (margin > 0) tex += 0.25 * mm * Math.exp(-(((dist - margin) / (1.2 * mm)) ** 2));
          toneTex = (stri * 0.026 + bands * 0.022 * worn) * (1 - inBand) - inBand * 0.05 + N.fbm.w(2, Xn, Yn, 0.3) * 0.035;
          gloss = mat.gloss * (1 + inBand * 1.5);
          rel = 0;
          break;
        }
        case "polished": {
          const cloud = N.soft.w(0, Xn, Yn, 1.3) * 0.6 + N.fbm.w(1, Xn, Yn, 0.4) * 0.4;
          toneTex = cloud * 0.07 + N.fbm.w(2, Xn, Yn, 0.08) * 0.015;
          tex = N.fbm.w(0, Xn, Yn, 0.3) * 0.05 * mm;
          break;
        }
        case "knockdown": {
          const k1 = N.fbm.w(0, Xn, Yn, 0.05) + 0.4 * N.fbm.w(1, Xn, Yn, 0.018);
          const isl = smoothstep(0.45, 0.75, k1);
          tex = isl * 0.6 * mm + N.fbm.w(2, Xn, Yn, 0.015) * 0.1 * mm * (1 + isl);
          toneTex = isl * 0.025 + N.soft.w(1, Xn, Yn, 0.8) * 0.04;
          rel = (1 - isl) * 0.25;
          gloss = mat.gloss * (0.6 + 0.6 * isl);
          break;
        }
        case "formed": {
          tex = N.fbm.w(0, Xn, Yn, 0.2) * 0.12 * mm - fR[i] * 1.5 * mm;
          toneTex = N.soft.w(0, Xn, Yn, 0.5) * 0.05 - fR[i] * 0.3;
          break;
        }
      }
      ht += eRound * (tex * relief + reg.h0 * 0.4 * mm);

      // fine surface grain (sand, trowel skin)
      const gr = N.fine.w(0, Xn, Yn, 0.0035) * 0.6 + N.fine.w(1, (Xn + Yn) * 0.7, (Yn - Xn) * 0.7, 0.006) * 0.4;
      ht += gr * (mat.pattern === "polished" ? 0.01 : 0.1) * mm * relief;

      // colour: mottling, per-stone tone, texture tone, sand specks
      const mott = N.soft.w(0, Xn, Yn, 1.6) * 0.6 + N.fbm.w(1, Xn, Yn, 0.45) * 0.4;
      const mott2 = N.soft.w(1, Xn, Yn, 2.4);
      col = mix3(col, mat.base2, clamp01(0.5 + 0.3 * mott2 * vari) * (isBorder ? 0 : 0.5));
      const lum = 1 + vari * (0.06 * mott + 0.06 * reg.tone) + toneTex + 0.04 * gr;
      col = scale3(col, Math.max(0.05, lum));
      const sp = N.fine.w(2, Xn * 1.7, Yn * 1.7, 0.004);
      const spK = mat.pattern === "polished" ? 0.45 : mat.pattern === "weathered" ? 0.35 : 0.16;
      if (sp > 1.6) col = scale3(col, 1 - spK * smoothstep(1.6, 2.3, sp));
      else if (sp < -1.8) col = scale3(col, 1 + spK * 0.7 * smoothstep(-1.8, -2.5, sp));

      // polished: exposed aggregate chips and saw cuts
      if (mat.pattern === "polished") {
        if (fR[i] > 0) col = mix3(col, scale3(mat.chipLight ?? hex("#d9d5cc"), 1 + 0.15 * N.fine.w(0, Xn * 3, Yn * 3, 0.01)), fR[i]);
        if (fG[i] > 0) col = mix3(col, scale3(mat.chipDark ?? hex("#3c3936"), 1 + 0.3 * N.fine.w(1, Xn * 3, Yn * 3, 0.01)), fG[i]);
      }
      // cracks: hairline (r, weathered), sealed (g), saw cut / control joint (b)
      if (mat.pattern === "weathered" || mat.pattern === "knockdown" || mat.pattern === "broom") {
        if (fR[i] > 0) {
          ht -= fR[i] * 1.5 * mm;
          col = scale3(col, 1 - 0.55 * fR[i]);
        }
        const cb = crackBl[i];
        if (cb > 0.01) {
          // routed crack, chipped edges, filled with a slightly domed sealant bead
          const bead = fG[i];
          ht += bead * 0.6 * mm - (cb - bead) * 0.8 * mm;
          col = mix3(scale3(col, 1 - 0.25 * clamp01(cb - bead)), scale3(sealant, 1 + 0.05 * N.fine.w(2, Xn * 4, Yn * 4, 0.01)), bead);
          gloss = lerp(gloss, 0.55, bead);
        }
      }
      if (fB[i] > 0 && (mat.pattern === "polished" || mat.pattern === "weathered" || mat.pattern === "knockdown")) {
        ht -= fB[i] * 3 * mm;
        col = scale3(col, 1 - 0.6 * fB[i]);
      }

      if (mat.pattern === "weathered") {
        // old slab: darker traffic / drip stains and lighter worn patches
        const st = N.soft.w(2, Xn * 1.3, Yn * 1.3, 0.6) + 0.5 * N.fbm.w(0, Xn, Yn, 0.12);
        col = scale3(col, 1 - 0.13 * smoothstep(0.6, 1.6, st) + 0.05 * smoothstep(-0.6, -1.6, st));
      }
      // antiquing release: joints + pattern low spots + blotchy hand application
      const blotch = N.fbm.w(2, Xn, Yn, 0.6) * 0.5 + N.soft.w(2, Xn, Yn, 1.2) * 0.5;
      REL[i] = clamp01((1 - e) * 0.9 + rel * (0.8 + 0.3 * blotch) + clamp01(0.1 + 0.12 * blotch)) * mat.releaseAmt;

      Hh[i] = ht;
      A[i * 3] = col[0];
      A[i * 3 + 1] = col[1];
      A[i * 3 + 2] = col[2];
      G[i] = gloss * (0.55 + 0.45 * e);
    }
  }

  if (process.env.IMG_DEBUG) console.log(`  material loop ${Date.now() - T0}ms`);
  // --- cavity -> ambient occlusion, more release in the low spots, damp edge at the lawn
  const hBlur = blur(Hh, w, h, 0.02 * ppm, plan.wrap);
  const out = new Float32Array(n * TC);
  const relCol = mat.release;
  for (let i = 0; i < n; i++) {
    const cav = hBlur[i] - Hh[i];
    const lawn = lawnMask[i];
    let rel = REL[i];
    if (!lawn) rel = clamp01(rel + clamp01(cav / (1.5 * mm + 0.01)) * 0.5 * mat.releaseAmt);
    const o = i * TC;
    const nearLawn = lawn ? 0 : lawnBl[i];
    const k = 1 - 0.3 * nearLawn;
    out[o] = lerp(A[i * 3], relCol[0], rel) * k;
    out[o + 1] = lerp(A[i * 3 + 1], relCol[1], rel) * k;
    out[o + 2] = lerp(A[i * 3 + 2], relCol[2], rel) * k;
    out[o + 5] = clamp01(1 - 0.45 * clamp01(cav / (4 * mm + 0.01)) - (lawn ? 0.3 * (1 - lawnBl[i]) + 0.1 : 0.35 * nearLawn));
    out[o + 7] = G[i] * (1 - 0.5 * rel);
  }

  // --- normals from height (central differences)
  const idx = plan.wrap ? (x: number, y: number) => wrapI(y, h) * w + wrapI(x, w) : (x: number, y: number) => clamp(y, 0, h - 1) * w + clamp(x, 0, w - 1);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const dx = (Hh[idx(x + 1, y)] - Hh[idx(x - 1, y)]) * 0.5;
      const dy = (Hh[idx(x, y + 1)] - Hh[idx(x, y - 1)]) * 0.5;
      const l = Math.hypot(dx, dy, 1);
      out[i * TC + 3] = -dx / l;
      out[i * TC + 4] = -dy / l;
    }

  // --- self shadow: march toward the sun over the height field (soft)
  const lh = Math.hypot(lightTex[0], lightTex[1]);
  if (lh > 1e-3 && lightTex[2] > 0) {
    const dx = lightTex[0] / lh;
    const dy = lightTex[1] / lh;
    const tanEl = lightTex[2] / lh;
    const steps = [1, 2, 3, 5, 7, 10, 14, 20, 28, 40];
    const softness = 1.2 * mm + 0.4;
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        const h0 = Hh[i];
        let occ = 0;
        for (const s of steps) {
          const d = Hh[idx(Math.round(x + dx * s), Math.round(y + dy * s))] - (h0 + s * tanEl);
          if (d > occ) occ = d;
        }
        out[i * TC + 6] = 1 - 0.85 * clamp01(occ / softness);
      }
  } else {
    for (let i = 0; i < n; i++) out[i * TC + 6] = 1;
  }
  if (process.env.IMG_DEBUG) console.log(`  shadows ${Date.now() - T0}ms`);
  const tx = new Texture(w, h, out, plan.wrap);
  if (process.env.IMG_DEBUG) console.log(`  mips ${Date.now() - T0}ms`);
  return tx;
}

// ---------------------------------------------------------------------------
// patterns (plan px, SVG)
// ---------------------------------------------------------------------------

const jointStroke = (w: number) => `stroke="#000" stroke-width="${f1(w)}" stroke-linejoin="round"`;

/** Ashlar slate: running courses of 30 / 60 / 90 / 120 cm squares and rectangles, some stacked. */
function drawAshlar(lay: Layout, angle: number, unit = 0.3) {
  const r = lay.rng;
  const P = lay.ppm;
  const u = unit;
  const joint = 0.017 * P;
  const { cx, cy, span } = lay.centre();
  const parts: string[] = [];
  const stone = (x: number, y: number, ww: number, hh: number) => {
    const id = lay.region("stone", { ang: r.chance(0.5) ? r.range(-0.15, 0.15) : Math.PI / 2 + r.range(-0.15, 0.15) });
    const j = () => r.gauss() * 0.003 * P;
    const a: [number, number][] = [
      [x * P + j(), y * P + j()],
      [(x + ww) * P + j(), y * P + j()],
      [(x + ww) * P + j(), (y + hh) * P + j()],
      [x * P + j(), (y + hh) * P + j()],
    ];
    parts.push(`<polygon points="${pts(a)}" fill="${idColor(id)}" ${jointStroke(joint)}/>`);
  };
  let y = -span;
  while (y < span) {
    const courseH = r.chance(0.2) ? 1 : 2;
    let x = -span - r.range(0, 2) * u;
    while (x < span) {
      if (courseH === 1) {
        const wu = r.pick([1, 2, 2, 3]);
        stone(x, y, wu * u, u);
        x += wu * u;
        continue;
      }
      const choice = r.next();
      if (choice < 0.32) {
        const wu = r.pick([2, 3, 3, 4]);
        stone(x, y, wu * u, 2 * u);
        x += wu * u;
      } else if (choice < 0.55) {
        stone(x, y, 2 * u, 2 * u);
        x += 2 * u;
      } else if (choice < 0.8) {
        const wu = r.pick([2, 3]);
        const w2 = r.chance(0.4) ? wu - 1 : wu;
        stone(x, y, wu * u, u);
        stone(x, y + u, w2 * u, u);
        if (w2 < wu) stone(x + w2 * u, y + u, u, u);
        x += wu * u;
      } else {
        stone(x, y, u, u);
        stone(x, y + u, u, u);
        x += u;
      }
    }
    y += courseH * u;
  }
  lay.ids.push(`<g transform="translate(${f1(cx)},${f1(cy)}) rotate(${angle})">${parts.join("")}</g>`);
}

/** European fan: overlapping fans of concentric rings of small cobbles. */
function drawFan(lay: Layout, angle: number, R = 0.9) {
  const r = lay.rng;
  const P = lay.ppm;
  const joint = 0.013 * P;
  const { cx, cy, span } = lay.centre();
  const ringW = 0.105;
  const nR = Math.round(R / ringW);
  const parts: string[] = [];
  const rowH = R / 2;
  const rows = Math.ceil(span / rowH) + 2;
  const cols = Math.ceil(span / (2 * R)) + 2;
  const arcPt = (xc: number, yc: number, rad: number, a: number) => `${f1((xc + rad * Math.cos(a)) * P)},${f1((yc + rad * Math.sin(a)) * P)}`;
  for (let j = -rows; j <= rows; j++) {
    const yc = j * rowH;
    const off = j & 1 ? R : 0;
    for (let i = -cols; i <= cols; i++) {
      const xc = i * 2 * R + off + r.gauss() * 0.005;
      const id0 = lay.region("stone", { ang: r.range(0, 6.28) });
      parts.push(`<circle cx="${f1(xc * P)}" cy="${f1(yc * P)}" r="${f1(ringW * 1.1 * P)}" fill="${idColor(id0)}" ${jointStroke(joint)}/>`);
      for (let k = 1; k < nR; k++) {
        const r0 = ringW * (k + 0.1);
        const r1 = k === nR - 1 ? R : ringW * (k + 1.1) + r.gauss() * 0.004;
        const L = r.range(0.11, 0.15);
        const cnt = Math.max(4, Math.round((2 * Math.PI * (r0 + r1)) / 2 / L));
        const da = (2 * Math.PI) / cnt;
        const a0 = r.range(0, da);
        for (let c = 0; c < cnt; c++) {
          const a1 = a0 + c * da + r.gauss() * da * 0.06;
          const a2 = a0 + (c + 1) * da + r.gauss() * da * 0.06;
          // only the upper half (and a little past it) is ever visible
          const mid = (a1 + a2) / 2;
          if (Math.sin(mid) > 0.3 && r0 > 0.72 * R) continue;
          const id = lay.region("stone", { ang: r.range(0, 6.28) });
          parts.push(
            `<path d="M${arcPt(xc, yc, r0, a1)}L${arcPt(xc, yc, r1, a1)}A${f1(r1 * P)},${f1(r1 * P)} 0 0 1 ${arcPt(xc, yc, r1, a2)}L${arcPt(xc, yc, r0, a2)}A${f1(r0 * P)},${f1(r0 * P)} 0 0 0 ${arcPt(xc, yc, r0, a1)}Z" fill="${idColor(id)}" ${jointStroke(joint)}/>`,
          );
        }
      }
    }
  }
  lay.ids.push(`<g transform="translate(${f1(cx)},${f1(cy)}) rotate(${angle})">${parts.join("")}</g>`);
}

type Pt = [number, number];
function clipHalf(poly: Pt[], a: number, b: number, c: number): Pt[] {
  // keep a*x + b*y <= c
  const out: Pt[] = [];
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i];
    const q = poly[(i + 1) % poly.length];
    const dp = a * p[0] + b * p[1] - c;
    const dq = a * q[0] + b * q[1] - c;
    if (dp <= 0) out.push(p);
    if (dp * dq < 0) {
      const t = dp / (dp - dq);
      out.push([p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t]);
    }
  }
  return out;
}

/** Random stone: power-diagram (weighted Voronoi) cells with cut corners. */
function drawRandomStone(lay: Layout, size = 0.42) {
  const r = lay.rng;
  const P = lay.ppm;
  const joint = 0.018 * P;
  const W = lay.plan.w / P;
  const H = lay.plan.h / P;
  const nx = Math.ceil(W / size) + 2;
  const ny = Math.ceil(H / size) + 2;
  const sites: { x: number; y: number; w: number }[] = [];
  for (let j = -1; j < ny; j++)
    for (let i = -1; i < nx; i++) {
      const s = { x: (i + 0.5 + r.range(-0.42, 0.42)) * size, y: (j + 0.5 + r.range(-0.42, 0.42)) * size, w: 0 };
      s.w = (size * r.range(-0.3, 0.45)) ** 2 * (r.chance(0.5) ? 1 : -0.6);
      sites.push(s);
    }
  const parts: string[] = [];
  const gx = nx + 1;
  for (let j = 0; j < ny + 1; j++)
    for (let i = 0; i < gx; i++) {
      const s = sites[j * gx + i];
      if (!s) continue;
      let poly: Pt[] = [
        [s.x - 3 * size, s.y - 3 * size],
        [s.x + 3 * size, s.y - 3 * size],
        [s.x + 3 * size, s.y + 3 * size],
        [s.x - 3 * size, s.y + 3 * size],
      ];
      for (let dj = -3; dj <= 3; dj++)
        for (let di = -3; di <= 3; di++) {
          if (!di && !dj) continue;
          const ii = i + di;
          const jj = j + dj;
          if (ii < 0 || jj < 0 || ii >= gx || jj >= ny + 1) continue;
          const q = sites[jj * gx + ii];
          if (!q) continue;
          // power bisector: 2 x.(q - p) <= |q|^2 - |p|^2 - wq + wp
          poly = clipHalf(poly, 2 * (q.x - s.x), 2 * (q.y - s.y), q.x * q.x + q.y * q.y - s.x * s.x - s.y * s.y - q.w + s.w);
          if (poly.length < 3) break;
        }
      if (poly.length < 3) continue;
      // cut corners for a softer, hand-laid look
      const cut: Pt[] = [];
      for (let k = 0; k < poly.length; k++) {
        const a = poly[(k + poly.length - 1) % poly.length];
        const b = poly[k];
        const c = poly[(k + 1) % poly.length];
        const t = r.range(0.12, 0.22);
        cut.push([b[0] + (a[0] - b[0]) * t, b[1] + (a[1] - b[1]) * t], [b[0] + (c[0] - b[0]) * t, b[1] + (c[1] - b[1]) * t]);
      }
      const id = lay.region("stone", { ang: r.range(0, 6.28) });
      parts.push(`<polygon points="${pts(cut.map(([x, y]) => [x * P, y * P] as Pt))}" fill="${idColor(id)}" ${jointStroke(joint)}/>`);
    }
  lay.ids.push(parts.join(""));
}

/** Wood plank: 16 cm boards of mixed lengths with staggered butt joints, nail holes and knots. */
function drawWood(lay: Layout, angle: number) {
  const r = lay.rng;
  const P = lay.ppm;
  const { cx, cy, span } = lay.centre();
  const pw = 0.16;
  const sideJ = 0.011 * P;
  const parts: string[] = [];
  const feats: string[] = [];
  for (let y = -span; y < span; y += pw) {
    let x = -span - r.range(0, 2);
    while (x < span) {
      const len = r.pick([1.2, 1.5, 1.8, 2.4, 2.4]);
      // texture angle follows the plank axis (SVG rotate is clockwise in plan px)
      const id = lay.region("stone", { ang: (-angle * Math.PI) / 180 + r.range(-0.01, 0.01), oy: r.range(0, 50) });
      parts.push(`<rect x="${f1(x * P)}" y="${f1(y * P)}" width="${f1(len * P)}" height="${f1(pw * P)}" fill="${idColor(id)}" ${jointStroke(sideJ)}/>`);
      for (const ex of [x + 0.035, x + len - 0.035])
        for (const ey of [y + pw * 0.3, y + pw * 0.7])
          feats.push(`<circle cx="${f1((ex + r.gauss() * 0.003) * P)}" cy="${f1((ey + r.gauss() * 0.003) * P)}" r="${f1(0.0042 * P)}" fill="#f00"/>`);
      const knots = r.chance(0.35) ? 1 : 0;
      for (let k = 0; k < knots; k++) {
        const kx = x + r.range(0.2, len - 0.2);
        const ky = y + r.range(0.04, pw - 0.04);
        feats.push(`<ellipse cx="${f1(kx * P)}" cy="${f1(ky * P)}" rx="${f1(r.range(0.018, 0.03) * P)}" ry="${f1(r.range(0.008, 0.013) * P)}" fill="#00f" fill-opacity="0.9"/>`);
      }
      x += len;
    }
  }
  const tr = `transform="translate(${f1(cx)},${f1(cy)}) rotate(${angle})"`;
  lay.ids.push(`<g ${tr}>${parts.join("")}</g>`);
  lay.feats.push(`<g ${tr}>${feats.join("")}</g>`);
}

/** Cobble: running rows of rounded rectangles of mixed lengths. */
function drawCobble(lay: Layout, angle: number) {
  const r = lay.rng;
  const P = lay.ppm;
  const { cx, cy, span } = lay.centre();
  const rowH = 0.165;
  const jw = 0.016;
  const parts: string[] = [];
  for (let y = -span; y < span; y += rowH) {
    let x = -span - r.range(0, 0.3);
    while (x < span) {
      const len = r.range(0.17, 0.3);
      const hh = rowH - jw - r.range(0, 0.008);
      const id = lay.region("stone", { ang: r.range(0, 6.28) });
      const rot = r.gauss() * 1.5;
      const x0 = x + jw / 2 + r.gauss() * 0.002;
      const y0 = y + jw / 2 + r.gauss() * 0.002;
      parts.push(
        `<rect x="${f1(x0 * P)}" y="${f1(y0 * P)}" width="${f1((len - jw) * P)}" height="${f1(hh * P)}" rx="${f1(0.03 * P)}" transform="rotate(${f1(rot)} ${f1((x0 + len / 2) * P)} ${f1((y0 + hh / 2) * P)})" fill="${idColor(id)}"/>`,
      );
      x += len;
    }
  }
  lay.ids.push(`<g transform="translate(${f1(cx)},${f1(cy)}) rotate(${angle})">${parts.join("")}</g>`);
}

/** Slab panels separated by tooled control joints (world rectangle split into nx x ny panels). */
function drawPanels(lay: Layout, X0: number, Y0: number, X1: number, Y1: number, nx: number, ny: number, joint = 0.009) {
  const jw = (joint * lay.ppm) / 2;
  for (let j = 0; j < ny; j++)
    for (let i = 0; i < nx; i++) {
      const xa = lay.px(X0 + ((X1 - X0) * i) / nx) + (i ? jw : 0);
      const xb = lay.px(X0 + ((X1 - X0) * (i + 1)) / nx) - (i < nx - 1 ? jw : 0);
      const ya = lay.py(Y1 - ((Y1 - Y0) * j) / ny) + (j ? jw : 0);
      const yb = lay.py(Y1 - ((Y1 - Y0) * (j + 1)) / ny) - (j < ny - 1 ? jw : 0);
      const id = lay.region("slab", { rect: [xa, ya, xb, yb] });
      lay.ids.push(`<rect x="${f1(xa)}" y="${f1(ya)}" width="${f1(xb - xa)}" height="${f1(yb - ya)}" fill="${idColor(id)}"/>`);
    }
}

/** A meandering crack polyline (world metres) by midpoint displacement. */
function crackLine(r: Rng, a: Pt, b: Pt, rough = 0.12, depth = 7): Pt[] {
  let line: Pt[] = [a, b];
  let amp = Math.hypot(b[0] - a[0], b[1] - a[1]) * rough;
  for (let d = 0; d < depth; d++) {
    const nl: Pt[] = [];
    for (let i = 0; i < line.length - 1; i++) {
      const p = line[i];
      const q = line[i + 1];
      const dx = q[0] - p[0];
      const dy = q[1] - p[1];
      const l = Math.hypot(dx, dy) || 1;
      const o = r.gauss() * amp;
      nl.push(p, [(p[0] + q[0]) / 2 - (dy / l) * o, (p[1] + q[1]) / 2 + (dx / l) * o]);
    }
    nl.push(line[line.length - 1]);
    line = nl;
    amp *= 0.55;
  }
  return line;
}

/** Crack stroke (feature channel colour `col`) whose width wanders along its length. */
function crackStroke(lay: Layout, line: Pt[], width: number, col: string): string {
  const r = lay.rng;
  const parts: string[] = [];
  let wv = 1;
  for (let i = 0; i < line.length - 1; i++) {
    wv = clamp(wv + r.gauss() * 0.12, 0.55, 1.5);
    parts.push(`<path d="${lay.path([line[i], line[i + 1]], false)}" stroke-width="${f1(width * wv * lay.ppm)}"/>`);
  }
  return `<g fill="none" stroke="${col}" stroke-linecap="round">${parts.join("")}</g>`;
}

/** Slab outline with a pattern clipped inside and an optional smooth border band. */
function slab(lay: Layout, outline: Pt[], pattern: () => void, borderW = 0, jointW = 0.016) {
  const d = lay.path(outline);
  const cid = `c${lay.ids.length}`;
  lay.ids.push(`<clipPath id="${cid}"><path d="${d}"/></clipPath><path d="${d}" fill="#000"/><g clip-path="url(#${cid})">`);
  pattern();
  lay.ids.push(`</g>`);
  if (borderW > 0) {
    const bid = lay.region("border");
    const P = lay.ppm;
    lay.ids.push(
      `<path d="${d}" fill="none" stroke="#000" stroke-width="${f1(2 * (borderW + jointW) * P)}" stroke-linejoin="round" clip-path="url(#${cid})"/>`,
      `<path d="${d}" fill="none" stroke="${idColor(bid)}" stroke-width="${f1(2 * borderW * P)}" stroke-linejoin="round" clip-path="url(#${cid})"/>`,
    );
  }
}

/** Smooth closed curve through world points (Catmull-Rom, sampled). */
function smoothPoly(p: Pt[], steps = 8, closed = true): Pt[] {
  const out: Pt[] = [];
  const n = p.length;
  const get = (i: number) => (closed ? p[((i % n) + n) % n] : p[clamp(i, 0, n - 1)]);
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    for (let s = 0; s < steps; s++) {
      const t = s / steps;
      const t2 = t * t;
      const t3 = t2 * t;
      const f = (a: number, b: number, c: number, d: number) => 0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
      out.push([f(p0[0], p1[0], p2[0], p3[0]), f(p0[1], p1[1], p2[1], p3[1])]);
    }
  }
  if (!closed) out.push(p[n - 1]);
  return out;
}

// ---------------------------------------------------------------------------
// camera, surfaces, lighting
// ---------------------------------------------------------------------------

interface Shade {
  r: number;
  g: number;
  b: number;
  /** tangent-space normal (along the surface's t and b axes) */
  nx: number;
  ny: number;
  ao: number;
  shadow: number;
  gloss: number;
  /** emitted / reflected radiance added after lighting */
  er: number;
  eg: number;
  eb: number;
}
const newShade = (): Shade => ({ r: 0, g: 0, b: 0, nx: 0, ny: 0, ao: 1, shadow: 1, gloss: 0, er: 0, eg: 0, eb: 0 });

interface Surface {
  name: string;
  o: V3;
  n: V3;
  /** unit tangent (u) and bitangent (v) directions */
  t: V3;
  b: V3;
  u0: number;
  u1: number;
  v0: number;
  v1: number;
  tex?: Texture;
  /** texture px per metre and offsets: texU = u * ppm + tu0 */
  ppm?: number;
  tu0?: number;
  tv0?: number;
  /** analytic shader: (u, v) metres, footprint (fu, fv) metres */
  fn?: (u: number, v: number, fu: number, fv: number, out: Shade) => void;
  /** post-texture modifier (contact shadows etc.) */
  mod?: (u: number, v: number, out: Shade) => void;
  /** mirror reflection strength (polished floors) and its blur per metre */
  mirror?: number;
  rough?: number;
  specPow?: number;
}

interface Camera {
  w: number;
  h: number;
  hfov: number;
  height: number;
  pitch: number;
  x?: number;
  y?: number;
  /** degrees, positive turns the camera to the right */
  yaw?: number;
  roll?: number;
}

interface Lighting {
  sun: V3;
  sunColor: RGB;
  sky: RGB;
  bounce: RGB;
  /** large-scale sun visibility (tree canopy, house shadow), 1 = lit */
  shade?: (X: number, Y: number, Z: number) => number;
  /** ambient multiplier by position */
  ambient?: (X: number, Y: number, Z: number) => number;
  /** radiance seen in a reflected direction (outdoor sky) */
  env?: (d: V3) => RGB;
  /** outdoor sheen strength */
  sheen?: number;
}

interface Post {
  exposure: number;
  /** focus distance (m), default: the centre of the frame */
  focus?: number;
  aperture: number;
  vignette: number;
  warmth: number;
  contrast: number;
  saturation: number;
  grain: number;
  /** multiplier by normalised position */
  grad?: (nx: number, ny: number) => number;
  bloom?: number;
}

interface Scene {
  name: string;
  cam: Camera;
  surfaces: Surface[];
  light: Lighting;
  post: Post;
  background?: RGB;
}

function camBasis(cam: Camera) {
  const p = (cam.pitch * Math.PI) / 180;
  const F: V3 = [0, Math.cos(p), -Math.sin(p)];
  let U: V3 = [0, Math.sin(p), Math.cos(p)];
  let R: V3 = [1, 0, 0];
  if (cam.roll) {
    const a = (cam.roll * Math.PI) / 180;
    const c = Math.cos(a);
    const s = Math.sin(a);
    const R2: V3 = [R[0] * c + U[0] * s, R[1] * c + U[1] * s, R[2] * c + U[2] * s];
    const U2: V3 = [U[0] * c - R[0] * s, U[1] * c - R[1] * s, U[2] * c - R[2] * s];
    R = R2;
    U = U2;
  }
  if (cam.yaw) {
    const a = (cam.yaw * Math.PI) / 180;
    const c = Math.cos(a);
    const s = Math.sin(a);
    const rz = (v: V3): V3 => [v[0] * c + v[1] * s, -v[0] * s + v[1] * c, v[2]];
    return { F: rz(F), U: rz(U), R: rz(R), f: cam.w / 2 / Math.tan((cam.hfov * Math.PI) / 360), C: [cam.x ?? 0, cam.y ?? 0, cam.height] as V3 };
  }
  const f = cam.w / 2 / Math.tan((cam.hfov * Math.PI) / 360);
  const C: V3 = [cam.x ?? 0, cam.y ?? 0, cam.height];
  return { F, U, R, f, C };
}

function rayDir(cam: Camera, B: ReturnType<typeof camBasis>, px: number, py: number): V3 {
  const xs = px + 0.5 - cam.w / 2;
  const ys = -(py + 0.5 - cam.h / 2);
  return [xs * B.R[0] + ys * B.U[0] + B.f * B.F[0], xs * B.R[1] + ys * B.U[1] + B.f * B.F[1], xs * B.R[2] + ys * B.U[2] + B.f * B.F[2]];
}

function hitPlane(s: Surface, C: V3, D: V3): number {
  const den = D[0] * s.n[0] + D[1] * s.n[1] + D[2] * s.n[2];
  if (den >= -1e-9) return Infinity;
  const t = ((s.o[0] - C[0]) * s.n[0] + (s.o[1] - C[1]) * s.n[1] + (s.o[2] - C[2]) * s.n[2]) / den;
  if (t <= 1e-6) return Infinity;
  const Px = C[0] + D[0] * t - s.o[0];
  const Py = C[1] + D[1] * t - s.o[1];
  const Pz = C[2] + D[2] * t - s.o[2];
  const u = Px * s.t[0] + Py * s.t[1] + Pz * s.t[2];
  const v = Px * s.b[0] + Py * s.b[1] + Pz * s.b[2];
  if (u < s.u0 || u > s.u1 || v < s.v0 || v > s.v1) return Infinity;
  return t;
}
function planeUV(s: Surface, C: V3, D: V3): [number, number] {
  const den = D[0] * s.n[0] + D[1] * s.n[1] + D[2] * s.n[2];
  const t = ((s.o[0] - C[0]) * s.n[0] + (s.o[1] - C[1]) * s.n[1] + (s.o[2] - C[2]) * s.n[2]) / (Math.abs(den) < 1e-12 ? -1e-12 : den);
  const Px = C[0] + D[0] * t - s.o[0];
  const Py = C[1] + D[1] * t - s.o[1];
  const Pz = C[2] + D[2] * t - s.o[2];
  return [Px * s.t[0] + Py * s.t[1] + Pz * s.t[2], Px * s.b[0] + Py * s.b[1] + Pz * s.b[2]];
}

function trace(surfaces: Surface[], C: V3, D: V3, skip?: Surface): { s: Surface; t: number } | null {
  let best: Surface | null = null;
  let bt = Infinity;
  for (const s of surfaces) {
    if (s === skip) continue;
    const t = hitPlane(s, C, D);
    if (t < bt) {
      bt = t;
      best = s;
    }
  }
  return best ? { s: best, t: bt } : null;
}

const tmpTex = new Float32Array(TC);
function shadeSurface(s: Surface, u: number, v: number, fu: number, fv: number, out: Shade) {
  out.er = out.eg = out.eb = 0;
  if (s.tex) {
    const ppm = s.ppm!;
    const tu = u * ppm + (s.tu0 ?? 0);
    const tv = v * ppm + (s.tv0 ?? 0);
    const fmx = Math.max(fu, fv) * ppm;
    const fmn = Math.min(fu, fv) * ppm;
    const foot = Math.max(fmn, fmx / 2.5);
    s.tex.sample(tu, tv, foot > 1 ? Math.log2(foot) : 0, tmpTex);
    out.r = tmpTex[0];
    out.g = tmpTex[1];
    out.b = tmpTex[2];
    out.nx = tmpTex[3];
    out.ny = tmpTex[4];
    out.ao = tmpTex[5];
    out.shadow = tmpTex[6];
    out.gloss = tmpTex[7];
  } else if (s.fn) {
    out.nx = out.ny = 0;
    out.ao = 1;
    out.shadow = 1;
    out.gloss = 0;
    s.fn(u, v, fu, fv, out);
  }
  if (s.mod) s.mod(u, v, out);
}

interface Frame {
  w: number;
  h: number;
  rgb: Float32Array;
  depth: Float32Array;
}

function render(scene: Scene): Frame {
  const { cam, light } = scene;
  const B = camBasis(cam);
  const W = cam.w;
  const Hh = cam.h;
  const rgb = new Float32Array(W * Hh * 3);
  const depth = new Float32Array(W * Hh);
  const sh = newShade();
  const rsh = newShade();
  const L = light.sun;
  const bg = scene.background ?? [0.2, 0.2, 0.2];
  for (let py = 0; py < Hh; py++) {
    for (let px = 0; px < W; px++) {
      const D = rayDir(cam, B, px, py);
      const o = (py * W + px) * 3;
      const hit = trace(scene.surfaces, B.C, D);
      if (!hit) {
        rgb[o] = bg[0];
        rgb[o + 1] = bg[1];
        rgb[o + 2] = bg[2];
        depth[py * W + px] = 1e3;
        continue;
      }
      const s = hit.s;
      const [u, v] = planeUV(s, B.C, D);
      const [u1, v1] = planeUV(s, B.C, [D[0] + B.R[0], D[1] + B.R[1], D[2] + B.R[2]]);
      const [u2, v2] = planeUV(s, B.C, [D[0] - B.U[0], D[1] - B.U[1], D[2] - B.U[2]]);
      const fu = Math.max(Math.abs(u1 - u), Math.abs(u2 - u));
      const fv = Math.max(Math.abs(v1 - v), Math.abs(v2 - v));
      shadeSurface(s, u, v, fu, fv, sh);
      const nz = Math.sqrt(Math.max(0, 1 - sh.nx * sh.nx - sh.ny * sh.ny));
      const N = normalize([
        sh.nx * s.t[0] + sh.ny * s.b[0] + nz * s.n[0],
        sh.nx * s.t[1] + sh.ny * s.b[1] + nz * s.n[1],
        sh.nx * s.t[2] + sh.ny * s.b[2] + nz * s.n[2],
      ]);
      const P: V3 = [B.C[0] + D[0] * hit.t, B.C[1] + D[1] * hit.t, B.C[2] + D[2] * hit.t];
      const big = light.shade ? light.shade(P[0], P[1], P[2]) : 1;
      const amb = light.ambient ? light.ambient(P[0], P[1], P[2]) : 1;
      const ndl = Math.max(0, dot(N, L));
      const gdl = dot(s.n, L) > 0 ? 1 : 0;
      const sunVis = sh.shadow * big * gdl;
      const skyK = (0.6 + 0.4 * N[2]) * sh.ao * amb;
      const bounceK = (0.55 - 0.45 * N[2]) * sh.ao * amb;
      const dl = Math.hypot(D[0], D[1], D[2]);
      const V: V3 = [-D[0] / dl, -D[1] / dl, -D[2] / dl];
      let r = sh.r * (light.sunColor[0] * ndl * sunVis + light.sky[0] * skyK + light.bounce[0] * bounceK);
      let g = sh.g * (light.sunColor[1] * ndl * sunVis + light.sky[1] * skyK + light.bounce[1] * bounceK);
      let b = sh.b * (light.sunColor[2] * ndl * sunVis + light.sky[2] * skyK + light.bounce[2] * bounceK);
      if (sh.gloss > 0.001) {
        const ndv = Math.max(0, dot(N, V));
        const fres = 0.04 + 0.96 * Math.pow(1 - ndv, 5);
        if (ndl > 0 && sunVis > 0) {
          const Hv = normalize([L[0] + V[0], L[1] + V[1], L[2] + V[2]]);
          const ndh = Math.max(0, dot(N, Hv));
          const pw = 40 * (s.specPow ?? 1);
          const spec = sh.gloss * Math.pow(ndh, pw) * ((pw + 8) / 30) * (0.2 + fres) * sunVis;
          r += light.sunColor[0] * spec;
          g += light.sunColor[1] * spec;
          b += light.sunColor[2] * spec;
        }
        const dn = V[0] * N[0] + V[1] * N[1] + V[2] * N[2];
        const refl: V3 = [2 * dn * N[0] - V[0], 2 * dn * N[1] - V[1], 2 * dn * N[2] - V[2]];
        let env: RGB | null = null;
        if (s.mirror) {
          const rh = trace(scene.surfaces, P, refl, s);
          if (rh) {
            const rs = rh.s;
            const [ru, rv] = planeUV(rs, P, refl);
            const spread = (s.rough ?? 0.05) * rh.t;
            shadeSurface(rs, ru, rv, spread + fu, spread * 3 + fv, rsh);
            const ra = light.ambient ? light.ambient(P[0] + refl[0] * rh.t, P[1] + refl[1] * rh.t, P[2] + refl[2] * rh.t) : 1;
            env = [rsh.r * light.sky[0] * ra + rsh.er, rsh.g * light.sky[1] * ra + rsh.eg, rsh.b * light.sky[2] * ra + rsh.eb];
          }
        }
        if (!env && light.env) env = light.env(refl);
        if (env) {
          const k = sh.gloss * (s.mirror ?? light.sheen ?? 0.12) * fres;
          r += env[0] * k;
          g += env[1] * k;
          b += env[2] * k;
        }
      }
      rgb[o] = r + sh.er;
      rgb[o + 1] = g + sh.eg;
      rgb[o + 2] = b + sh.eb;
      depth[py * W + px] = hit.t * B.f;
    }
  }
  return { w: W, h: Hh, rgb, depth };
}

// ---------------------------------------------------------------------------
// photographic finish
// ---------------------------------------------------------------------------

function aces(x: number): number {
  return clamp01((x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14));
}

function finish(frame: Frame, post: Post, seed: number): Uint8Array {
  const { w, h, rgb, depth } = frame;
  const n = w * h;
  // auto exposure on the log-average luminance
  let acc = 0;
  let cnt = 0;
  for (let i = 0; i < n; i += 7) {
    const l = 0.2126 * rgb[i * 3] + 0.7152 * rgb[i * 3 + 1] + 0.0722 * rgb[i * 3 + 2];
    acc += Math.log(1e-4 + Math.min(l, 4));
    cnt++;
  }
  const key = Math.exp(acc / cnt);
  const expo = (post.exposure * 0.2) / key;
  const ch = [0, 1, 2].map((c) => {
    const a = new Float32Array(n);
    for (let i = 0; i < n; i++) a[i] = rgb[i * 3 + c];
    return a;
  });
  // depth of field: circle of confusion from the 1/depth difference
  const focus = post.focus ?? depth[Math.floor(h / 2) * w + Math.floor(w / 2)];
  const coc = new Float32Array(n);
  for (let i = 0; i < n; i++) coc[i] = Math.min(9, post.aperture * Math.abs(1 / depth[i] - 1 / focus) * w);
  const sig = [0, 0.8, 1.8, 3.6, 7];
  const levels = sig.map((s) => (s === 0 ? ch : ch.map((c) => blur(c, w, h, s))));
  const bloom = post.bloom ?? 0.04;
  const bl = ch.map((c) => {
    const hi = new Float32Array(n);
    for (let i = 0; i < n; i++) hi[i] = Math.max(0, c[i] * expo - 0.8);
    return blur(hi, w, h, w / 80);
  });
  const out = new Uint8Array(n * 3);
  const rng = new Rng(seed ^ 0x9e3779b9);
  const grain = new Float32Array(n);
  for (let i = 0; i < n; i++) grain[i] = rng.gauss();
  const gB = blur(grain, w, h, 0.55);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const c = coc[i] * 0.5;
      let li = 0;
      while (li < sig.length - 2 && sig[li + 1] < c) li++;
      const t = clamp01((c - sig[li]) / (sig[li + 1] - sig[li]));
      const nx = x / w;
      const ny = y / h;
      const dx = (nx - 0.5) * (w / h) * 0.75;
      const dy = ny - 0.5;
      const vig = 1 - post.vignette * Math.pow(clamp01(Math.hypot(dx, dy) * 1.3), 2.4);
      const m = expo * vig * (post.grad ? post.grad(nx, ny) : 1);
      let r = lerp(levels[li][0][i], levels[li + 1][0][i], t) * m + bl[0][i] * bloom;
      let g = lerp(levels[li][1][i], levels[li + 1][1][i], t) * m + bl[1][i] * bloom;
      let b = lerp(levels[li][2][i], levels[li + 1][2][i], t) * m + bl[2][i] * bloom;
      r *= 1 + 0.05 * post.warmth;
      b *= 1 - 0.07 * post.warmth;
      r = linearToSrgb(aces(r));
      g = linearToSrgb(aces(g));
      b = linearToSrgb(aces(b));
      const Y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
      r = Y + (r - Y) * post.saturation;
      g = Y + (g - Y) * post.saturation;
      b = Y + (b - Y) * post.saturation;
      // gentle S-curve around mid grey
      const k = post.contrast;
      const sc = (v: number) => {
        const c2 = clamp01(v);
        const s2 = c2 * c2 * (3 - 2 * c2);
        return clamp01(lerp(c2, s2, (k - 1) * 2.2));
      };
      r = sc(r);
      g = sc(g);
      b = sc(b);
      const gn = gB[i] * post.grain * (0.5 + 0.9 * Math.sqrt(clamp01(Y)));
      out[i * 3] = clamp(Math.round((r + gn) * 255), 0, 255);
      out[i * 3 + 1] = clamp(Math.round((g + gn) * 255), 0, 255);
      out[i * 3 + 2] = clamp(Math.round((b + gn) * 255), 0, 255);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// walls: analytic shaders (u = X metres, v = Z metres)
// ---------------------------------------------------------------------------

/** Anti-aliased box: 1 inside [a, b] with edges softened by f. */
function band(x: number, a: number, b: number, f: number): number {
  return smoothstep(a - f, a + f, x) - smoothstep(b - f, b + f, x);
}

interface Opening {
  x0: number;
  x1: number;
  z0: number;
  z1: number;
  type: "window" | "door" | "garage" | "bright";
  color?: RGB;
  /** panes across / down */
  panes?: [number, number];
  /** interior glow (evening) */
  glow?: number;
}

interface WallOpts {
  style: "siding" | "stucco" | "interior";
  color: RGB;
  exposure?: number;
  foundation?: number;
  trim?: RGB;
  openings?: Opening[];
  seed: number;
  /** vertical corner boards (X) */
  corners?: number[];
}

function houseWall(o: WallOpts) {
  const found = hex("#8e8a83");
  const trim = o.trim ?? hex("#ebe8e1");
  const exp = o.exposure ?? 0.18;
  const fz = o.foundation ?? 0.25;
  const skyRefl = hex("#9fb0c4");
  const treeRefl = hex("#3c4436");
  return (X: number, Z: number, fu: number, fv: number, out: Shade) => {
    const N = BANK;
    const nz = N.fbm.w(0, X + o.seed, Z, 0.8) * 0.5 + N.fbm.w(1, X * 3, Z * 3, 0.05) * 0.5;
    const fx = Math.max(fu, 0.002);
    const fzz = Math.max(fv, 0.002);
    // openings first
    for (const op of o.openings ?? []) {
      const inside = band(X, op.x0, op.x1, fx) * band(Z, op.z0, op.z1, fzz);
      if (inside <= 0) continue;
      const fw = op.type === "garage" ? 0.1 : 0.075;
      const core = band(X, op.x0 + fw, op.x1 - fw, fx) * band(Z, op.z0 + (op.type === "window" || op.type === "bright" ? fw : 0), op.z1 - fw, fzz);
      if (op.type === "garage" || op.type === "door") {
        const garage = op.type === "garage";
        const rows = garage ? 4 : 2;
        const cols = garage ? 4 : 1;
        const secH = (op.z1 - op.z0 - fw) / rows;
        const zz = (Z - op.z0) / secH;
        const fs = fract(zz);
        const dz = Math.min(fs, 1 - fs) * secH;
        const pw = (op.x1 - op.x0 - 2 * fw) / cols;
        const fxp = fract((X - op.x0 - fw) / pw);
        const dx = Math.min(fxp, 1 - fxp) * pw;
        const inset = garage ? 0.07 : 0.09;
        const bev = 0.025;
        const groove = garage ? 1 - smoothstep(0.003, 0.01 + fzz, dz) : 0;
        const wx = smoothstep(inset - fx, inset + fx, dx) * (1 - smoothstep(inset + bev - fx, inset + bev + fx, dx)) * smoothstep(inset, inset + bev, dz);
        const wz = smoothstep(inset - fzz, inset + fzz, dz) * (1 - smoothstep(inset + bev - fzz, inset + bev + fzz, dz)) * smoothstep(inset, inset + bev, dx);
        const leaf = op.color ?? hex("#e6e4df");
        const dirt = garage ? 1 - 0.12 * (1 - smoothstep(op.z0, op.z0 + 0.35, Z)) : 1;
        const c = scale3(leaf, (1 + 0.02 * nz) * dirt);
        out.r = lerp(trim[0], c[0], core);
        out.g = lerp(trim[1], c[1], core);
        out.b = lerp(trim[2], c[2], core);
        out.nx = core * wx * (fxp < 0.5 ? -0.4 : 0.4);
        out.ny = core * (wz * (fs < 0.5 ? -0.4 : 0.4) - groove * 0.5);
        out.ao = 1 - 0.45 * groove * core;
        out.shadow = 1 - 0.7 * groove * core;
        out.gloss = 0.08;
        if (!garage) {
          // lever handle
          const hx = op.x1 - fw - 0.09;
          const hz = op.z0 + 1.0;
          const hd = band(X, hx - 0.012, hx + 0.1, fx) * band(Z, hz - 0.012, hz + 0.012, fzz);
          if (hd > 0) {
            const brass = hex("#3a3632");
            out.r = lerp(out.r, brass[0], hd);
            out.g = lerp(out.g, brass[1], hd);
            out.b = lerp(out.b, brass[2], hd);
            out.gloss = 0.6 * hd;
          }
        }
        return;
      }
      // glazing
      const [pa, pd] = op.panes ?? [1, 1];
      const gx = ((X - op.x0 - fw) / (op.x1 - op.x0 - 2 * fw)) * pa;
      const gz = ((Z - op.z0 - fw) / (op.z1 - op.z0 - 2 * fw)) * pd;
      const mull = 1 - band(fract(gx), 0.018 * pa, 1 - 0.018 * pa, fx) * band(fract(gz), 0.025 * pd, 1 - 0.025 * pd, fzz);
      const glass = core * (1 - mull);
      const frame = 1 - glass;
      const zt = clamp01((Z - op.z0) / (op.z1 - op.z0));
      let rr: RGB;
      if (op.type === "bright") {
        // interior view of a window: bright daylight, hedge/trees at the bottom
        const line = 0.3 + 0.07 * N.fbm.w(2, X, 0.5, 1.5) + 0.04 * N.fbm.w(0, X, Z, 0.3);
        const hedge = smoothstep(line + 0.05, line - 0.05, zt);
        const skyC = scale3(hex("#eef1f4"), 6 + 1.5 * zt);
        const hedgeC = scale3(hex("#8a9683"), 2.6 + 0.5 * N.fbm.w(0, X, Z, 0.4));
        rr = mix3(skyC, hedgeC, hedge);
      } else {
        const sky = mix3(treeRefl, skyRefl, smoothstep(0.15, 0.85, zt + 0.15 * N.soft.w(0, X * 0.7, Z, 1.2)));
        rr = scale3(sky, 0.55 + 0.15 * N.fbm.w(2, X, Z * 0.3, 0.6));
        if (op.glow) rr = mix3(rr, scale3(hex("#ffb46b"), op.glow), 0.5 * smoothstep(0.1, 0.8, zt));
      }
      const fc = op.type === "bright" ? hex("#2a2a2a") : trim;
      out.r = fc[0] * frame + 0.02 * glass;
      out.g = fc[1] * frame + 0.02 * glass;
      out.b = fc[2] * frame + 0.02 * glass;
      out.er = rr[0] * glass * inside;
      out.eg = rr[1] * glass * inside;
      out.eb = rr[2] * glass * inside;
      out.ny = 0.25 * band(Z, op.z0, op.z0 + fw * 0.6, fzz) * frame; // sill catches light
      out.ao = 1 - 0.3 * band(Z, op.z1 - fw - 0.03, op.z1 - fw, fzz) * glass;
      out.gloss = 0.3 * glass;
      // blend with the wall at the soft edge
      if (inside > 0.999) return;
      const keep = { r: out.r, g: out.g, b: out.b, er: out.er, eg: out.eg, eb: out.eb };
      wallOnly(X, Z, fu, fv, out, nz);
      out.r = lerp(out.r, keep.r, inside);
      out.g = lerp(out.g, keep.g, inside);
      out.b = lerp(out.b, keep.b, inside);
      out.er = keep.er;
      out.eg = keep.eg;
      out.eb = keep.eb;
      return;
    }
    wallOnly(X, Z, fu, fv, out, nz);
  };

  function wallOnly(X: number, Z: number, fu: number, fv: number, out: Shade, nz: number) {
    const N = BANK;
    const fzz = Math.max(fv, 0.002);
    if (o.style === "interior") {
      // painted drywall with a baseboard
      const bb = 1 - smoothstep(0.11 - fzz, 0.11 + fzz, Z);
      const c = scale3(o.color, 1 + 0.015 * nz);
      out.r = lerp(c[0], trim[0], bb);
      out.g = lerp(c[1], trim[1], bb);
      out.b = lerp(c[2], trim[2], bb);
      out.ny = 0.3 * band(Z, 0.1, 0.115, fzz);
      out.ao = 0.8 + 0.2 * smoothstep(0, 0.4, Z);
      out.gloss = 0.1 * bb;
      return;
    }
    if (Z < fz) {
      const c = scale3(found, 1 + 0.08 * nz + 0.05 * N.fine.w(0, X * 5, Z * 5, 0.01));
      out.r = c[0];
      out.g = c[1];
      out.b = c[2];
      out.ao = 0.75 + 0.25 * smoothstep(0, 0.2, Z);
      return;
    }
    if (o.style === "stucco") {
      const c = scale3(o.color, 1 + 0.05 * nz + 0.04 * N.fbm.w(2, X * 4, Z * 4, 0.05));
      out.r = c[0];
      out.g = c[1];
      out.b = c[2];
      out.nx = 0.15 * N.fbm.w(0, X * 8, Z * 8, 0.04);
      out.ny = 0.15 * N.fbm.w(1, X * 8, Z * 8, 0.04);
      return;
    }
    // lap siding
    const zz = (Z - fz) / exp;
    const board = Math.floor(zz);
    const f = zz - board;
    const aaw = fzz / exp + 0.01;
    const shadowBand = smoothstep(1 - 0.16 - aaw, 1 - 0.04, f);
    const lip = 1 - smoothstep(0, 0.07 + aaw, f);
    const br = Math.sin(board * 78.233) * 43758.5453;
    const bv = br - Math.floor(br);
    let c = scale3(o.color, 1 + 0.025 * nz + 0.03 * (bv - 0.5));
    for (const cx of o.corners ?? []) {
      const tb = band(X, cx - 0.07, cx + 0.07, Math.max(fu, 0.002));
      if (tb > 0) c = mix3(c, trim, tb);
    }
    out.r = c[0];
    out.g = c[1];
    out.b = c[2];
    out.ny = -0.1 - 0.25 * lip;
    out.ao = (1 - 0.5 * shadowBand) * (0.85 + 0.15 * smoothstep(fz, fz + 0.4, Z));
    out.shadow = 1 - 0.85 * shadowBand;
  }
}

// ---------------------------------------------------------------------------
// scene helpers
// ---------------------------------------------------------------------------

/** World rectangle of the ground (Z = 0, Y < yMax) seen by the camera. */
function visibleGround(cam: Camera, yMax: number, margin = 0.3): [number, number, number, number] {
  const B = camBasis(cam);
  let x0 = Infinity;
  let x1 = -Infinity;
  let y0 = Infinity;
  let y1 = -Infinity;
  for (let py = 0; py <= cam.h; py += 8)
    for (let px = 0; px <= cam.w; px += 8) {
      const D = rayDir(cam, B, Math.min(px, cam.w - 1), Math.min(py, cam.h - 1));
      if (D[2] >= -1e-6) continue;
      const t = -B.C[2] / D[2];
      let X = B.C[0] + D[0] * t;
      let Y = B.C[1] + D[1] * t;
      if (Y > yMax) {
        const tt = (yMax - B.C[1]) / D[1];
        X = B.C[0] + D[0] * tt;
        Y = yMax;
      }
      x0 = Math.min(x0, X);
      x1 = Math.max(x1, X);
      y0 = Math.min(y0, Y);
      y1 = Math.max(y1, Y);
    }
  return [x0 - margin, y0 - margin, x1 + margin, Math.min(yMax, y1 + margin)];
}

function makePlan(bounds: [number, number, number, number], ppm: number, maxPx = 12e6): Plan {
  const [x0, y0, x1, y1] = bounds;
  let p = ppm;
  while ((x1 - x0) * (y1 - y0) * p * p > maxPx) p *= 0.97;
  return { w: Math.ceil((x1 - x0) * p), h: Math.ceil((y1 - y0) * p), ppm: p, x0, y1, wrap: false };
}

function groundSurface(plan: Plan, tex: Texture, extra: Partial<Surface> = {}): Surface {
  const big = plan.wrap ? 1e4 : 0;
  return {
    name: "ground",
    o: [plan.x0, plan.y1, 0],
    n: [0, 0, 1],
    t: [1, 0, 0],
    b: [0, -1, 0],
    u0: -big,
    u1: plan.w / plan.ppm + big,
    v0: -big,
    v1: plan.h / plan.ppm + big,
    tex,
    ppm: plan.ppm,
    ...extra,
  };
}

function wallSurface(Y: number, fn: (X: number, Z: number, fu: number, fv: number, out: Shade) => void, height = 8): Surface {
  return {
    name: "wall",
    o: [-100, Y, 0],
    n: [0, -1, 0],
    t: [1, 0, 0],
    b: [0, 0, 1],
    u0: 0,
    u1: 200,
    v0: 0,
    v1: height,
    fn: (u, v, fu, fv, out) => fn(u - 100, v, fu, fv, out),
  };
}

/** Light direction in plan texture space (u = +X, v = -Y). */
const lightInPlan = (L: V3): V3 => [L[0], -L[1], L[2]];

/** Dappled shade from a tree canopy (soft blobs), limited by an optional mask. */
function canopy(seed: number, cover: number, size = 1, mask?: (X: number, Y: number) => number) {
  // a large soft canopy envelope broken up by leaf clusters with sun flecks between them;
  // averaged over a small disk for the penumbra of leaves a few metres up
  const one = (X: number, Y: number, e: number) => {
    const N = BANK;
    const leaves = N.fbm.w(2, X - seed, Y + seed, 0.3 * size) + 0.4 * N.fine.w(1, X + seed * 0.5, Y, 0.08 * size);
    return smoothstep(0.6 - 1.4 * e, 0.9 - 1.4 * e, leaves);
  };
  const R = 0.045 * size;
  const offs: Pt[] = [
    [0, 0],
    [R, 0],
    [-R, 0],
    [0, R],
    [0, -R],
    [R * 0.7, R * 0.7],
    [-R * 0.7, -R * 0.7],
  ];
  return (X: number, Y: number) => {
    const N = BANK;
    const m = mask ? mask(X, Y) : 1;
    if (m <= 0) return 1;
    const env = N.soft.w(0, X + seed, Y - seed, 2.6 * size) * 0.8 + N.fbm.w(1, X, Y + seed, 0.9 * size) * 0.35;
    const thr = 0.9 - 1.8 * cover;
    const e = smoothstep(thr - 0.3, thr + 0.3, env);
    if (e <= 0) return 1;
    let l = 0;
    for (const [dx, dy] of offs) l += one(X + dx, Y + dy, e);
    l /= offs.length;
    return 1 - 0.8 * m * clamp01(l * (0.35 + 0.65 * e));
  };
}

const skyEnv =
  (horizon: RGB, zenith: RGB, ground: RGB) =>
  (d: V3): RGB => {
    if (d[2] <= 0) return ground;
    const l = Math.hypot(d[0], d[1], d[2]);
    return mix3(horizon, zenith, Math.sqrt(clamp01(d[2] / l)));
  };

const defaultPost = (p: Partial<Post> = {}): Post => ({
  exposure: 1,
  aperture: 0.004,
  vignette: 0.35,
  warmth: 0.25,
  contrast: 1.06,
  saturation: 0.95,
  grain: 0.009,
  ...p,
});

interface OutdoorSpec {
  name: string;
  seed: number;
  cam: Camera;
  ppm: number;
  wallY?: number;
  wall?: WallOpts;
  mat: Material;
  draw: (lay: Layout) => void;
  sun: [number, number];
  sunColor?: string;
  sunPower?: number;
  sky?: string;
  skyPower?: number;
  shade?: (X: number, Y: number, Z: number) => number;
  post?: Partial<Post>;
}

async function outdoorScene(o: OutdoorSpec): Promise<Scene> {
  const plan = makePlan(visibleGround(o.cam, o.wallY ?? 1e3), o.ppm);
  const lay = new Layout(plan, new Rng(o.seed));
  o.draw(lay);
  const L = sunDir(o.sun[0], o.sun[1]);
  const tex = await bake(lay, o.mat, lightInPlan(L), o.seed);
  const surfaces: Surface[] = [groundSurface(plan, tex)];
  if (o.wallY !== undefined && o.wall) surfaces.push(wallSurface(o.wallY, houseWall(o.wall)));
  const sky = hex(o.sky ?? "#9aabc4");
  return {
    name: o.name,
    cam: o.cam,
    surfaces,
    light: {
      sun: L,
      sunColor: scale3(hex(o.sunColor ?? "#fff1de"), o.sunPower ?? 3.2),
      sky: scale3(sky, o.skyPower ?? 0.85),
      bounce: scale3(hex("#9a8f80"), 0.25),
      shade: o.shade,
      env: skyEnv(scale3(hex("#d8dde2"), 1.2), scale3(sky, 1), scale3(hex("#6b6f60"), 0.3)),
      sheen: 0.12,
    },
    post: defaultPost(o.post),
  };
}

// ---------------------------------------------------------------------------
// special scenes: steps, interiors
// ---------------------------------------------------------------------------

async function stepsScene(): Promise<Scene> {
  // three broom-finished steps up to a landing and front door, seen from the lower walk,
  // slightly from the left so the stepped side profile shows
  const cam: Camera = { w: PHOTO_W, h: PHOTO_H, hfov: 58, height: 1.6, pitch: 24, x: -2.1, y: -0.6, yaw: 24 };
  const Ys = 2.2;
  const rise = 0.17;
  const run = 0.34;
  const nS = 3;
  const wallY = 4.7;
  const sideX = -0.85;
  const seed = 1010;
  const plan = makePlan(visibleGround(cam, wallY, 0.5), 600);
  const lay = new Layout(plan, new Rng(seed));
  const x1 = plan.x0 + plan.w / plan.ppm;
  const yNear = plan.y1 - plan.h / plan.ppm;
  lay.fillAll("lawn");
  const bed = lay.region("bed");
  lay.ids.push(`<path d="${lay.path(rect(-30, Ys - 0.55, sideX, wallY + 1))}" fill="${idColor(bed)}"/>`);
  slab(lay, rect(-2.6, yNear - 1, 30, Ys - 0.55), () => drawPanels(lay, -2.6, Ys - 0.55 - 2 * 1.5, 3.4, Ys - 0.55, 2, 2, 0.01));
  slab(lay, rect(sideX, Ys - 0.55, 30, Ys), () => drawPanels(lay, sideX, Ys - 0.55, 30, Ys, 1, 1, 0.01));
  for (let k = 1; k < nS; k++) drawPanels(lay, sideX, Ys + (k - 1) * run, x1 + 1, Ys + k * run, 1, 1, 0.012);
  drawPanels(lay, sideX, Ys + (nS - 1) * run, x1 + 1, wallY, 1, 1, 0.012);
  const L = sunDir(122, 40);
  const mat: Material = {
    pattern: "broom",
    base: hex("#cdbfac"),
    base2: hex("#c1b29d"),
    release: hex("#8a7d6c"),
    releaseAmt: 0,
    jointDepth: 9,
    jointSoft: 4,
    relief: 1,
    gloss: 0.05,
    variation: 1.2,
    broomAlong: "x",
    margin: 0.065,
  };
  const tex = await bake(lay, mat, lightInPlan(L), seed);
  // formed (smooth, form-finished) riser and side texture with small bug holes
  const rp: Plan = { w: 1024, h: 512, ppm: 600, x0: 0, y1: 0, wrap: true };
  const rl = new Layout(rp, new Rng(seed + 1));
  rl.fillAll("slab");
  for (let i = 0; i < 260; i++) rl.feats.push(`<circle cx="${f1(rl.rng.range(0, 1024))}" cy="${f1(rl.rng.range(0, 512))}" r="${f1(rl.rng.range(0.7, 2))}" fill="#f00"/>`);
  const rtex = await bake(rl, { ...mat, pattern: "formed", margin: 0, base: hex("#c6b9a6"), base2: hex("#bcae99") }, [0, -1, 0.5], seed + 1);

  const surfaces: Surface[] = [groundSurface(plan, tex)];
  const vFar = (Yfar: number) => (plan.y1 - Yfar) * plan.ppm;
  for (let k = 1; k <= nS; k++) {
    const Yn = Ys + (k - 1) * run;
    const Yf = k === nS ? wallY : Ys + k * run;
    const depth = Yf - Yn;
    surfaces.push({
      ...groundSurface(plan, tex),
      name: `tread${k}`,
      o: [sideX, Yf, k * rise],
      u0: 0,
      u1: 40,
      v0: 0,
      v1: depth,
      tu0: (sideX - plan.x0) * plan.ppm,
      tv0: vFar(Yf),
      mod: (u, v, out) => {
        out.ao *= (1 - 0.45 * Math.exp(-v / 0.035)) * (k === nS ? 1 : 1);
        out.ny += 0.45 * smoothstep(depth - 0.014, depth, v);
        out.nx -= 0.45 * (1 - smoothstep(0, 0.014, u));
      },
    });
    surfaces.push({
      name: `riser${k}`,
      o: [sideX, Yn, (k - 1) * rise],
      n: [0, -1, 0],
      t: [1, 0, 0],
      b: [0, 0, 1],
      u0: 0,
      u1: 40,
      v0: 0,
      v1: rise,
      tex: rtex,
      ppm: 600,
      mod: (u, v, out) => {
        out.ny += 0.5 * smoothstep(rise - 0.014, rise, v);
        out.nx -= 0.45 * (1 - smoothstep(0, 0.014, u));
        out.ao *= 1 - 0.4 * Math.exp(-v / 0.03);
      },
    });
    // the exposed left side of this step's block
    surfaces.push({
      name: `side${k}`,
      o: [sideX, Yn, (k - 1) * rise],
      n: [-1, 0, 0],
      t: [0, 1, 0],
      b: [0, 0, 1],
      u0: 0,
      u1: wallY - Yn,
      v0: 0,
      v1: rise,
      tex: rtex,
      ppm: 600,
      tu0: 300 * k,
      mod: (u, v, out) => {
        out.ny += 0.5 * smoothstep(rise - 0.014, rise, v);
        out.ao *= 1 - (k === 1 ? 0.35 * Math.exp(-v / 0.05) : 0);
        void u;
      },
    });
  }
  surfaces.push(
    wallSurface(
      wallY,
      houseWall({
        style: "siding",
        color: hex("#66737c"),
        exposure: 0.2,
        foundation: nS * rise + 0.1,
        seed: 5,
        openings: [{ x0: 0.25, x1: 1.25, z0: nS * rise, z1: nS * rise + 2.1, type: "door", color: hex("#3f4a44") }],
        trim: hex("#efece6"),
      }),
    ),
  );
  return {
    name: "broom-steps-warm",
    cam,
    surfaces,
    light: {
      sun: L,
      sunColor: scale3(hex("#fff0da"), 3.1),
      sky: scale3(hex("#9cadc6"), 0.85),
      bounce: scale3(hex("#a89a88"), 0.3),
      env: skyEnv(scale3(hex("#d8dde2"), 1.2), hex("#9aabc4"), scale3(hex("#6b6f60"), 0.3)),
    },
    post: defaultPost({ warmth: 0.35, focus: 3.2 }),
  };
}

interface InteriorSpec {
  name: string;
  seed: number;
  cam: Camera;
  wallY: number;
  windows: Opening[];
  wallColor: string;
  mat: Material;
  sun: [number, number];
  sideWallX?: number;
  sunPower?: number;
  post?: Partial<Post>;
}

async function interiorScene(o: InteriorSpec): Promise<Scene> {
  // 4 m x 4 m wrapping floor tile with saw cuts on its edges
  const ppm = 400;
  const size = 1600;
  const plan: Plan = { w: size, h: size, ppm, x0: -2, y1: o.wallY, wrap: true };
  const lay = new Layout(plan, new Rng(o.seed));
  lay.fillAll("slab");
  const r = lay.rng;
  const chips: string[] = [];
  for (let i = 0; i < 14000; i++) {
    const cx = r.range(0, size);
    const cy = r.range(0, size);
    const s = (r.chance(0.88) ? r.range(0.7, 1.8) : r.range(1.8, 4)) * (ppm / 400);
    const k = r.range(5, 8) | 0;
    const a0 = r.range(0, 6.28);
    const poly: Pt[] = [];
    for (let j = 0; j < k; j++) {
      const a = a0 + (j / k) * 6.283;
      const rr = s * r.range(0.6, 1.15);
      poly.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * r.range(0.7, 1)]);
    }
    const light = r.chance(0.55);
    chips.push(`<polygon points="${pts(poly)}" fill="${light ? "#f00" : "#0f0"}" fill-opacity="${f1(r.range(0.35, 0.9))}"/>`);
  }
  lay.feats.push(chips.join(""));
  const cut = 0.005 * ppm;
  lay.feats.push(`<path d="M0,0H${size}M0,${size}H${size}M0,0V${size}M${size},0V${size}" stroke="#00f" stroke-width="${f1(cut)}" fill="none"/>`);
  const L = sunDir(o.sun[0], o.sun[1]);
  const tex = await bake(lay, o.mat, lightInPlan(L), o.seed);
  const floor: Surface = { ...groundSurface(plan, tex), tu0: size * 0.37, tv0: size * 0.61, mirror: 0.85, rough: 0.02, specPow: 4 };
  const wallFn = houseWall({ style: "interior", color: hex(o.wallColor), seed: o.seed, openings: o.windows, trim: hex("#f1efea") });
  const ceilZ = 4.2;
  const ceiling: Surface = {
    name: "ceiling",
    o: [-100, -20, ceilZ],
    n: [0, 0, -1],
    t: [1, 0, 0],
    b: [0, 1, 0],
    u0: 0,
    u1: 200,
    v0: 0,
    v1: 20 + o.wallY,
    fn: (u, v, fu, fv, out) => {
      // flat white ceiling with rows of linear LED fixtures
      const X = u - 100;
      const Y = v - 20;
      const c = hex("#dcdbd8");
      out.r = c[0];
      out.g = c[1];
      out.b = c[2];
      const rowY = fract((Y - 0.8) / 3.2) * 3.2;
      const colX = fract((X + 0.6) / 3.6) * 3.6;
      const lamp = band(rowY, 1.5, 1.66, Math.max(fv, 0.01)) * band(colX, 0.3, 2.7, Math.max(fu, 0.01));
      out.er = out.eg = out.eb = 6 * lamp;
      out.eb *= 0.97;
    },
  };
  const surfaces: Surface[] = [floor, wallSurface(o.wallY, wallFn, ceilZ), ceiling];
  if (o.sideWallX !== undefined) {
    surfaces.push({
      name: "side",
      o: [o.sideWallX, -20, 0],
      n: [1, 0, 0],
      t: [0, 1, 0],
      b: [0, 0, 1],
      u0: 0,
      u1: 20 + o.wallY,
      v0: 0,
      v1: 4.2,
      fn: (u, v, fu, fv, out) => wallFn(400 + u, v, fu, fv, out),
    });
  }
  // sun patches through the windows
  const shade = (X: number, Y: number, Z: number) => {
    if (L[1] <= 0) return 0;
    const t = (o.wallY - Y) / L[1];
    const Xw = X + L[0] * t;
    const Zw = Z + L[2] * t;
    const soft = 0.02 + 0.01 * t;
    let lit = 0;
    for (const w of o.windows) {
      const a = band(Xw, w.x0 + 0.08, w.x1 - 0.08, soft) * band(Zw, w.z0 + 0.08, w.z1 - 0.08, soft);
      if (a > lit) lit = a;
    }
    return lit;
  };
  const ambient = (X: number, Y: number, Z: number) => {
    const d = o.wallY - Y;
    let win = 0;
    for (const w of o.windows) {
      const cx = clamp(X, w.x0, w.x1);
      win += (w.x1 - w.x0) / (1 + ((X - cx) ** 2 + d * d) / 6);
    }
    return 0.7 + 0.12 * win + 0.1 * smoothstep(0, 3, Z);
  };
  return {
    name: o.name,
    cam: o.cam,
    surfaces,
    light: { sun: L, sunColor: scale3(hex("#fff3e0"), o.sunPower ?? 2.4), sky: scale3(hex("#d6d8da"), 0.8), bounce: scale3(hex("#b0aaa2"), 0.3), shade, ambient },
    post: defaultPost({ aperture: 0.0025, vignette: 0.3, bloom: 0.08, ...o.post }),
    background: [0.6, 0.6, 0.6],
  };
}

// ---------------------------------------------------------------------------
// the images
// ---------------------------------------------------------------------------

const PHOTO_W = 1600;
const PHOTO_H = 1067;
const cam = (c: Partial<Camera>): Camera => ({ w: PHOTO_W, h: PHOTO_H, hfov: 56, height: 1.6, pitch: 38, ...c });

/** Rectangle whose left or right side is gently wavy (a hand-formed slab edge against the lawn). */
function wavyRect(x0: number, y0: number, x1: number, y1: number, side: "left" | "right", wob = 0.15): Pt[] {
  const f = (Y: number) => wob * Math.sin(Y * 0.7) + wob * 0.5 * Math.sin(Y * 1.9 + 1);
  const p: Pt[] = [];
  if (side === "right") {
    p.push([x0, y0]);
    for (let Y = y0; Y <= y1; Y += 0.25) p.push([x1 + f(Y), Y]);
    p.push([x0, y1]);
  } else {
    for (let Y = y0; Y <= y1; Y += 0.25) p.push([x0 + f(Y), Y]);
    p.push([x1, y1], [x1, y0]);
  }
  return p;
}
const rect = (x0: number, y0: number, x1: number, y1: number): Pt[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];

const stampedBase = { jointDepth: 8, jointSoft: 4.5, relief: 1, variation: 1 };

interface SceneSpec {
  name: string;
  build: () => Promise<Scene>;
}

const scenes: SceneSpec[] = [
  {
    name: "hero-stamped-patio",
    build: () =>
      outdoorScene({
        name: "hero-stamped-patio",
        seed: 101,
        cam: { w: 2400, h: 1350, hfov: 62, height: 1.55, pitch: 24, x: 0.3 },
        ppm: 470,
        wallY: 6.6,
        wall: {
          style: "siding",
          color: hex("#b2ada3"),
          exposure: 0.18,
          foundation: 0.26,
          seed: 3,
          openings: [{ x0: 0.9, x1: 3.3, z0: 0.3, z1: 2.4, type: "window", panes: [2, 1], glow: 1.2 }],
          corners: [-4.6],
        },
        mat: {
          pattern: "ashlar",
          base: hex("#cdbfa6"),
          base2: hex("#bba68a"),
          release: hex("#5b4f44"),
          releaseAmt: 0.62,
          ...stampedBase,
          gloss: 0.45,
          border: hex("#8d8174"),
        },
        draw: (lay) => {
          lay.fillAll("lawn");
          const bed = lay.region("bed");
          lay.ids.push(`<path d="${lay.path(rect(-30, 6.05, 30, 7))}" fill="${idColor(bed)}"/>`);
          slab(lay, wavyRect(-30, -5, 3.3, 6.05, "right", 0.1), () => drawAshlar(lay, 0), 0.2);
        },
        sun: [108, 13],
        sunColor: "#ffcf98",
        sunPower: 3.6,
        sky: "#8799b8",
        skyPower: 0.55,
        shade: (X, Y) => smoothstep(-0.6, 0.6, X + 1.4 - 0.55 * Y) * canopy(7, 0.2, 1.2)(X, Y),
        post: {
          exposure: 0.95,
          warmth: 0.45,
          vignette: 0.4,
          grad: (nx, ny) => 1 - 0.7 * smoothstep(0.35, 1.25, (1 - nx) * 0.75 + ny * 0.85),
        },
      }),
  },
  {
    name: "stamped-ashlar-charcoal",
    build: () =>
      outdoorScene({
        name: "stamped-ashlar-charcoal",
        seed: 202,
        cam: cam({ pitch: 36, hfov: 58 }),
        ppm: 520,
        mat: {
          pattern: "ashlar",
          base: hex("#7c7770"),
          base2: hex("#6d6862"),
          release: hex("#2c2a28"),
          releaseAmt: 0.55,
          ...stampedBase,
          gloss: 0.85,
          border: hex("#5a5651"),
        },
        draw: (lay) => {
          lay.fillAll("lawn");
          slab(lay, wavyRect(-1.7, -5, 30, 40, "left", 0.25), () => drawAshlar(lay, 8), 0.16);
        },
        sun: [28, 30],
        sunPower: 3.0,
        post: { warmth: 0.15 },
      }),
  },
  {
    name: "stamped-ashlar-sandstone",
    build: () =>
      outdoorScene({
        name: "stamped-ashlar-sandstone",
        seed: 303,
        cam: cam({ pitch: 60, height: 1.9, hfov: 55 }),
        ppm: 560,
        mat: {
          pattern: "ashlar",
          base: hex("#d6c6a8"),
          base2: hex("#c8b192"),
          release: hex("#7a6450"),
          releaseAmt: 0.5,
          ...stampedBase,
          gloss: 0.35,
          border: hex("#a89279"),
        },
        draw: (lay) => {
          lay.fillAll("lawn");
          slab(lay, smoothPoly([[-30, -5], [30, -5], [30, 2.6], [1.2, 2.6], [-0.2, 2.75], [-0.9, 3.3], [-1.05, 4.5], [-1.05, 30], [-30, 30]], 4), () => drawAshlar(lay, -28), 0.18);
        },
        sun: [200, 50],
        // straight shadow of the house edge across the lower left
        shade: (X, Y) => smoothstep(-0.04, 0.04, X + 0.15 - 0.55 * (Y - 0.6)),
        post: { warmth: 0.3 },
      }),
  },
  {
    name: "stamped-fan-grey",
    build: () =>
      outdoorScene({
        name: "stamped-fan-grey",
        seed: 404,
        cam: cam({ pitch: 40, hfov: 56 }),
        ppm: 560,
        mat: {
          pattern: "fan",
          base: hex("#b2aea7"),
          base2: hex("#a29d95"),
          release: hex("#4a4744"),
          releaseAmt: 0.55,
          ...stampedBase,
          jointDepth: 7,
          dome: 1.5,
          gloss: 0.45,
          border: hex("#8c8882"),
        },
        draw: (lay) => {
          lay.fillAll("lawn");
          slab(lay, wavyRect(-30, -5, 1.9, 40, "right", 0.2), () => drawFan(lay, 0, 1.0), 0.18);
        },
        sun: [70, 30],
        post: { warmth: 0.2 },
      }),
  },
  {
    name: "stamped-random-stone-warm",
    build: () =>
      outdoorScene({
        name: "stamped-random-stone-warm",
        seed: 505,
        cam: cam({ pitch: 27, hfov: 58, height: 1.65 }),
        ppm: 500,
        wallY: 6.2,
        wall: { style: "siding", color: hex("#d9d5cc"), exposure: 0.2, foundation: 0.3, seed: 9, corners: [3.9] },
        mat: {
          pattern: "random",
          base: hex("#c2ad93"),
          base2: hex("#b39d82"),
          release: hex("#5d4a3a"),
          releaseAmt: 0.6,
          ...stampedBase,
          dome: 1.2,
          gloss: 0.4,
        },
        draw: (lay) => {
          lay.fillAll("lawn");
          const bed = lay.region("bed");
          lay.ids.push(`<path d="${lay.path(rect(-30, 5.6, 30, 7))}" fill="${idColor(bed)}"/>`);
          slab(lay, smoothPoly([[-2.4, -4], [30, -4], [30, 5.6], [-1.5, 5.6], [-2.1, 5.0], [-2.35, 3.5], [-2.2, 1]], 6), () => drawRandomStone(lay, 0.44));
        },
        sun: [250, 30],
        post: { warmth: 0.35 },
      }),
  },
  {
    name: "stamped-wood-plank",
    build: () =>
      outdoorScene({
        name: "stamped-wood-plank",
        seed: 606,
        cam: cam({ pitch: 36, hfov: 56, height: 1.6 }),
        ppm: 560,
        wallY: 6.8,
        wall: { style: "siding", color: hex("#5f6a70"), exposure: 0.2, foundation: 0.25, seed: 12, trim: hex("#e9e6df") },
        mat: {
          pattern: "wood",
          base: hex("#9a8470"),
          base2: hex("#786455"),
          release: hex("#3b2e25"),
          releaseAmt: 0.62,
          jointDepth: 7,
          jointSoft: 6,
          warp: 0.3,
          relief: 1.2,
          variation: 1.7,
          gloss: 0.35,
        },
        draw: (lay) => {
          lay.fillAll("lawn");
          const bed = lay.region("bed");
          lay.ids.push(`<path d="${lay.path(rect(-30, 6.3, 30, 8))}" fill="${idColor(bed)}"/>`);
          slab(lay, wavyRect(-30, -5, 2.6, 6.3, "right", 0.12), () => drawWood(lay, 90 + 4));
        },
        sun: [78, 26],
        post: { warmth: 0.3 },
      }),
  },
  {
    name: "stamped-cobble-terracotta",
    build: () =>
      outdoorScene({
        name: "stamped-cobble-terracotta",
        seed: 707,
        cam: cam({ pitch: 44, hfov: 56, height: 1.7 }),
        ppm: 560,
        mat: {
          pattern: "cobble",
          base: hex("#ad6a4d"),
          base2: hex("#9c6049"),
          release: hex("#4a3128"),
          releaseAmt: 0.55,
          ...stampedBase,
          jointDepth: 7,
          dome: 1.8,
          gloss: 0.45,
          border: hex("#6a5a4f"),
        },
        draw: (lay) => {
          lay.fillAll("lawn");
          const path: Pt[] = [];
          const left: Pt[] = [];
          const right: Pt[] = [];
          for (let Y = -4; Y <= 30; Y += 0.5) path.push([-0.2 + 1.1 * Math.sin(Y * 0.28 + 0.4), Y]);
          for (let i = 0; i < path.length; i++) {
            left.push([path[i][0] - 1.05, path[i][1]]);
            right.push([path[i][0] + 1.05, path[i][1]]);
          }
          slab(lay, [...left, ...right.reverse()], () => drawCobble(lay, 0), 0.17);
        },
        sun: [240, 40],
        shade: canopy(21, 0.18, 1.3),
        post: { warmth: 0.3 },
      }),
  },
  {
    name: "broom-driveway-light",
    build: () =>
      outdoorScene({
        name: "broom-driveway-light",
        seed: 808,
        cam: cam({ pitch: 21, hfov: 60, height: 1.6, x: 0.3 }),
        ppm: 520,
        wallY: 9.2,
        wall: {
          style: "siding",
          color: hex("#c9c6bf"),
          exposure: 0.2,
          foundation: 0.18,
          seed: 14,
          openings: [{ x0: -2.45, x1: 2.45, z0: 0, z1: 2.25, type: "garage" }],
          corners: [-3.3, 3.3],
        },
        mat: {
          pattern: "broom",
          base: hex("#d3cec5"),
          base2: hex("#c9c2b6"),
          release: hex("#8a8379"),
          releaseAmt: 0,
          jointDepth: 10,
          jointSoft: 4,
          relief: 1,
          gloss: 0.04,
          variation: 0.9,
          broomAlong: "x",
          margin: 0.07,
        },
        draw: (lay) => {
          lay.fillAll("lawn");
          slab(lay, rect(-3.0, -5, 3.0, 9.2), () => drawPanels(lay, -3.0, -5.0, 3.0, 9.2, 2, 4));
        },
        sun: [235, 38],
        post: { warmth: 0.2 },
      }),
  },
  {
    name: "broom-walkway-grey",
    build: () =>
      outdoorScene({
        name: "broom-walkway-grey",
        seed: 909,
        cam: cam({ pitch: 36, hfov: 55, height: 1.65, x: 0.15 }),
        ppm: 640,
        mat: {
          pattern: "broom",
          base: hex("#bab7b1"),
          base2: hex("#afaba4"),
          release: hex("#8a8379"),
          releaseAmt: 0,
          jointDepth: 10,
          jointSoft: 4,
          relief: 1,
          gloss: 0.04,
          variation: 0.9,
          broomAlong: "x",
          margin: 0.06,
        },
        draw: (lay) => {
          lay.fillAll("lawn");
          slab(lay, rect(-0.65, -5, 0.65, 40), () => drawPanels(lay, -0.65, -5.2, 0.65, 40, 1, 35));
        },
        sun: [290, 36],
        shade: canopy(31, 0.3, 1.4),
        post: { warmth: 0.15 },
      }),
  },
  { name: "broom-steps-warm", build: stepsScene },
  {
    name: "broom-patio-cool",
    build: () =>
      outdoorScene({
        name: "broom-patio-cool",
        seed: 1111,
        cam: cam({ pitch: 48, hfov: 56, height: 1.85, x: 0.4 }),
        ppm: 560,
        mat: {
          pattern: "broom",
          base: hex("#b8bcbd"),
          base2: hex("#aaaeaf"),
          release: hex("#8a8379"),
          releaseAmt: 0,
          jointDepth: 10,
          jointSoft: 4,
          relief: 1,
          gloss: 0.04,
          variation: 1.2,
          broomAlong: "x",
          margin: 0.07,
        },
        draw: (lay) => {
          lay.fillAll("lawn");
          slab(lay, wavyRect(-1.35, -5, 30, 4.4, "left", 0.05), () => drawPanels(lay, -1.35, -4.6, 6.85, 4.4, 3, 3));
        },
        sun: [215, 44],
        shade: canopy(41, 0.3, 1.2),
        post: { warmth: 0.0 },
      }),
  },
  {
    name: "polished-floor-grey",
    build: () =>
      interiorScene({
        name: "polished-floor-grey",
        seed: 1212,
        cam: cam({ pitch: 13, hfov: 62, height: 1.5 }),
        wallY: 12,
        wallColor: "#e4e3df",
        windows: [-7.5, -3.5, 0.5, 4.5, 8.5].map((x) => ({ x0: x - 1.3, x1: x + 1.3, z0: 0.5, z1: 2.75, type: "bright" as const, panes: [2, 2] as [number, number] })),
        mat: {
          pattern: "polished",
          base: hex("#aaa9a5"),
          base2: hex("#9c9b97"),
          release: hex("#000000"),
          releaseAmt: 0,
          jointDepth: 0,
          jointSoft: 1,
          relief: 1,
          gloss: 1,
          variation: 1,
          chipLight: hex("#dcd9d2"),
          chipDark: hex("#3b3a38"),
        },
        sun: [20, 22],
        sideWallX: -6,
        post: { warmth: 0.05, focus: 5, exposure: 1.15 },
      }),
  },
  {
    name: "polished-floor-warm",
    build: () =>
      interiorScene({
        name: "polished-floor-warm",
        seed: 1313,
        cam: cam({ pitch: 21, hfov: 58, height: 1.55, x: 0.4 }),
        wallY: 7,
        wallColor: "#ebe5dc",
        windows: [-2.2, 1.6].map((x) => ({ x0: x - 1.0, x1: x + 1.0, z0: 0.3, z1: 2.2, type: "bright" as const, panes: [1, 2] as [number, number] })),
        sunPower: 1.1,
        mat: {
          pattern: "polished",
          base: hex("#b9a78f"),
          base2: hex("#ab9880"),
          release: hex("#000000"),
          releaseAmt: 0,
          jointDepth: 0,
          jointSoft: 1,
          relief: 1,
          gloss: 1,
          variation: 1,
          chipLight: hex("#e6dccb"),
          chipDark: hex("#6b5440"),
        },
        sun: [-42, 24],
        post: { warmth: 0.35, focus: 4 },
      }),
  },
  {
    name: "repair-resurfaced",
    build: () =>
      outdoorScene({
        name: "repair-resurfaced",
        seed: 1414,
        cam: cam({ pitch: 43, hfov: 56, height: 1.65, x: 0.3 }),
        ppm: 600,
        mat: {
          pattern: "knockdown",
          base: hex("#cdbfab"),
          base2: hex("#c2b39e"),
          release: hex("#a09080"),
          releaseAmt: 0.35,
          jointDepth: 9,
          jointSoft: 4,
          relief: 1.2,
          gloss: 0.35,
          variation: 0.8,
          sealant: hex("#8f8578"),
        },
        draw: (lay) => {
          lay.fillAll("lawn");
          slab(lay, wavyRect(-30, -5, 1.75, 40, "right", 0.08), () => drawPanels(lay, -4.25, -2.2, 1.75, 9.8, 2, 4));
          const c = crackLine(lay.rng, [-1.6, 1.35], [1.0, 3.05], 0.05, 9);
          lay.feats.push(crackStroke(lay, c, 0.008, "#0f0"));
        },
        sun: [95, 27],
        post: { warmth: 0.3 },
      }),
  },
  {
    name: "repair-crack-sealed",
    build: () =>
      outdoorScene({
        name: "repair-crack-sealed",
        seed: 1515,
        cam: cam({ pitch: 52, hfov: 50, height: 1.25 }),
        ppm: 900,
        mat: {
          pattern: "weathered",
          base: hex("#aca79d"),
          base2: hex("#9e988d"),
          release: hex("#6d675e"),
          releaseAmt: 0.12,
          jointDepth: 10,
          jointSoft: 4,
          relief: 1,
          gloss: 0.03,
          variation: 1.5,
          broomAlong: "x",
          margin: 0.06,
          sealant: hex("#5c5a57"),
        },
        draw: (lay) => {
          lay.fillAll("lawn");
          slab(lay, rect(-30, -5, 30, 4.65), () => drawPanels(lay, -2.55, -1.95, 4.05, 4.65, 2, 2));
          const r = lay.rng;
          const main = crackLine(r, [-1.7, 0.42], [0.745, 1.1], 0.045, 9);
          lay.feats.push(crackStroke(lay, main, 0.011, "#0f0"));
          for (const k of [60, 200, 330]) {
            const s0 = main[k];
            const br = crackLine(r, s0, [s0[0] + r.range(-0.15, 0.15), s0[1] + r.range(0.12, 0.3) * (k === 200 ? -1 : 1)], 0.12, 6);
            lay.feats.push(`<path d="${lay.path(br, false)}" fill="none" stroke="#f00" stroke-width="${f1(0.0015 * lay.ppm)}" stroke-linecap="round"/>`);
          }
        },
        sun: [140, 42],
        post: { warmth: 0.15, aperture: 0.005 },
      }),
  },
];

// ---------------------------------------------------------------------------
// main
// ---------------------------------------------------------------------------

function hashName(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

async function renderOne(spec: SceneSpec): Promise<number> {
  const t = Date.now();
  const scene = await spec.build();
  const tb = Date.now();
  const frame = render(scene);
  const tr = Date.now();
  const px = finish(frame, scene.post, hashName(spec.name));
  const file = path.join(OUT_DIR, `${spec.name}.jpg`);
  const info = await sharp(Buffer.from(px.buffer), { raw: { width: frame.w, height: frame.h, channels: 3 } })
    .jpeg({ quality: 86, mozjpeg: true })
    .toFile(file);
  console.log(
    `${spec.name.padEnd(28)} ${`${frame.w}x${frame.h}`.padEnd(10)} ${(info.size / 1024).toFixed(0).padStart(5)} KB   material ${((tb - t) / 1000).toFixed(1)}s  render ${((tr - tb) / 1000).toFixed(1)}s  total ${((Date.now() - t) / 1000).toFixed(1)}s`,
  );
  return info.size;
}

/** Runs the given images in WORKERS child processes (the work is single-threaded JavaScript). */
async function runParallel(names: string[], workers: number): Promise<void> {
  const groups: string[][] = Array.from({ length: workers }, () => []);
  names.forEach((n, i) => groups[i % workers].push(n));
  const script = fileURLToPath(import.meta.url);
  await Promise.all(
    groups
      .filter((g) => g.length)
      .map(
        (g) =>
          new Promise<void>((resolve, reject) => {
            const child = spawn(process.execPath, [...process.execArgv, script, ...g], {
              env: { ...process.env, IMG_WORKER: "1" },
              stdio: ["ignore", "inherit", "inherit"],
            });
            child.on("error", reject);
            child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`worker exited with ${code}`))));
          }),
      ),
  );
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const only = process.argv.slice(2);
  const unknown = only.filter((n) => !scenes.some((s) => s.name === n));
  if (unknown.length) throw new Error(`unknown image name(s): ${unknown.join(", ")}`);
  const selected = scenes.filter((s) => !only.length || only.includes(s.name));
  const t0 = Date.now();
  const workers = Math.max(1, Math.min(2, availableParallelism(), selected.length));
  if (!process.env.IMG_WORKER && workers > 1) {
    await runParallel(
      selected.map((s) => s.name),
      workers,
    );
    let total = 0;
    for (const s of selected) total += statSync(path.join(OUT_DIR, `${s.name}.jpg`)).size;
    console.log(`${selected.length} images, ${(total / 1024 / 1024).toFixed(2)} MB, ${((Date.now() - t0) / 1000).toFixed(1)}s (${workers} processes)`);
    return;
  }
  BANK = await noiseBank();
  let total = 0;
  for (const spec of selected) total += await renderOne(spec);
  if (!process.env.IMG_WORKER) console.log(`${selected.length} images, ${(total / 1024 / 1024).toFixed(2)} MB, ${((Date.now() - t0) / 1000).toFixed(1)}s`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
