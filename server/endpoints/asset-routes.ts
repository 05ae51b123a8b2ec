import fs from "node:fs";
import path from "node:path";
import type { SomeBindings } from "./binding";
import { notFound } from "../errors";
import { projectPath } from "../project-path";

/** Committed images (logo, icons), then the responsive variants the build makes from assets/photos. */
const assetDirs = [projectPath("assets"), projectPath("dist", "images")];
const safeName = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/;
const imageTypes: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
  ".gif": "image/gif",
};

/** Static images by plain file name only: no folders, no "..", no other file types. */
export function assetRoutes() {
  return {
    getAsset: ({ res, params }) => {
      const file = params.file;
      const type = imageTypes[path.extname(file).toLowerCase()];
      const fullPath =
        safeName.test(file) && !file.includes("..") && type
          ? assetDirs.map((dir) => path.join(dir, file)).find((candidate) => fs.statSync(candidate, { throwIfNoEntry: false })?.isFile())
          : undefined;
      if (!fullPath || !type) throw notFound("ASSET_NOT_FOUND", "Asset not found");
      res.set({
        "Content-Type": type,
        "Cache-Control": "public, max-age=31536000, immutable",
        // An SVG opened directly must not run script.
        ...(type === "image/svg+xml"
          ? { "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox" }
          : {}),
      });
      // Streamed: the answer is written when the file has been read, or fails with the read.
      return new Promise<void>((resolve, reject) => {
        fs.createReadStream(fullPath).on("error", reject).on("end", resolve).pipe(res);
      });
    },
  } satisfies SomeBindings;
}
