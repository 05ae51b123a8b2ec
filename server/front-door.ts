import type { IncomingMessage, ServerResponse } from "node:http";
import type { Express } from "express";

/**
 * Answers a request, or hands it on to Express (`handOn`, at most once, and only before anything
 * was written): a request it hands on is then answered as if the front door were not there.
 */
export type FrontDoor = (req: IncomingMessage, res: ServerResponse, handOn: () => void) => void;

type ExpressHandle = (req: IncomingMessage, res: ServerResponse, callback?: (error?: unknown) => void) => void;

/**
 * Puts a front door before Express on this app. Express's own entry gives every request its request
 * and response prototypes, and that alone costs more CPU than a whole database read; a request the
 * front door answers skips it. The app stays the one handler that the server, the tests and the
 * benchmarks use: Express's app function calls `app.handle`, which is replaced here.
 */
export function addFrontDoor(app: Express, frontDoor: FrontDoor): void {
  const withHandle = app as unknown as { handle: ExpressHandle };
  const expressHandle = withHandle.handle.bind(app);
  withHandle.handle = (req, res, callback) => frontDoor(req, res, () => expressHandle(req, res, callback));
}
