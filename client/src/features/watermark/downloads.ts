/** Saving watermarked photos: 'watermarked_' names and one-by-one downloads. */
import { downloadAllGapMs, downloadPrefix } from "@/lib/watermark/watermark-options";

/**
 * The download name of a watermarked photo. The result is always a JPEG, so a PNG or WebP name
 * gets a .jpg extension; a .jpg/.jpeg name keeps its own.
 */
export function watermarkedFileName(originalName: string): string {
  const name = originalName.split(/[\\/]/).pop()?.trim() || "photo";
  const dot = name.lastIndexOf(".");
  const base = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot + 1) : "";
  const jpegExtension = /^jpe?g$/i.test(extension) ? extension : "jpg";
  return `${downloadPrefix}${base}.${jpegExtension}`;
}

export function downloadUrl(url: string, fileName: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Downloads each file in turn with a short pause, which browsers need to accept several. */
export async function downloadAll(files: { url: string; fileName: string }[], gapMs: number = downloadAllGapMs): Promise<void> {
  for (const [index, file] of files.entries()) {
    if (index > 0) await pause(gapMs);
    downloadUrl(file.url, file.fileName);
  }
}
