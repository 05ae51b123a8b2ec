import type { NextFunction, Request, Response } from "express";
import { badRequest } from "../errors";

/** No form of ours nests deeper than a few levels; 32 leaves room and stops pathological bodies. */
export const maxJsonDepth = 32;

/** How deep a parsed JSON value nests, walked without recursion and stopping once past `limit`. */
export function jsonDepth(value: unknown, limit = maxJsonDepth): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== "object") continue;
    const level = depth + 1;
    deepest = Math.max(deepest, level);
    if (deepest > limit) return deepest;
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push([child, level]);
  }
  return deepest;
}

/**
 * Refuses JSON bodies that nest deeper than maxJsonDepth with 400, before any code walks them (a body
 * of 50,000 nested arrays would otherwise exhaust a recursive walk's stack).
 */
export function limitJsonDepth(req: Request, _res: Response, next: NextFunction) {
  if (req.body && typeof req.body === "object" && jsonDepth(req.body) > maxJsonDepth) {
    return next(badRequest("BODY_TOO_DEEP", `The request nests deeper than ${maxJsonDepth} levels.`));
  }
  next();
}
