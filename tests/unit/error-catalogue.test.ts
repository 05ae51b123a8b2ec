import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { codesWithStatus, errorCatalogue, errorCodes, notFoundCodes, stateConflictCodes, statusOf } from "@shared/api-errors";
import { badRequest, conflict, HttpError, notFound, payloadTooLarge, RateLimitedError, tooManyRequests, unauthorized } from "../../server/errors";

const serverDir = path.resolve(import.meta.dirname, "../../server");
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(path.join(dir, entry.name)) : entry.name.endsWith(".ts") ? [path.join(dir, entry.name)] : [],
  );

describe("the error catalogue", () => {
  it("gives every code one error status and a description", () => {
    expect(errorCodes.length).toBeGreaterThan(40);
    for (const code of errorCodes) {
      const { status, description } = errorCatalogue[code];
      expect(status >= 400 && status < 600, code).toBe(true);
      expect(description.length, code).toBeGreaterThan(10);
    }
  });

  it("derives the not-found and state-conflict lists by status", () => {
    expect(notFoundCodes).toEqual(errorCodes.filter((code) => errorCatalogue[code].status === 404));
    expect(notFoundCodes).toContain("QUOTE_NOT_FOUND");
    expect(stateConflictCodes).toEqual(codesWithStatus(409));
    expect(stateConflictCodes).toEqual(expect.arrayContaining(["QUOTE_EXPIRED", "CONTRACT_EXISTS", "EMAIL_BEING_SENT", "VERSION_REQUIRED"]));
    expect(stateConflictCodes).not.toContain("QUOTE_NOT_FOUND");
  });

  it("answers a signature over its byte limit 413 and over its pixel limit 400, each with its own code", () => {
    expect(statusOf("SIGNATURE_TOO_LARGE")).toBe(413);
    expect(statusOf("SIGNATURE_TOO_MANY_PIXELS")).toBe(400);
    expect(statusOf("PDF_REQUIRED")).toBe(400);
    expect(statusOf("UNSUPPORTED_MEDIA_TYPE")).toBe(415);
  });

  it("raises every error with its code's status, whichever helper raises it", () => {
    for (const code of errorCodes) expect(new HttpError(code, "m").status).toBe(errorCatalogue[code].status);
    expect(badRequest("VALIDATION_FAILED", "m").status).toBe(400);
    expect(unauthorized().status).toBe(401);
    expect(notFound("QUOTE_NOT_FOUND", "m").status).toBe(404);
    expect(conflict("QUOTE_EXPIRED", "m").status).toBe(409);
    expect(payloadTooLarge("SIGNATURE_TOO_LARGE", "m").status).toBe(413);
    expect(tooManyRequests("m").status).toBe(429);
    expect(new RateLimitedError("CHANGE_REQUESTS_LIMITED", "m", 60).status).toBe(429);
  });

  it("leaves no error status written by hand in the server: each comes from a code", () => {
    const handWritten = sourceFiles(serverDir).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) =>
          /new HttpError\(\s*\d|\.status\(\s*[45]\d\d\b|statusCode\s*=\s*[45]\d\d\b|sendStatus\(\s*[45]\d\d\b/.test(line)
            ? [`${path.relative(serverDir, file)}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(handWritten).toEqual([]);
  });
});
