/**
 * No redirect leaves the site: the app with its pages served as in production (mountBuiltClient, on
 * a small stand-in for dist/client) answers every hostile path with a 404 or a same-site Location.
 * Requests go out raw (node:http), so `/\host` and percent-encodings reach the server as written.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mountBuiltClient } from "../../server/client-serving";
import { redirect } from "../../server/same-site-redirect";
import { createTestApp, type TestApp } from "../support/test-app";

const publicUrl = "http://forma.test";
let testApp: TestApp;
let server: http.Server;
let clientRoot: string;

/** The files mountBuiltClient reads, with the same names as the build's. */
function writeStandInClient(root: string) {
  const page = (title: string) => `<!doctype html><title>${title}</title>`;
  const files: Record<string, string> = {
    "index.html": page("Home"),
    "gallery/index.html": page("Gallery"),
    "projects/index.html": page("Projects"),
    "app-shell.html": page("App"),
    "404.html": page("Not found"),
    "projects-404.html": page("No such category"),
    "assets/app-1234.js": "console.log(1)",
    "assets/fonts/font.woff2": "font",
    "robots.txt": "User-agent: *",
    "sitemap.xml": "<urlset/>",
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
}

beforeAll(async () => {
  clientRoot = fs.mkdtempSync(path.join(os.tmpdir(), "forma-client-"));
  writeStandInClient(clientRoot);
  testApp = await createTestApp({
    env: { PUBLIC_URL: publicUrl },
    mountClient: (app) => {
      // Stand in for a route that redirects to an address it was given (a `?next=` or a stored link):
      // every redirect goes through the one redirect function (the linter refuses any other way in
      // server/, tests/unit/lint-rules-pipeline.test.ts), which must refuse what leaves the site.
      app.get("/third-party-redirect", (req, res) => redirect(res, 302, String(req.query.to)));
      app.get("/third-party-write-head", (req, res) => redirect(res, 301, String(req.query.to)));
      mountBuiltClient(app, clientRoot);
    },
  });
  server = http.createServer(testApp.app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await testApp.close();
  fs.rmSync(clientRoot, { recursive: true, force: true });
});

type Answer = { status: number; location?: string; body: string };

/** GET with the path exactly as written (no URL parsing on our side). */
function getRaw(rawPath: string): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: rawPath, method: "GET", headers: { Host: "forma.test" } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const hostilePaths = [
  "//evil.example/",
  "//evil.example",
  "//evil.example/?next=1",
  "///evil.example/",
  "////evil.example//",
  "/\\evil.example/",
  "/\\evil.example",
  "/\\\\evil.example/",
  "\\\\evil.example/",
  "/\\/evil.example/",
  "//\\evil.example/",
  "/%2F%2Fevil.example/",
  "/%2f%2fevil.example/",
  "/%2F/evil.example/",
  "//%2Fevil.example/",
  "/%5Cevil.example/",
  "/%5c%5cevil.example/",
  "/%2F%5Cevil.example/",
  "/%5C/evil.example/",
  "/%252F%252Fevil.example/",
  "/%09/evil.example/",
  "/%0A/evil.example/",
  "/gallery/..//evil.example/",
  "/.//evil.example/",
  "/./%2F/evil.example/",
  "/assets//evil.example/",
  "/assets/fonts",
  "/portfolio/..//evil.example/",
  "/third-party-redirect?to=//evil.example/",
  "/third-party-redirect?to=/%5Cevil.example",
  "/third-party-redirect?to=https://evil.example/",
  "/third-party-redirect?to=/%09/evil.example",
  "/third-party-write-head?to=%2F%5Cevil.example",
];

describe("hostile paths never redirect off the site", () => {
  it.each(hostilePaths)("%s answers 404 or a same-site Location", async (rawPath) => {
    const answer = await getRaw(rawPath);
    if (answer.location !== undefined) {
      expect(new URL(answer.location, publicUrl).origin).toBe(publicUrl);
      expect(answer.location).toMatch(/^\/(?![/\\])/);
    } else {
      // 400 only for a target without its leading slash, which Node's HTTP parser refuses itself.
      expect(answer.status).toBe(rawPath.startsWith("/") ? 404 : 400);
    }
    expect(answer.body).not.toMatch(/(https?:)?[/\\]{2}evil\.example/);
  });

  it("answers the classic open-redirect paths with 404 and no Location", async () => {
    for (const rawPath of ["//evil.example/", "/\\evil.example/", "/%2F%2Fevil.example/", "/%5Cevil.example/"]) {
      const answer = await getRaw(rawPath);
      expect({ rawPath, status: answer.status, location: answer.location }).toEqual({ rawPath, status: 404, location: undefined });
    }
  });

  it("turns a redirect off the site into a bare 404", async () => {
    const answer = await getRaw("/third-party-redirect?to=//evil.example/");
    expect(answer).toEqual({ status: 404, location: undefined, body: "Not found" });
  });
});

describe("the site's own redirects still work", () => {
  it.each([
    ["/gallery/", "/gallery"],
    ["/gallery//", "/gallery"],
    ["/gallery/?from=menu", "/gallery?from=menu"],
    ["/portfolio", "/gallery"],
    ["/polished-concrete", "/projects#stamped"],
    ["/third-party-redirect?to=/gallery", "/gallery"],
  ])("%s -> 301 %s", async (rawPath, target) => {
    const answer = await getRaw(rawPath);
    expect(answer.status).toBeGreaterThanOrEqual(301);
    expect(answer.status).toBeLessThanOrEqual(302);
    expect(answer.location).toBe(target);
  });

  it("serves pages, the shell, assets and the not-found page as before", async () => {
    expect((await getRaw("/gallery")).status).toBe(200);
    expect((await getRaw("/quote/abc")).status).toBe(200);
    expect((await getRaw("/assets/app-1234.js")).status).toBe(200);
    expect((await getRaw("/no-such-page")).status).toBe(404);
    expect((await getRaw("/api/health")).status).toBe(200);
  });
});
