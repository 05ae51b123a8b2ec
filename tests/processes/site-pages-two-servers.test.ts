/**
 * The site's pages after the owner changes them, on two built servers sharing one PostgreSQL, as a
 * search engine reads them (the HTML, no JavaScript): a change made on one server is in the next page
 * the other serves (the project page, its finish's page, the gallery, the city page, the sitemap), a
 * review shows only once published with consent, a hidden project leaves every page, and no page read
 * while new photos go in ever names a photo that is not there.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classesOf, pageKitFile, type PageKit } from "../../server/site-pages/page-kit";
import { photoJpeg } from "../support/factories";
import { startServerProcess, type ServerProcess } from "../support/server-process";
import { withDatabase } from "../support/test-database";

const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const admin = { email: "owner@formaconcretegta.ca", password: "a-long-real-password" };

let databaseName: string;
let servers: ServerProcess[] = [];
let cookie = "";
const dataDirs: string[] = [];

async function onServer<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function start(index: number, databaseUrl: string): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `forma-site-${index}-`));
  dataDirs.push(dataDir);
  return startServerProcess({
    env: {
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: "one-secret-shared-by-every-server",
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      DATA_DIR: dataDir,
    },
  });
}

const send = (base: string, method: string, route: string, body: unknown) =>
  fetch(`${base}${route}`, { method, headers: { "Content-Type": "application/json", Cookie: cookie }, body: JSON.stringify(body) });
const html = async (base: string, route: string) => {
  const answer = await fetch(`${base}${route}`);
  return { status: answer.status, text: await answer.text() };
};

beforeAll(async () => {
  databaseName = `forma_site_${randomBytes(5).toString("hex")}`;
  await onServer(serverUrl, (client) => client.query(`create database ${databaseName}`));
  const databaseUrl = withDatabase(serverUrl, databaseName);
  servers = await Promise.all([0, 1].map((index) => start(index, databaseUrl)));
  const login = await send(servers[0].url, "POST", "/api/admin/login", admin);
  expect(login.status).toBe(200);
  cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await onServer(serverUrl, (client) => client.query(`drop database if exists ${databaseName} with (force)`));
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const edit = {
  title: "Sandstone Ashlar Driveway in Toronto",
  shortDescription: "A builder-grade asphalt driveway replaced with stamped concrete in a sandstone ashlar slate pattern.",
  alt: "Stamped concrete driveway in a sandstone ashlar pattern.",
  categories: ["Stamped Concrete"],
  city: "Toronto",
  date: "2024-08-30",
  type: "residential",
};

describe("two servers, one database: the pages follow the owner's changes", () => {
  it("serves the built pages until a change, then the changed pages from either server", async () => {
    const [a, b] = servers.map((server) => server.url);
    const before = await html(b, "/projects");
    expect(before.text).toContain('id="site-content">{"version":0}');
    expect((await html(b, "/projects/stamped/sandstone-ashlar-driveway-in-toronto")).status).toBe(404);

    expect((await send(a, "PUT", "/api/site/projects/p01", edit)).status).toBe(200);
    const form = new FormData();
    for (const name of ["front.jpg", "side.jpg", "steps.jpg"])
      form.append("photos", new Blob([new Uint8Array(await photoJpeg(1000, 667, { gps: true }))], { type: "image/jpeg" }), name);
    // Pages read on the other server while the photos go in: each one whole, every photo it names there.
    let reading = true;
    const reads: Promise<string>[] = [];
    const poll = (async () => {
      while (reading) {
        reads.push(html(b, "/projects/stamped").then((page) => page.text));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const replaced = await fetch(`${a}/api/site/projects/p01/photos`, { method: "POST", headers: { Cookie: cookie }, body: form });
    expect(replaced.status).toBe(200);
    reading = false;
    await poll;
    for (const page of await Promise.all(reads)) {
      for (const [address] of page.matchAll(/\/api\/site-images\/[0-9a-f-]{36}-\d+\.(?:avif|webp|jpg)/g)) {
        expect((await fetch(`${b}${address}`)).status, address).toBe(200);
      }
    }

    const project = await html(b, "/projects/stamped/sandstone-ashlar-driveway-in-toronto");
    expect(project.status).toBe(200);
    expect(project.text).toContain("<h1");
    expect(project.text).toContain(edit.title);
    expect(project.text).toContain("Toronto, ON");
    expect(project.text).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/projects\/stamped\/sandstone-ashlar-driveway-in-toronto"/);
    // The new cover is the page's main photo, painted first from its preview inlined in the page (0145).
    expect(project.text).toMatch(/<img [^>]*src="\/api\/site-images\/[^"]+"[^>]*data-main-image=""/);
    const preview = /img\[data-main-image\]\{background:50%\/cover no-repeat url\(data:image\/avif;base64,([\w+/=]+)\);padding-bottom:1px\}/.exec(
      project.text,
    )?.[1];
    expect(preview).toBeDefined();
    expect(Buffer.from(preview!, "base64").subarray(4, 12).toString("latin1")).toBe("ftypavif");
    for (const route of ["/projects", "/projects/stamped", "/gallery", "/service-areas/toronto"]) {
      expect((await html(b, route)).text, route).toContain(edit.title);
    }
    const sitemap = (await html(b, "/sitemap.xml")).text;
    expect(sitemap).toMatch(/<loc>http:\/\/[^<]+\/projects\/stamped\/sandstone-ashlar-driveway-in-toronto<\/loc>/);
    expect(sitemap).not.toContain("/projects/stamped/slate-grey-ashlar-driveway<");
  });

  it("shows a review on the home and city pages only when published with the client's consent", async () => {
    const [a, b] = servers.map((server) => server.url);
    const review = {
      quote: "Our new driveway is the nicest on the street, and the crew kept the road clean.",
      firstName: "Dana",
      city: "Toronto",
      rating: 5,
      date: "2026-11-10",
      source: "Google",
      consentToQuote: false,
      published: false,
      contractId: null,
    };
    const created = await send(a, "POST", "/api/site/reviews", review);
    expect(created.status).toBe(201);
    expect((await html(b, "/")).text).not.toContain("nicest on the street");
    const id = ((await created.json()) as { review: { id: string } }).review.id;
    expect((await send(a, "PUT", `/api/site/reviews/${id}`, { ...review, consentToQuote: true, published: true })).status).toBe(200);
    const kit = JSON.parse(fs.readFileSync(path.join("dist", "client", pageKitFile), "utf8")) as PageKit;
    for (const route of ["/", "/service-areas/toronto"]) {
      const page = (await html(b, route)).text;
      expect(page, route).toContain("Our new driveway is the nicest on the street");
      expect(page, route).toContain("5.0 out of 5 from 1 review");
      // The review section was not in the build's page, so the build's first-paint rules do not cover
      // it: the server takes the page's rules from the whole stylesheet, and the page still paints from
      // its HTML alone, without waiting for the stylesheet.
      const head = page.slice(0, page.indexOf("</head>"));
      expect(head, route).not.toMatch(/<link rel="stylesheet"/);
      const firstPaintRules = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? "";
      const built = new Set(kit.critical[route].classes);
      const added = [...classesOf(page)].filter((name) => !built.has(name) && /^[\w-]+$/.test(name));
      expect(added.length, route).toBeGreaterThan(0);
      for (const name of added) expect(firstPaintRules, `${route} .${name}`).toContain(`.${name}`);
    }
    // Another city's page carries the review only in the data its script hydrates from, not in what it shows.
    const elsewhere = (await html(b, "/service-areas/mississauga")).text.replace(
      /<script type="application\/json" id="site-content">.*?<\/script>/s,
      "",
    );
    expect(elsewhere).not.toContain("nicest on the street");
  });

  it("takes a hidden project off every page and the sitemap, whichever server hides it", async () => {
    const [a, b] = servers.map((server) => server.url);
    expect((await send(b, "POST", "/api/site/projects/p01/hide", {})).status).toBe(200);
    expect((await html(a, "/projects/stamped/sandstone-ashlar-driveway-in-toronto")).status).toBe(404);
    for (const route of ["/projects", "/projects/stamped", "/gallery", "/service-areas/toronto"]) {
      expect((await html(a, route)).text, route).not.toContain(edit.title);
    }
    expect((await html(a, "/sitemap.xml")).text).not.toContain("sandstone-ashlar-driveway-in-toronto");
  });
});
