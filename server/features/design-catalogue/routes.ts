import type { Request, Response } from "express";
import type { SomeBindings } from "../../endpoints/binding";
import type { RouteDeps } from "../../endpoints/bindings";
import { readSwatchUpload, receivedSwatch } from "./swatch-upload";
import {
  addCatalogueEntry,
  catalogueSwatch,
  changeCatalogueEntry,
  clientDesignCatalogue,
  designCatalogue,
  swatchVersionLength,
} from "./design-catalogue";

/**
 * A swatch's address carries its hash's prefix (`?v=`): at that address the bytes never change, so
 * they are cached for a year. Asked at any other version (an address from before the image was
 * replaced), the current image is answered but must be checked again each time.
 */
function sendSwatch(req: Request, res: Response, swatch: { bytes: Buffer; type: string; sha256: string }) {
  const etag = `"${swatch.sha256}"`;
  const current = req.query.v === swatch.sha256.slice(0, swatchVersionLength);
  res.set({
    "Content-Type": swatch.type,
    ETag: etag,
    "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
    "Content-Disposition": "inline",
  });
  if (
    req
      .get("if-none-match")
      ?.split(/\s*,\s*/)
      .includes(etag)
  ) {
    res.status(304).end();
    return;
  }
  res.set("Content-Length", String(swatch.bytes.length));
  res.end(swatch.bytes);
}

/** The owner's design catalogue (admin), its swatches (public by address) and the client's list (link holders). */
export function designCatalogueRoutes({ db }: RouteDeps) {
  return {
    listDesignCatalogue: async () => ({ success: true, entries: await designCatalogue(db) }),
    createCatalogueEntry: {
      before: [readSwatchUpload],
      handle: async ({ req, body }) => ({ success: true, entry: await addCatalogueEntry(db, body, receivedSwatch(req)) }),
    },
    updateCatalogueEntry: {
      before: [readSwatchUpload],
      handle: async ({ req, params, body }) => ({ success: true, entry: await changeCatalogueEntry(db, params.id, body, receivedSwatch(req)) }),
    },
    getDesignSwatch: async ({ req, res, params }) => sendSwatch(req, res, await catalogueSwatch(db, params.id)),
    clientDesignCatalogue: async ({ params }) => ({ success: true, entries: await clientDesignCatalogue(db, params.token) }),
  } satisfies SomeBindings;
}
