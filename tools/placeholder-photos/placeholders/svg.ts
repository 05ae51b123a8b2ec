/**
 * SVG helpers: the stamp and joint layouts are drawn as SVG strings and rasterised by sharp
 * (librsvg). Region ids are encoded in the fill colour of the crisp id map.
 */
import sharp from "sharp";
import { oneDecimal, type Point } from "./math";

/** Rasterises an SVG document to packed 8-bit RGB. */
export async function rasteriseSvg(svg: string): Promise<Uint8Array> {
  const buffer = await sharp(Buffer.from(svg), { limitInputPixels: false }).removeAlpha().raw().toBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.length);
}

/** Fill colour that encodes a region id (low byte red, high byte green, blue 255 marks "a region"). */
export const regionColour = (id: number) => `rgb(${id & 255},${(id >> 8) & 255},255)`;

/** Decodes a region id from an id-map pixel (0, the joint, where blue is not 255). */
export const regionIdAt = (rgb: Uint8Array, offset: number) => (rgb[offset + 2] === 255 ? rgb[offset] | (rgb[offset + 1] << 8) : 0);

/** A black SVG canvas holding `body`; `crisp` turns off anti-aliasing (for id maps). */
export function svgDocument(width: number, height: number, body: string, crisp: boolean): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"${crisp ? ' shape-rendering="crispEdges"' : ""}><rect width="${width}" height="${height}" fill="#000"/>${body}</svg>`;
}

/** Polygon `points` attribute. */
export const svgPoints = (points: Point[]) => points.map(([x, y]) => `${oneDecimal(x)},${oneDecimal(y)}`).join(" ");

/** Black stroke that draws the grout joint around a stone. */
export const jointStroke = (width: number) => `stroke="#000" stroke-width="${oneDecimal(width)}" stroke-linejoin="round"`;
