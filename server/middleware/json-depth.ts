import type { NextFunction, Request, Response } from "express";
import { badRequest } from "../errors";

/** No form of ours nests deeper than a few levels; 32 leaves room and stops pathological bodies. */
export const maxJsonDepth = 32;

/**
 * The largest form of ours (a quote of 50 items with its choices, the site's project order) holds a
 * few thousand values; past this, a body is refused before any schema walks its arrays item by item.
 */
export const maxJsonValues = 10_000;

/** How deep a parsed JSON value nests, walked without recursion and stopping once past `limit`. */
export function jsonDepth(value: unknown, limit = maxJsonDepth): number {
  return jsonShape(value, { depth: limit, values: Infinity }).depth;
}

/**
 * How deep a parsed JSON value nests and how many values it holds (every string, number, boolean,
 * null, array and object, keys not counted), walked without recursion and stopping once past either bound.
 */
export function jsonShape(value: unknown, bounds = { depth: maxJsonDepth, values: maxJsonValues }): { depth: number; values: number } {
  let depth = 0;
  let values = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, level] = stack.pop()!;
    values += 1;
    if (values > bounds.values) break;
    if (item === null || typeof item !== "object") continue;
    depth = Math.max(depth, level + 1);
    if (depth > bounds.depth) break;
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push([child, level + 1]);
  }
  return { depth, values };
}

/** The 400 for a body too deep or too large in values, or undefined for one within both bounds. */
export function jsonShapeProblem(body: unknown) {
  if (!body || typeof body !== "object") return undefined;
  const shape = jsonShape(body);
  if (shape.depth > maxJsonDepth) return badRequest("BODY_TOO_DEEP", `The request nests deeper than ${maxJsonDepth} levels.`);
  if (shape.values > maxJsonValues) return badRequest("BODY_TOO_MANY_VALUES", `The request holds more than ${maxJsonValues} values.`);
  return undefined;
}

/**
 * Refuses JSON bodies that nest deeper than maxJsonDepth or hold more than maxJsonValues values with
 * 400, before any code walks them (a body of 50,000 nested arrays would otherwise exhaust a recursive
 * walk's stack, and a schema checks every item of an array before its length).
 */
export function limitJsonShape(req: Request, _res: Response, next: NextFunction) {
  next(jsonShapeProblem(req.body));
}

/** The multipart form's JSON text fields are checked by the same bounds (middleware/multipart-json-fields.ts). */
export const limitJsonDepth = limitJsonShape;

/**
 * The same two bounds read from the raw JSON text, before it is parsed: JSON.parse takes about 270 ms
 * to build the arrays of 700 KB of "[[[[" before it finds the text unfinished, and far longer for
 * more. Strings are skipped (a signature's data URL costs one native search for its closing quote);
 * values are counted by their separators, which a body holds at least one fewer of than values.
 */
export function jsonTextProblem(text: Uint8Array) {
  const quote = 0x22;
  let depth = 0;
  let separators = 0;
  const buffer = Buffer.from(text.buffer, text.byteOffset, text.byteLength);
  for (let index = 0; index < buffer.length; index++) {
    const byte = buffer[index];
    if (byte === quote) {
      let end = index;
      for (;;) {
        end = buffer.indexOf(quote, end + 1);
        // Unfinished: JSON.parse refuses it at once.
        if (end === -1) return undefined;
        let backslashes = 0;
        while (buffer[end - 1 - backslashes] === 0x5c) backslashes += 1;
        if (backslashes % 2 === 0) break;
      }
      index = end;
    } else if (byte === 0x5b || byte === 0x7b) {
      depth += 1;
      if (depth > maxJsonDepth) return badRequest("BODY_TOO_DEEP", `The request nests deeper than ${maxJsonDepth} levels.`);
    } else if (byte === 0x5d || byte === 0x7d) {
      depth -= 1;
    } else if (byte === 0x2c) {
      separators += 1;
      if (separators >= maxJsonValues) return badRequest("BODY_TOO_MANY_VALUES", `The request holds more than ${maxJsonValues} values.`);
    }
  }
  return undefined;
}
