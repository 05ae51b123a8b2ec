/**
 * Random stone stamp: power-diagram (weighted Voronoi) cells around jittered grid sites, with
 * their corners cut for a softer, hand-laid look.
 */
import type { Point } from "../math";
import type { SeededRandom } from "../random";
import { jointStroke, regionColour, svgPoints } from "../svg";
import type { Layout } from "./layout";

interface Site {
  x: number;
  y: number;
  /** power-diagram weight */
  weight: number;
}

/** Clips a convex polygon to the half plane a*x + b*y <= c. */
function clipToHalfPlane(polygon: Point[], a: number, b: number, c: number): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < polygon.length; i++) {
    const p = polygon[i];
    const q = polygon[(i + 1) % polygon.length];
    const pSide = a * p[0] + b * p[1] - c;
    const qSide = a * q[0] + b * q[1] - c;
    if (pSide <= 0) out.push(p);
    if (pSide * qSide < 0) {
      const t = pSide / (pSide - qSide);
      out.push([p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t]);
    }
  }
  return out;
}

/** Jittered grid of weighted sites, row by row (cols x rows, from cell -1). */
function scatterSites(rng: SeededRandom, cols: number, rows: number, size: number): Site[] {
  const sites: Site[] = [];
  for (let j = -1; j < rows; j++)
    for (let i = -1; i < cols; i++) {
      const site = { x: (i + 0.5 + rng.range(-0.42, 0.42)) * size, y: (j + 0.5 + rng.range(-0.42, 0.42)) * size, weight: 0 };
      site.weight = (size * rng.range(-0.3, 0.45)) ** 2 * (rng.chance(0.5) ? 1 : -0.6);
      sites.push(site);
    }
  return sites;
}

/** The power cell of site (i, j) from its neighbours up to three cells away. */
function powerCell(sites: Site[], gridCols: number, gridRows: number, i: number, j: number, size: number): Point[] {
  const site = sites[j * gridCols + i];
  let cell: Point[] = [
    [site.x - 3 * size, site.y - 3 * size],
    [site.x + 3 * size, site.y - 3 * size],
    [site.x + 3 * size, site.y + 3 * size],
    [site.x - 3 * size, site.y + 3 * size],
  ];
  for (let dj = -3; dj <= 3; dj++)
    for (let di = -3; di <= 3; di++) {
      if (!di && !dj) continue;
      const ni = i + di;
      const nj = j + dj;
      if (ni < 0 || nj < 0 || ni >= gridCols || nj >= gridRows) continue;
      const other = sites[nj * gridCols + ni];
      if (!other) continue;
      // power bisector: 2 x.(q - p) <= |q|^2 - |p|^2 - wq + wp
      cell = clipToHalfPlane(
        cell,
        2 * (other.x - site.x),
        2 * (other.y - site.y),
        other.x * other.x + other.y * other.y - site.x * site.x - site.y * site.y - other.weight + site.weight,
      );
      if (cell.length < 3) break;
    }
  return cell;
}

/** Replaces every corner by two points 12-22 % of the way along its edges. */
function cutCorners(rng: SeededRandom, polygon: Point[]): Point[] {
  const cut: Point[] = [];
  for (let k = 0; k < polygon.length; k++) {
    const previous = polygon[(k + polygon.length - 1) % polygon.length];
    const corner = polygon[k];
    const following = polygon[(k + 1) % polygon.length];
    const t = rng.range(0.12, 0.22);
    cut.push(
      [corner[0] + (previous[0] - corner[0]) * t, corner[1] + (previous[1] - corner[1]) * t],
      [corner[0] + (following[0] - corner[0]) * t, corner[1] + (following[1] - corner[1]) * t],
    );
  }
  return cut;
}

export function drawRandomStone(layout: Layout, size = 0.42) {
  const rng = layout.rng;
  const pxPerMetre = layout.pxPerMetre;
  const jointWidth = 0.018 * pxPerMetre;
  const cols = Math.ceil(layout.plan.width / pxPerMetre / size) + 2;
  const rows = Math.ceil(layout.plan.height / pxPerMetre / size) + 2;
  const sites = scatterSites(rng, cols, rows, size);
  const parts: string[] = [];
  const gridCols = cols + 1;
  const gridRows = rows + 1;
  for (let j = 0; j < gridRows; j++)
    for (let i = 0; i < gridCols; i++) {
      if (!sites[j * gridCols + i]) continue;
      const cell = powerCell(sites, gridCols, gridRows, i, j, size);
      if (cell.length < 3) continue;
      const outline = cutCorners(rng, cell);
      const id = layout.addRegion("stone", { textureAngle: rng.range(0, 6.28) });
      parts.push(
        `<polygon points="${svgPoints(outline.map(([x, y]) => [x * pxPerMetre, y * pxPerMetre] as Point))}" fill="${regionColour(id)}" ${jointStroke(jointWidth)}/>`,
      );
    }
  layout.idSvg.push(parts.join(""));
}
