/**
 * Draws the watermark onto a photo and encodes the result as JPEG. The same code runs in the
 * worker (OffscreenCanvas) and, in browsers without it, on the page (a canvas element).
 */
import { layoutWatermark, watermarkFont, type WatermarkLayout } from "./watermark-layout";
import { outlineAlphaFor, watermarkStyle, type WatermarkOptions } from "./watermark-options";

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
type Surface = { context: Context2D; encode: (type: string, quality: number) => Promise<Blob>; release: () => void };

/** Why a photo could not be watermarked: it could not be read at all, or drawing/encoding failed. */
export class WatermarkError extends Error {
  constructor(
    readonly stage: "load" | "watermark",
    message: string,
  ) {
    super(message);
    this.name = "WatermarkError";
  }
}

export const loadFailedMessage = "Failed to load image.";

export type RenderedWatermark = {
  image: Blob;
  /** A small copy for on-screen previews, so the page never decodes a 12-megapixel JPEG. */
  preview?: Blob;
  width: number;
  height: number;
  layout: WatermarkLayout;
};

function createSurface(width: number, height: number): Surface {
  if (typeof OffscreenCanvas !== "undefined") {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) throw new WatermarkError("watermark", "No 2D canvas");
    return {
      context,
      encode: (type, quality) => canvas.convertToBlob({ type, quality }),
      release: () => {
        canvas.width = 0;
        canvas.height = 0;
      },
    };
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new WatermarkError("watermark", "No 2D canvas");
  return {
    context,
    encode: (type, quality) =>
      new Promise((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new WatermarkError("watermark", "Encoding failed"))), type, quality),
      ),
    release: () => {
      canvas.width = 0;
      canvas.height = 0;
    },
  };
}

/** Decodes an image file, honouring its EXIF orientation. Anything unreadable is a "load" error. */
export async function decodeImage(source: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(source, { imageOrientation: "from-image" });
  } catch {
    throw new WatermarkError("load", loadFailedMessage);
  }
}

/** Paints the two lines of the mark; returns where they went. */
export function drawWatermark(context: Context2D, width: number, height: number, options: WatermarkOptions): WatermarkLayout {
  const measure = (text: string, fontSize: number) => {
    context.font = watermarkFont(fontSize, options.fontFamily);
    return context.measureText(text).width;
  };
  const layout = layoutWatermark({ width, height, options, measure });
  const { outline } = watermarkStyle;
  context.save();
  context.textBaseline = "top";
  context.lineJoin = "round";
  context.strokeStyle = outline.color;
  context.fillStyle = options.color;
  for (const line of layout.lines) {
    context.font = watermarkFont(line.fontSize, options.fontFamily);
    context.textAlign = line.align;
    // The dark outline first, with a soft shadow around it, so the gold reads on pale concrete;
    // the gold then covers the outline's inner half, so the letters keep their width.
    context.globalAlpha = outlineAlphaFor(options.opacity);
    context.lineWidth = line.fontSize * outline.widthRatio;
    context.shadowColor = "rgba(0, 0, 0, 0.35)";
    context.shadowBlur = 3 * layout.scale;
    context.strokeText(line.text, line.x, line.y);
    context.shadowColor = "transparent";
    context.globalAlpha = options.opacity;
    context.fillText(line.text, line.x, line.y);
  }
  context.restore();
  return layout;
}

export async function renderWatermark(bitmap: ImageBitmap, options: WatermarkOptions, previewWidth?: number): Promise<RenderedWatermark> {
  const { width, height } = bitmap;
  let surface: Surface | undefined;
  let previewSurface: Surface | undefined;
  try {
    surface = createSurface(width, height);
    // JPEG has no transparency: transparent pixels (PNG, WebP) become white, not black.
    surface.context.fillStyle = "#ffffff";
    surface.context.fillRect(0, 0, width, height);
    surface.context.drawImage(bitmap, 0, 0);
    const layout = drawWatermark(surface.context, width, height, options);
    const image = await surface.encode("image/jpeg", watermarkStyle.jpegQuality);

    let preview: Blob | undefined;
    if (previewWidth && width > previewWidth) {
      const previewHeight = Math.max(1, Math.round((height * previewWidth) / width));
      previewSurface = createSurface(previewWidth, previewHeight);
      previewSurface.context.imageSmoothingQuality = "high";
      previewSurface.context.drawImage(surface.context.canvas as CanvasImageSource, 0, 0, previewWidth, previewHeight);
      preview = await previewSurface.encode("image/jpeg", 0.85);
    }
    return { image, preview, width, height, layout };
  } catch (error) {
    if (error instanceof WatermarkError) throw error;
    throw new WatermarkError("watermark", error instanceof Error ? error.message : String(error));
  } finally {
    surface?.release();
    previewSurface?.release();
    bitmap.close();
  }
}

/** The whole job for one source: a file, or the URL of one of our own images. */
export async function watermarkSource(source: Blob | string, options: WatermarkOptions, previewWidth?: number): Promise<RenderedWatermark> {
  let blob: Blob;
  if (typeof source === "string") {
    let response: Response;
    try {
      response = await fetch(source);
    } catch {
      throw new WatermarkError("load", loadFailedMessage);
    }
    if (!response.ok) throw new WatermarkError("load", loadFailedMessage);
    blob = await response.blob();
  } else {
    blob = source;
  }
  return renderWatermark(await decodeImage(blob), options, previewWidth);
}
