/**
 * Reads a multipart quote request (form fields and photos in "photos") as it streams in, chunked or
 * not, and holds the upload limits while reading: the size of each photo, their total, their count,
 * and the number and size of fields. The first breach stops the reading at once: the parser is
 * detached, what was buffered is dropped and the refusal is answered while the client may still be
 * sending. Photos are held in memory, never more than `uploadLimits.maxTotalBytes` plus one chunk.
 */
import busboy from "busboy";
import type { NextFunction, Request, Response } from "express";
import type { ErrorCode } from "../../shared/api-errors";
import { uploadLimits } from "../../shared/business";
import { HttpError } from "../errors";

export type ReceivedPhoto = { originalName: string; bytes: Buffer };

const photoField = "photos";
const fieldLimits = { fields: 30, fieldSize: 64 * 1024, fieldNameSize: 100, parts: 60 };
/** Room for the form fields and part headers beside the photos in a declared Content-Length. */
const multipartOverheadBytes = 1024 * 1024;
/**
 * After a refusal the rest of the body is read and thrown away, so a client that sends everything
 * before reading sees the answer rather than a reset connection; past this it is cut off.
 */
const discardLimits = { bytes: 64 * 1024 * 1024, ms: 30_000 };

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
const refusal = (code: ErrorCode, message: string) => new HttpError(code, message, { photos: message });

export const uploadRefusals = {
  fileTooLarge: () => refusal("PHOTOS_TOO_LARGE", `Each photo can be at most ${megabytes(uploadLimits.maxFileBytes)}MB.`),
  totalTooLarge: () => refusal("PHOTOS_TOO_LARGE", `Photos can be at most ${megabytes(uploadLimits.maxTotalBytes)}MB in total.`),
  tooManyFiles: () => refusal("TOO_MANY_PHOTOS", `Please send at most ${uploadLimits.maxFiles} photos.`),
  wrongField: () => refusal("UPLOAD_MALFORMED", `Photos must be sent in the "${photoField}" field.`),
  tooManyParts: () => refusal("UPLOAD_MALFORMED", "The form has too many parts."),
  tooManyFields: () => refusal("UPLOAD_MALFORMED", "The form has too many fields."),
  fieldTooLong: () => refusal("PAYLOAD_TOO_LARGE", "A form field is too long."),
  fieldNameTooLong: () => refusal("UPLOAD_MALFORMED", "A form field name is too long."),
  malformed: () => new HttpError("UPLOAD_MALFORMED", "The uploaded form could not be read."),
};

const received = new WeakMap<Request, ReceivedPhoto[]>();

/** The photos `readPhotoUpload` took from this request, in the order they were sent. */
export function receivedPhotos(req: Request): ReceivedPhoto[] {
  return received.get(req) ?? [];
}

/**
 * Reads and throws away the rest of a refused request's body, within `discardLimits`; the connection
 * is closed when the client goes on past them. Nothing is kept, so memory stays flat.
 *
 * The answer says "Connection: keep-alive" so that Node does not close the socket as soon as the
 * refusal is written, which it does for a request sent with "Connection: close" (Node's own client
 * without an agent, a proxy speaking HTTP/1.0): the client would still be writing the body into a
 * closed socket and see a reset (EPIPE) instead of the refusal. The client closes the connection
 * itself once it has the answer; if it does not, the server's keep-alive timeout does.
 */
export function discardRestOfBody(req: Request): void {
  if (req.complete || req.destroyed) return;
  if (req.res && !req.res.headersSent) req.res.setHeader("Connection", "keep-alive");
  let discarded = 0;
  const cutOff = () => {
    if (!req.complete) req.socket?.destroy();
  };
  const timer = setTimeout(cutOff, discardLimits.ms);
  timer.unref();
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > discardLimits.bytes) cutOff();
  });
  req.once("close", () => clearTimeout(timer));
  req.on("error", () => {});
  req.resume();
}

