import { expect } from "vitest";

/**
 * An error answer without its request id, for comparing the rest exactly. The id itself must be the
 * one the X-Request-Id header carries (the id of the request's log lines).
 */
export function errorBody(response: { body: unknown; headers: Record<string, string | string[] | undefined> }): Record<string, unknown> {
  const { requestId, ...rest } = response.body as Record<string, unknown>;
  expect(requestId).toBe(response.headers["x-request-id"]);
  return rest;
}
