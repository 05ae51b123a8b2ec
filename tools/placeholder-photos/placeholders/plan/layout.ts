/**
 * The "plan": top-down texture space of the ground, and the Layout that patterns draw into.
 * A layout collects regions (one per stone, panel, lawn or bed, each with its own tone and
 * texture offset) plus two SVG layers: a crisp id map and anti-aliased feature masks.
 */
import { oneDecimal, type Point } from "../math";
import type { SeededRandom } from "../random";
import { regionColour } from "../svg";

/** Plan pixel of world (X, Y): px = (X - minX) * pxPerMetre, py = (maxY - Y) * pxPerMetre. */
export interface Plan {
  width: number;
  height: number;
  pxPerMetre: number;
  minX: number;
  maxY: number;
  /** texture tiles seamlessly (interior floors) */
  wrap: boolean;
}

export type RegionKind = "joint" | "stone" | "lawn" | "bed" | "slab" | "border";

export interface Region {
  kind: RegionKind;
  /** tone offset (about -1..1) */
  tone: number;
  /** height offset (mm) */
  heightOffset: number;
  /** texture orientation (radians) and offset (m) */
  textureAngle: number;
  textureOffsetX: number;
  textureOffsetY: number;
  /** secondary colour mix 0..1 */
  secondaryMix: number;
  /** panel rectangle (plan px: x0, y0, x1, y1) for trowelled margins */
  panelRect?: [number, number, number, number];
}

export class Layout {
  /** region 0 is the joint (grout) between everything else */
  regions: Region[] = [{ kind: "joint", tone: 0, heightOffset: 0, textureAngle: 0, textureOffsetX: 0, textureOffsetY: 0, secondaryMix: 0 }];
  /** SVG for the crisp id map (fill = regionColour(region)) */
  idSvg: string[] = [];
  /** SVG for the anti-aliased feature masks (r, g, b channels, meaning depends on the pattern) */
  featureSvg: string[] = [];

  constructor(
    readonly plan: Plan,
    readonly rng: SeededRandom,
  ) {}

  get pxPerMetre() {
    return this.plan.pxPerMetre;
  }

  /** world X -> plan px */
  planX(X: number) {
    return (X - this.plan.minX) * this.plan.pxPerMetre;
  }

  /** world Y -> plan px */
  planY(Y: number) {
    return (this.plan.maxY - Y) * this.plan.pxPerMetre;
  }

  /** world polygon -> SVG path in plan px */
  svgPath(points: Point[], close = true): string {
    return points.map(([X, Y], i) => `${i ? "L" : "M"}${oneDecimal(this.planX(X))},${oneDecimal(this.planY(Y))}`).join("") + (close ? "Z" : "");
  }

  /** plan centre in px and half-diagonal in metres (for patterns that cover the whole plan) */
  centre() {
    const { width, height, pxPerMetre } = this.plan;
    return { centreX: width / 2, centreY: height / 2, span: Math.hypot(width, height) / pxPerMetre / 2 + 0.5 };
  }

  /** A group rotated by `angle` degrees about the plan centre; patterns draw around the origin. */
  rotatedAboutCentre(angle: number, body: string): string {
    const { centreX, centreY } = this.centre();
    return `<g transform="translate(${oneDecimal(centreX)},${oneDecimal(centreY)}) rotate(${angle})">${body}</g>`;
  }

  /** Adds a region with random tone, height and texture placement; returns its id. */
  addRegion(kind: RegionKind, overrides: Partial<Region> = {}): number {
    const rng = this.rng;
    this.regions.push({
      kind,
      tone: rng.gauss() * 0.6,
      heightOffset: rng.gauss() * 0.5,
      textureAngle: rng.range(-0.08, 0.08),
      textureOffsetX: rng.range(0, 500),
      textureOffsetY: rng.range(0, 500),
      secondaryMix: rng.next(),
      ...overrides,
    });
    if (this.regions.length > 65000) throw new Error("too many regions");
    return this.regions.length - 1;
  }

  /** Covers the whole plan with one new region. */
  fillAll(kind: RegionKind): number {
    const id = this.addRegion(kind);
    this.idSvg.push(`<rect width="${this.plan.width}" height="${this.plan.height}" fill="${regionColour(id)}"/>`);
    return id;
  }

  /** Fills a world polygon with a new region of `kind` (a mulch bed, say). */
  fillPolygon(kind: RegionKind, outline: Point[]): number {
    const id = this.addRegion(kind);
    this.idSvg.push(`<path d="${this.svgPath(outline)}" fill="${regionColour(id)}"/>`);
    return id;
  }
}

/**
 * A plan covering world bounds [x0, y0, x1, y1] at about `pxPerMetre`, lowered in 3 % steps
 * until it has at most `maxPixels` pixels.
 */
export function planForBounds(bounds: [number, number, number, number], pxPerMetre: number, maxPixels = 12e6): Plan {
  const [x0, y0, x1, y1] = bounds;
  let density = pxPerMetre;
  while ((x1 - x0) * (y1 - y0) * density * density > maxPixels) density *= 0.97;
  return { width: Math.ceil((x1 - x0) * density), height: Math.ceil((y1 - y0) * density), pxPerMetre: density, minX: x0, maxY: y1, wrap: false };
}