/** Multipart: fields into req.body, photos for `receivedPhotos`. Any other body passes through untouched. */
export function readPhotoUpload(req: Request, _res: Response, next: NextFunction) {
  if (!req.is("multipart/form-data")) return next();
  const declaredLength = Number(req.get("content-length") ?? 0);
  if (declaredLength > uploadLimits.maxTotalBytes + multipartOverheadBytes) {
    discardRestOfBody(req);
    return next(uploadRefusals.totalTooLarge());
  }

  let parser: busboy.Busboy;
  try {
    // busboy reports a limit when it is reached; one more byte (part) lets exactly the limit through.
    parser = busboy({
      headers: req.headers,
      defParamCharset: "utf8",
      limits: {
        fileSize: uploadLimits.maxFileBytes + 1,
        files: uploadLimits.maxFiles,
        fields: fieldLimits.fields,
        fieldSize: fieldLimits.fieldSize + 1,
        fieldNameSize: fieldLimits.fieldNameSize,
        parts: fieldLimits.parts + 1,
      },
    });
  } catch {
    // No boundary, or not a form busboy knows.
    discardRestOfBody(req);
    return next(uploadRefusals.malformed());
  }

  const fields: Record<string, unknown> = Object.create(null);
  let photos: ReceivedPhoto[] = [];
  /** The chunks of photos still arriving; each photo's are joined once, when it ends. */
  const arriving = new Set<Buffer[]>();
  let totalBytes = 0;
  let settled = false;

  const refuse = (error: HttpError) => {
    if (settled) return;
    settled = true;
    req.unpipe(parser);
    parser.removeAllListeners();
    parser.on("error", () => {});
    // Not inside busboy's own write, which may be what called us.
    setImmediate(() => parser.destroy());
    photos = [];
    for (const chunks of arriving) chunks.length = 0;
    arriving.clear();
    discardRestOfBody(req);
    next(error);
  };

  parser.on("file", (name, stream, info) => {
    stream.on("error", () => refuse(uploadRefusals.malformed()));
    if (name !== photoField) {
      stream.resume();
      return refuse(uploadRefusals.wrongField());
    }
    const chunks: Buffer[] = [];
    arriving.add(chunks);
    let size = 0;
    stream.on("data", (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      totalBytes += chunk.length;
      if (size > uploadLimits.maxFileBytes) return refuse(uploadRefusals.fileTooLarge());
      if (totalBytes > uploadLimits.maxTotalBytes) return refuse(uploadRefusals.totalTooLarge());
      chunks.push(chunk);
    });
    stream.on("limit", () => refuse(uploadRefusals.fileTooLarge()));
    stream.on("end", () => {
      if (settled) return;
      arriving.delete(chunks);
      // An empty file input of a plain HTML form sends a nameless, empty part: no photo at all.
      if (size > 0 || info.filename) photos.push({ originalName: info.filename ?? "", bytes: Buffer.concat(chunks, size) });
    });
  });
  parser.on("field", (name, value, info) => {
    if (info.nameTruncated) return refuse(uploadRefusals.fieldNameTooLong());
    if (info.valueTruncated) return refuse(uploadRefusals.fieldTooLong());
    fields[name] = name in fields ? [fields[name], value].flat() : value;
  });
  parser.on("filesLimit", () => refuse(uploadRefusals.tooManyFiles()));
  parser.on("fieldsLimit", () => refuse(uploadRefusals.tooManyFields()));
  parser.on("partsLimit", () => refuse(uploadRefusals.tooManyParts()));
  parser.on("error", () => refuse(uploadRefusals.malformed()));
  parser.on("finish", () => {
    if (settled) return;
    settled = true;
    req.body = fields;
    received.set(req, photos);
    next();
  });
  // The client went away mid-body: nothing will finish the form.
  req.on("close", () => {
    if (!req.complete) refuse(uploadRefusals.malformed());
  });
  req.on("error", () => {});
  req.pipe(parser);
}
