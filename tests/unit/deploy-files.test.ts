/**
 * Docker cannot run where the tests run, so this checks what can be checked without it: compose.yaml
 * passes the server only variables it reads, all that production needs, and no literal secret; the
 * Dockerfile's runtime stage is the layout the production-bundle test runs.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { configVariableNames } from "../../server/config";
import { productionNodeFlags } from "../../scripts/node-flags.mjs";
import { runtimeFiles } from "../../scripts/runtime-files.mjs";
import packageJson from "../../package.json";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

type Service = {
  image?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  deploy?: { replicas?: number };
};
const compose = parse(read("compose.yaml")) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const app = compose.services.app;

describe("compose.yaml", () => {
  it("runs two app servers behind a proxy, on PostgreSQL 16 with a mail catcher", () => {
    expect(app.deploy?.replicas).toBe(2);
    expect(compose.services.proxy.depends_on?.app.condition).toBe("service_healthy");
    expect(compose.services.postgres.image).toMatch(/^postgres:16/);
    expect(compose.services.postgres.volumes?.[0]).toMatch(/^postgres-data:/);
    expect(compose.services.mailpit.image).toMatch(/^axllent\/mailpit/);
  });

  it("starts the servers only once the database and the mail catcher are healthy", () => {
    for (const dependency of ["postgres", "mailpit"]) {
      expect(app.depends_on?.[dependency].condition).toBe("service_healthy");
      expect(compose.services[dependency].healthcheck?.test.length).toBeGreaterThan(0);
    }
  });

  it("gives the server every production setting, and only variables it reads", () => {
    const given = Object.keys(app.environment ?? {});
    const needed = [
      "DATABASE_URL",
      "SESSION_SECRET",
      "ADMIN_EMAIL",
      "ADMIN_PASSWORD",
      "PUBLIC_URL",
      "SMTP_URL",
      "TRUST_PROXY",
      "MAIL_FROM",
      "BUSINESS_EMAIL",
    ];
    expect(needed.filter((name) => !given.includes(name))).toEqual([]);
    expect(given.filter((name) => !configVariableNames.includes(name))).toEqual([]);
    expect(app.environment?.NODE_ENV).toBe("production");
    expect(app.environment?.TRUST_PROXY).toBe("1");
  });

  it("takes secrets from the environment and refuses to start without them", () => {
    const env = app.environment ?? {};
    for (const secret of ["SESSION_SECRET", "ADMIN_EMAIL", "ADMIN_PASSWORD"]) expect(env[secret]).toMatch(new RegExp(`^\\$\\{${secret}:\\?`));
    expect(env.DATABASE_URL).toContain("${POSTGRES_PASSWORD:?");
    expect(compose.services.postgres.environment?.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
  });
});

describe("Dockerfile", () => {
  const dockerfile = read("Dockerfile");
  const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));

  it("builds in one stage and copies the runtime files listed in scripts/runtime-files.mjs to the other", () => {
    expect(dockerfile).toMatch(/RUN npm ci --no-audit --no-fund\n/);
    expect(dockerfile).toContain("node scripts/runtime-files.mjs /runtime");
    expect(runtimeStage).toContain("npm ci --omit=dev");
    expect(runtimeStage).toContain("COPY --from=build /runtime/ ./");
  });

  it("runs the server as a non-root user with source maps, a health check and DATA_DIR as a volume", () => {
    expect(runtimeStage).toMatch(/^USER node$/m);
    expect(runtimeStage).toMatch(/^HEALTHCHECK .*\n\s+CMD \["node", "-e", ".*\/api\/health/m);
    expect(runtimeStage).toMatch(/^EXPOSE 3000$/m);
    expect(runtimeStage).toContain('VOLUME ["/data"]');
    // The same flags as npm start (scripts/node-flags.mjs).
    expect(runtimeStage).toContain(`CMD ${JSON.stringify(["node", ...productionNodeFlags, "dist/server/index.js"]).replace(/","/g, '", "')}`);
    expect(packageJson.scripts.serve).toBe(`NODE_ENV=production node ${productionNodeFlags.join(" ")} dist/server/index.js`);
  });
});

describe("scripts/runtime-files.mjs", () => {
  const listed = runtimeFiles.map((entry) => entry.path);
  /** The relative modules a script imports, as paths from the root. */
  const relativeImports = (file: string) =>
    [...read(file).matchAll(/^\s*import\b[^"']*["'](\.{1,2}\/[^"']+)["']/gm)].map((match) => path.posix.join(path.posix.dirname(file), match[1]));

  it("lists every script npm start imports, so `npm start` runs where only the runtime files are", () => {
    const scripts = listed.filter((file) => file.startsWith("scripts/"));
    expect(scripts).toContain("scripts/start.mjs");
    const missing = scripts.flatMap((file) => relativeImports(file).filter((imported) => !listed.includes(imported)));
    expect(missing).toEqual([]);
    // Plain Node: where only the production dependencies are, no TypeScript loader runs them.
    expect(scripts.filter((file) => !file.endsWith(".mjs"))).toEqual([]);
  });
});

describe(".dockerignore", () => {
  it("keeps local installs, builds, data and secrets out of the image", () => {
    const ignored = read(".dockerignore").split("\n");
    for (const entry of ["node_modules/", "dist/", "data/", ".env", ".git/"]) expect(ignored).toContain(entry);
  });
});
