/**
 * The largest photo a lead may carry, as a camera would make it: a JPEG of grain (which compresses
 * least, so what is stored is as large as it gets) at 2560 px, the stored size (re-encoded, not
 * shrunk), at the highest quality that stays under a tenth of a lead's total, with room left for the
 * form's other parts. Ten of them are the largest lead the forms allow.
 */
import sharp from "sharp";
import { uploadLimits } from "../../shared/business";

export async function largestAllowedPhoto(): Promise<Buffer> {
  const width = 2560;
  const height = 1706;
  const raw = await sharp({ create: { width, height, channels: 3, background: "#8a8070", noise: { type: "gaussian", mean: 128, sigma: 45 } } })
    .raw()
    .toBuffer();
  const budget = Math.floor(uploadLimits.maxTotalBytes / uploadLimits.maxFiles) - 64 * 1024;
  let [low, high] = [20, 100];
  let best: Buffer | undefined;
  while (low <= high) {
    const quality = Math.floor((low + high) / 2);
    const bytes = await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (bytes.length <= budget) {
      best = bytes;
      low = quality + 1;
    } else high = quality - 1;
  }
  if (!best) throw new Error("no quality keeps the photo under the limit");
  return best;
}
