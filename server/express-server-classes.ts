/**
 * Requests and responses born with the Express app's prototypes. Express's entry gives every request
 * the app's request and response prototypes (`Object.setPrototypeOf`), and changing an object's
 * prototype after it is made sends V8's property access on it, in node's HTTP and stream code as well
 * as in ours, down its slow path for the rest of the request: about half the CPU time of the client's
 * quote read (decision 0152). node's server makes its requests and responses from the classes it is
 * given (`http.createServer({ IncomingMessage, ServerResponse })`, documented); made from these, each
 * already has the app's prototypes, so Express's entry changes nothing. Both only add the app's
 * prototypes (`app.request`, `app.response`, Express's documented extension points) in front of
 * node's own.
 */
import { IncomingMessage, ServerResponse, type ServerOptions } from "node:http";
import type { Socket } from "node:net";
import type { Express } from "express";

export type ExpressServerClasses = {
  /** For http.createServer(options, listener), before the app exists if need be. */
  options: ServerOptions;
  /** From now on, requests and responses are made with this app's prototypes. */
  use: (app: Express) => void;
};

export function expressServerClasses(): ExpressServerClasses {
  // Function constructors, since a class's `prototype` cannot be replaced; node's own two are
  // function constructors too, so calling them on `this` is how they are meant to be extended.
  function AppRequest(this: IncomingMessage, socket: Socket) {
    IncomingMessage.call(this, socket);
  }
  function AppResponse(this: ServerResponse, req: IncomingMessage, options?: unknown) {
    (ServerResponse as unknown as (this: ServerResponse, req: IncomingMessage, options?: unknown) => void).call(this, req, options);
  }
  AppRequest.prototype = IncomingMessage.prototype;
  AppResponse.prototype = ServerResponse.prototype;
  return {
    options: { IncomingMessage: AppRequest as unknown as typeof IncomingMessage, ServerResponse: AppResponse as unknown as typeof ServerResponse },
    use: (app) => {
      AppRequest.prototype = app.request;
      AppResponse.prototype = app.response;
    },
  };
}
