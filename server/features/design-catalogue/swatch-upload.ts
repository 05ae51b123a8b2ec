/**
 * Reads the owner's multipart catalogue form (text fields and at most one image in "swatch") as it
 * streams in. The swatch is held in memory and never past `swatchLimits.maxBytes`: a declared length
 * over the limit is refused before anything is read, and a body that grows past it is cut off at the
 * first chunk over (413 SWATCH_TOO_LARGE), the rest read and thrown away as photo uploads do.
 * A JSON body passes through untouched.
 */
import busboy from "busboy";
import type { NextFunction, Request, Response } from "express";
import { catalogueEntryMessages } from "../../../shared/design-catalogue-entry";
import { swatchLimits } from "../../../shared/design-catalogue";
import { HttpError, payloadTooLarge } from "../../errors";
import { discardRestOfBody } from "../../middleware/photo-upload";

const swatchField = "swatch";
/** Name, maker, code and two flags: a few short fields. */
const fieldLimits = { fields: 10, fieldSize: 4 * 1024, fieldNameSize: 50, parts: 12 };
/** Room for the text fields and the part headers beside the image in a declared Content-Length. */
const multipartOverheadBytes = 64 * 1024;

const malformed = (message = "The form could not be read.") => new HttpError("UPLOAD_MALFORMED", message, { swatch: message });
export const swatchTooLarge = () =>
  payloadTooLarge("SWATCH_TOO_LARGE", catalogueEntryMessages.swatchTooLarge, { swatch: catalogueEntryMessages.swatchTooLarge });

const received = new WeakMap<Request, Buffer>();

/** The swatch image `readSwatchUpload` took from this request, if one was sent. */
export function receivedSwatch(req: Request): Buffer | undefined {
  return received.get(req);
}

export function readSwatchUpload(req: Request, _res: Response, next: NextFunction) {
  if (!req.is("multipart/form-data")) return next();
  if (Number(req.get("content-length") ?? 0) > swatchLimits.maxBytes + multipartOverheadBytes) {
    discardRestOfBody(req);
    return next(swatchTooLarge());
  }

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: "utf8",
      // busboy reports a limit when it is reached; one more lets exactly the limit through.
      limits: {
        fileSize: swatchLimits.maxBytes + 1,
        files: 1,
        fields: fieldLimits.fields,
        fieldSize: fieldLimits.fieldSize + 1,
        fieldNameSize: fieldLimits.fieldNameSize,
        parts: fieldLimits.parts + 1,
      },
    });
  } catch {
    discardRestOfBody(req);
    return next(malformed());
  }

  const fields: Record<string, unknown> = Object.create(null);
  let chunks: Buffer[] = [];
  let swatch: Buffer | undefined;
  let settled = false;

  const refuse = (error: HttpError) => {
    if (settled) return;
    settled = true;
    req.unpipe(parser);
    parser.removeAllListeners();
    parser.on("error", () => {});
    setImmediate(() => parser.destroy());
    chunks = [];
    discardRestOfBody(req);
    next(error);
  };

  parser.on("file", (name, stream, info) => {
    stream.on("error", () => refuse(malformed()));
    if (name !== swatchField) {
      stream.resume();
      return refuse(malformed(`The image must be sent in the "${swatchField}" field.`));
    }
    let size = 0;
    stream.on("data", (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > swatchLimits.maxBytes) return refuse(swatchTooLarge());
      chunks.push(chunk);
    });
    stream.on("limit", () => refuse(swatchTooLarge()));
    stream.on("end", () => {
      if (settled) return;
      // An empty file input of a plain HTML form sends a nameless, empty part: no swatch at all.
      if (size > 0 || info.filename) swatch = Buffer.concat(chunks, size);
      chunks = [];
    });
  });
  parser.on("field", (name, value, info) => {
    if (info.nameTruncated || info.valueTruncated) return refuse(malformed("A form field is too long."));
    fields[name] = value;
  });
  parser.on("filesLimit", () => refuse(malformed("Please send one swatch image.")));
  parser.on("fieldsLimit", () => refuse(malformed("The form has too many fields.")));
  parser.on("partsLimit", () => refuse(malformed("The form has too many parts.")));
  parser.on("error", () => refuse(malformed()));
  parser.on("finish", () => {
    if (settled) return;
    settled = true;
    req.body = fields;
    if (swatch) received.set(req, swatch);
    next();
  });
  req.on("close", () => {
    if (!req.complete) refuse(malformed());
  });
  req.on("error", () => {});
  req.pipe(parser);
}
