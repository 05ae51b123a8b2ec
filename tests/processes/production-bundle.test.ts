/**
 * The production bundle runs on production dependencies only, from the same files the Docker image's
 * runtime stage holds (scripts/runtime-files.mjs): the server starts, serves a page and the API,
 * renders and signs a contract PDF in its worker, names the TypeScript sources in stack traces, and
 * stops cleanly on SIGTERM. Needs `npm run build` first, and the npm registry for `npm ci`.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { business, demoAdmin } from "../../shared/business";
import { contractBody, pricedQuoteBody } from "../support/factories";
import { expectServerToExit, startServerProcess, type ServerProcess } from "../support/server-process";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const packageJson = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

let work: string;
let app: string;
let server: ServerProcess;

beforeAll(async () => {
  if (!fs.existsSync(path.join(root, "dist/server/index.js"))) throw new Error('No build in dist/: run "npm run build" first.');
  work = fs.mkdtempSync(path.join(os.tmpdir(), "forma-production-"));
  app = path.join(work, "app");
  await run(process.execPath, [path.join(root, "scripts/runtime-files.mjs"), app]);

  const started = performance.now();
  await run("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund"], { cwd: app, env: { ...process.env, NODE_ENV: "production" } });
  console.log(`npm ci --omit=dev took ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // Prints a stack trace from inside the bundle when the server starts listening.
  const probe = path.join(work, "stack-probe.mjs");
  fs.writeFileSync(
    probe,
    [
      'import http from "node:http";',
      "const listen = http.Server.prototype.listen;",
      "http.Server.prototype.listen = function (...args) {",
      '  console.error(`listen called from:\\n${new Error("stack probe").stack}`);',
      "  return listen.apply(this, args);",
      "};",
    ].join("\n"),
  );
  // One variable only the file sets, one the environment sets too (the environment's must win).
  fs.writeFileSync(path.join(app, ".env"), 'MAIL_FROM="Forma Test <test@example.com>"\nLOG_LEVEL=silent\n');
  const started2 = performance.now();
  server = await startServerProcess({
    cwd: app,
    env: { NODE_ENV: "production", DATA_DIR: path.join(work, "data"), LOG_LEVEL: "info" },
    nodeArgs: ["--enable-source-maps", "--import", pathToFileURL(probe).href],
  });
  console.log(`the server answered /api/health ${((performance.now() - started2) / 1000).toFixed(1)} s after its start`);
}, 300_000);

afterAll(async () => {
  if (server) await server.stop("SIGKILL");
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/** Bare package names a bundle imports, statically and with import(). */
function importedPackages(file: string): { static: Set<string>; dynamic: Set<string> } {
  const code = fs.readFileSync(file, "utf8");
  const name = (specifier: string) =>
    specifier
      .split("/")
      .slice(0, specifier.startsWith("@") ? 2 : 1)
      .join("/");
  const bare = (specifiers: string[]) => new Set(specifiers.filter((s) => !s.startsWith(".") && !s.startsWith("node:")).map(name));
  return {
    static: bare(
      [...code.matchAll(/^\s*(?:import|export)\b[^"'`;]*?from\s*["']([^"']+)["']/gm), ...code.matchAll(/^\s*import\s*["']([^"']+)["']/gm)].map(
        (m) => m[1],
      ),
    ),
    dynamic: bare([...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1])),
  };
}

