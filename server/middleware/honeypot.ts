import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { honeypotField } from "../../shared/honeypot";
import { clientAddress } from "./rate-limits";

/**
 * A public form that arrives with the hidden honeypot field filled was sent by a program: it is
 * answered like a success, with a made-up id (so nothing tells the program it was caught), logged,
 * and neither stored nor mailed. Runs after the body is read (JSON or multipart).
 */
export function dropHoneypotSubmissions(answer: (res: Response, fakeId: string) => void) {
  return (req: Request, res: Response, next: NextFunction) => {
    const trap: unknown = (req.body as Record<string, unknown> | undefined)?.[honeypotField];
    if (trap === undefined || trap === null || trap === "") return next();
    req.log.warn({ path: req.path, address: clientAddress(req) }, "honeypot field filled: submission dropped");
    answer(res, randomUUID());
  };
}
