import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";

/**
 * Answers a request, or hands it on to Express (`handOn`, at most once, and only before anything
 * was written): a request it hands on is then answered as if the front door were not there.
 */
export type FrontDoor = (req: IncomingMessage, res: ServerResponse, handOn: () => void) => void;

/**
 * The server's request listener: the front door first, the Express app for what it hands on.
 * Express's own entry gives every request its request and response prototypes, and that alone costs
 * more CPU than a whole database read; a request the front door answers never reaches it. Only the
 * documented side of Express is used: an app is a request listener, `app(req, res)`, as given to
 * http.createServer. The server, the tests and the benchmarks all use this one listener.
 */
export function behindFrontDoor(frontDoor: FrontDoor | undefined, app: RequestListener): RequestListener {
  if (!frontDoor) return (req, res) => app(req, res);
  return (req, res) => frontDoor(req, res, () => app(req, res));
}