describe("the production bundle on production dependencies only", () => {
  it("has no development dependency installed", () => {
    for (const tool of ["vite", "tsx", "drizzle-kit", "vitest", "typescript", "@playwright/test"]) {
      expect(fs.existsSync(path.join(app, "node_modules", tool)), `${tool} is installed`).toBe(false);
    }
  });

  it("imports only production dependencies, and vite only lazily (development serving)", () => {
    for (const bundle of ["index.js", "pdf-render-worker.js"]) {
      const { static: imported, dynamic } = importedPackages(path.join(app, "dist/server", bundle));
      expect(imported.size).toBeGreaterThan(0);
      expect(
        [...imported].filter((pkg) => !(pkg in packageJson.dependencies)),
        `${bundle} imports these at load`,
      ).toEqual([]);
      expect([...dynamic].filter((pkg) => !(pkg in packageJson.dependencies))).toEqual(bundle === "index.js" ? ["vite"] : []);
    }
  });

  it("renders the public pages again after the owner's change, from production packages (dist/ssr)", async () => {
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "admin@formaconcretegta.ca", password: "forma-demo-2024" }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    const title = "Slate Grey Ashlar Driveway in Etobicoke";
    const edit = await fetch(`${server.url}/api/site/projects/p01`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({
        title,
        shortDescription: "A cracked asphalt double driveway replaced with stamped concrete in an ashlar slate pattern.",
        alt: "Stamped concrete driveway in a slate grey ashlar pattern.",
        categories: ["Stamped Concrete"],
        city: "Etobicoke",
        date: "2024-08-30",
        type: "residential",
      }),
    });
    expect(edit.status, await edit.text()).toBe(200);
    const page = await (await fetch(`${server.url}/projects/stamped/slate-grey-ashlar-driveway-in-etobicoke`)).text();
    expect(page).toContain(`<h1 class="mt-3 max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">${title}</h1>`);
    const renderer = fs.readdirSync(path.join(app, "dist/ssr"), { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".js"));
    expect(renderer).toContain("entry-server.js");
    for (const bundle of renderer) {
      const { static: imported } = importedPackages(path.join(app, "dist/ssr", bundle));
      expect(
        [...imported].filter((pkg) => !(pkg in packageJson.dependencies)),
        `dist/ssr/${bundle} imports these`,
      ).toEqual([]);
    }
  });

  it("serves the health check, a prerendered page, the API and the assets", async () => {
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);

    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await home.text()).toContain(business.name);

    const loginInfo = await fetch(`${server.url}/api/admin/login-info`);
    expect(loginInfo.status).toBe(200);

    const logo = await fetch(`${server.url}/api/assets/logo.svg`);
    expect(logo.status).toBe(200);
    const variant = fs.readdirSync(path.join(app, "dist/images")).find((file) => file.endsWith(".webp"));
    expect((await fetch(`${server.url}/api/assets/${variant}`)).status).toBe(200);

    const lead = await fetch(`${server.url}/api/quote-requests`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Maria Santos",
        phone: "(416) 555-0142",
        email: "maria@example.com",
        city: "toronto",
        projectType: "Stamped Concrete",
        sqFt: 650,
        timeline: "month",
        message: "Ashlar slate pattern driveway.",
        consent: true,
      }),
    });
    expect(lead.status, await lead.clone().text()).toBe(201);
  });

  it("never redirects off the site from the built pages (decision 0112)", async () => {
    for (const hostile of ["//evil.example/", "/%2F%2Fevil.example/", "/%5Cevil.example/"]) {
      const response = await fetch(`${server.url}${hostile}`, { redirect: "manual" });
      expect({ hostile, status: response.status, location: response.headers.get("location") }).toEqual({ hostile, status: 404, location: null });
    }
    const trailing = await fetch(`${server.url}/gallery/`, { redirect: "manual" });
    expect([trailing.status, trailing.headers.get("location")]).toEqual([301, "/gallery"]);
  });

  it("renders and signs a contract PDF in its worker (fonts, images and signing from production packages)", async () => {
    const cookies = new Map<string, string>();
    const call = async (method: string, url: string, body?: unknown) => {
      const response = await fetch(`${server.url}${url}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      for (const header of response.headers.getSetCookie()) {
        const [pair] = header.split(";");
        cookies.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
      }
      return response;
    };
    const expectStatus = async (response: Response, status: number) => expect(response.status, await response.clone().text()).toBe(status);

    await expectStatus(await call("POST", "/api/admin/login", { email: demoAdmin.email, password: demoAdmin.password }), 200);
    const created = await call("POST", "/api/quotes", pricedQuoteBody());
    await expectStatus(created, 201);
    const { quoteId } = (await created.json()) as { quoteId: string };
    const { linkToken } = ((await (await call("GET", `/api/quotes/${quoteId}`)).json()) as { quote: { linkToken: string } }).quote;
    await expectStatus(await call("PATCH", `/api/links/${linkToken}/status`, { status: "accepted", version: 1 }), 200);
    const signed = await call("POST", `/api/links/${linkToken}/contract`, { ...contractBody(), quoteVersion: 1 });
    await expectStatus(signed, 201);

    const pdf = await call("GET", `/api/links/${linkToken}/contract/pdf`);
    await expectStatus(pdf, 200);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.includes("adbe.pkcs7.detached")).toBe(true);
  });

  it("reads .env in its working directory, the environment winning, and logs no value", () => {
    expect(server.output()).toMatch(/"set":1,"keptFromEnvironment":1,"msg":"read \.env"/);
    expect(server.output()).not.toContain("test@example.com");
  });

  it("refuses to start with a garbled .env, in one line", async () => {
    const elsewhere = path.join(work, "garbled");
    fs.mkdirSync(elsewhere);
    fs.writeFileSync(path.join(elsewhere, ".env"), "SMTP_URL smtps://user:secret@mail.example.com\nPORT=1\n");
    const refused = await expectServerToExit({ cwd: elsewhere, entry: path.join(app, "dist/server/index.js"), env: { NODE_ENV: "production" } });
    expect(refused.code).toBe(1);
    expect(refused.output.trim()).toBe(`${path.join(elsewhere, ".env")}: line 1 is not NAME=value: fix or remove it.`);
  });

  it("names the TypeScript sources in stack traces (--enable-source-maps with the maps in dist/)", () => {
    expect(server.output()).toMatch(/stack probe[\s\S]*server\/index\.ts:\d+:\d+/);
  });

  it("keeps an idle connection longer than a proxy in front does (65 s, not Node's 5 s)", async () => {
    // Read with node:http: fetch hides the hop-by-hop Keep-Alive header.
    const keepAlive = await new Promise<string | string[] | undefined>((resolve, reject) => {
      http
        .get(`${server.url}/api/health`, (response) => {
          response.resume();
          resolve(response.headers["keep-alive"]);
        })
        .on("error", reject);
    });
    expect(keepAlive).toBe("timeout=65");
  });

  it("stops cleanly on SIGTERM", async () => {
    expect(await server.stop("SIGTERM")).toBe(0);
    expect(server.output()).toContain('"msg":"shutting down"');
  });
});
