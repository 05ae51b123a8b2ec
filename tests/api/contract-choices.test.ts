/**
 * A contract with choices and a stamped design (record format /5, decision 0134): signing needs the
 * colour acknowledgement; the PDF lists only what was chosen, the alternatives with their totals, the
 * design with its swatches embedded and the acknowledgement; it is digitally signed; and because its
 * bytes are stored at signing, editing or retiring the catalogue entries afterwards changes nothing
 * signed: the same bytes, the same record hash, still verified.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseFrozenRecord } from "../../server/features/contracts/contract-record";
import { insertCatalogueEntry, updateCatalogueEntry } from "../../server/features/design-catalogue/storage";
import type { CatalogueKind } from "../../shared/design-catalogue";
import { quoteTotals, type LineItem } from "../../shared/line-items";
import { formatCents } from "../../shared/money";
import { contracts, emails, quotes } from "../../shared/schema";
import { downloadContractPdf } from "../support/binary";
import { contractBody, contractIdOf, linkOf, pricedQuoteBody } from "../support/factories";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

const run = promisify(execFile);
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminAgent>>;
let directory: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
  directory = await mkdtemp(path.join(os.tmpdir(), "contract-choices-"));
});
afterAll(async () => {
  // KEEP_PDFS=1 keeps the PDFs written here, to look at.
  if (!process.env.KEEP_PDFS) await rm(directory, { recursive: true, force: true });
  await t.close();
});

/** A swatch as the catalogue stores one: a small square image, JPEG or PNG. */
async function swatch(colour: { r: number; g: number; b: number }, format: "jpeg" | "png" = "jpeg") {
  const image = sharp({ create: { width: 120, height: 120, channels: 3, background: colour } });
  const bytes = await (format === "jpeg" ? image.jpeg({ quality: 80 }) : image.png()).toBuffer();
  return { bytes, type: `image/${format}`, sha256: sha256(bytes) };
}

async function catalogueEntry(
  kind: CatalogueKind,
  name: string,
  maker: string,
  code: string,
  colour: { r: number; g: number; b: number },
  format?: "png",
) {
  return insertCatalogueEntry(t.database.db, { kind, name, maker, code, swatch: await swatch(colour, format) });
}

const items: LineItem[] = [
  { id: "base", description: "Excavation, 6 in. compacted gravel base", quantity: "600", unit: "sq_ft", unitPrice: "4.00", optional: false },
  {
    id: "broom-slab",
    description: "Broom-finished slab, 4 in.",
    quantity: "600",
    unit: "sq_ft",
    unitPrice: "9.00",
    optional: false,
    optionId: "broom",
  },
  {
    id: "stamp-slab",
    description: "Stamped slab, ashlar slate",
    quantity: "600",
    unit: "sq_ft",
    unitPrice: "15.00",
    optional: false,
    optionId: "stamped",
  },
  {
    id: "stamp-colour",
    description: "Colour and release, two tones",
    quantity: "1",
    unit: "lump_sum",
    unitPrice: "1200.00",
    optional: false,
    optionId: "stamped",
  },
  {
    id: "exposed-slab",
    description: "Exposed aggregate with river stone",
    quantity: "600",
    unit: "sq_ft",
    unitPrice: "13.50",
    optional: false,
    optionId: "exposed",
  },
  {
    id: "antislip",
    description: "Anti-slip additive in the sealer",
    quantity: "1",
    unit: "lump_sum",
    unitPrice: "250.00",
    optional: true,
    requiresOptionId: "stamped",
  },
];
const choiceGroups = [
  {
    id: "finish",
    title: "Finish",
    required: true,
    recommendedOptionId: "stamped",
    options: [
      { id: "broom", label: "Broom finish", description: "Plain, non-slip, the most affordable.", needsDesign: false },
      { id: "stamped", label: "Stamped", description: "Patterned and coloured to look like stone.", needsDesign: true },
      { id: "exposed", label: "Exposed aggregate", description: "Washed to show the stones.", needsDesign: false },
    ],
  },
];

type Entries = Record<"pattern" | "base" | "release" | "border" | "sealer", { id: string }>;
let entries: Entries;

beforeAll(async () => {
  entries = {
    pattern: await catalogueEntry("pattern", "Ashlar Slate", "Brickform", "SP-101", { r: 120, g: 110, b: 100 }),
    base: await catalogueEntry("base_colour", "Desert Tan", "Brickform", "C-23", { r: 196, g: 164, b: 120 }),
    release: await catalogueEntry("release_colour", "Walnut", "Brickform", "RL-5", { r: 90, g: 60, b: 40 }, "png"),
    border: await catalogueEntry("border", "Running bond", "", "", { r: 150, g: 140, b: 130 }),
    sealer: await insertCatalogueEntry(t.database.db, { kind: "sealer_finish", name: "Satin", maker: "Butterfield", code: "" }),
  };
});

/** Creates the quote with its groups and design, and accepts it with `options`: the link token and quote id. */
async function acceptedQuote(options: string[], design = true) {
  const body = pricedQuoteBody({
    lineItems: items,
    choiceGroups,
    design: design
      ? {
          patternId: entries.pattern.id,
          baseColourId: entries.base.id,
          baseMethod: "integral",
          releaseColourId: entries.release.id,
          borderId: entries.border.id,
          sealerFinishId: entries.sealer.id,
          notes: "Border of running bond along the garage edge.",
          sampleViewedOn: "2026-11-20",
        }
      : null,
  });
  const { totalCost: _totalCost, ...withoutTotal } = body;
  const created = await admin.post("/api/quotes").send(withoutTotal);
  expect(created.status, created.text).toBe(201);
  const quoteId: string = created.body.quoteId;
  const token = await linkOf(t.app, quoteId);
  const accepted = await request(t.app).patch(`/api/links/${token}/status`).send({ status: "accepted", version: 1, options });
  expect(accepted.status, accepted.text).toBe(200);
  return { quoteId, token };
}

const sign = (token: string, overrides: Record<string, unknown> = {}) =>
  request(t.app).post(`/api/links/${token}/contract`).send(contractBody(undefined, overrides));

const verify = (bytes: Uint8Array) => request(t.app).post("/api/verify").set("Content-Type", "application/pdf").send(Buffer.from(bytes));

async function storedContract(contractId: string) {
  const [row] = await t.database.db.select().from(contracts).where(eq(contracts.id, contractId));
  return row;
}

/** The PDF's text as pdftotext reads it, its whitespace runs made single spaces (lines wrap where the layout wraps them). */
async function pdfToText(file: string) {
  const { stdout } = await run("pdftotext", [file, "-"]);
  return stdout.replace(/\s+/g, " ");
}

describe("signing a stamped choice", () => {
  let quoteId: string;
  let token: string;
  let contractId: string;
  let pdf: Buffer;
  let file: string;

  beforeAll(async () => {
    ({ quoteId, token } = await acceptedQuote(["stamped", "antislip"]));
  });

  it("is refused without the colour acknowledgement (422), before the signature is decoded, and nothing is stored", async () => {
    for (const overrides of [{}, { colourAcknowledged: false }, { colourAcknowledged: false, signatureData: "data:image/png;base64,AAAA" }]) {
      const response = await sign(token, overrides);
      expect(response.status, JSON.stringify(overrides)).toBe(422);
      expect(response.body.code).toBe("COLOUR_ACKNOWLEDGEMENT_REQUIRED");
      expect(response.body.message).toBe("Please confirm you have read the note on colours");
    }
    expect((await admin.get("/api/contracts")).body.contracts.some((contract: { quoteId: string }) => contract.quoteId === quoteId)).toBe(false);
  });

  it("is signed with it, as a forma-contract/5 record naming the choice, the alternatives and the design in words and hashes", async () => {
    const response = await sign(token, { colourAcknowledged: true });
    expect(response.status, response.text).toBe(201);
    contractId = await contractIdOf(t.app, quoteId);
    const record = parseFrozenRecord((await storedContract(contractId)).contractText);
    expect(record?.format).toBe("forma-contract/5");
    if (record?.format !== "forma-contract/5") return;
    const broomTotal = quoteTotals(items, ["broom"]).totalCents;
    expect(record.choices).toEqual([
      {
        groupId: "finish",
        title: "Finish",
        chosen: {
          id: "stamped",
          label: "Stamped",
          description: "Patterned and coloured to look like stone.",
          lines: [
            { id: "stamp-slab", description: "Stamped slab, ashlar slate", totalCents: 900000 },
            { id: "stamp-colour", description: "Colour and release, two tones", totalCents: 120000 },
          ],
        },
        notChosen: [
          {
            id: "broom",
            label: "Broom finish",
            description: "Plain, non-slip, the most affordable.",
            totalCents: broomTotal,
            total: formatCents(broomTotal),
          },
          {
            id: "exposed",
            label: "Exposed aggregate",
            description: "Washed to show the stones.",
            totalCents: quoteTotals(items, ["exposed"]).totalCents,
            total: formatCents(quoteTotals(items, ["exposed"]).totalCents),
          },
        ],
      },
    ]);
    expect(record.pricing?.totalCents).toBe(quoteTotals(items, ["stamped", "antislip"]).totalCents);
    expect(record.design?.entries.map(({ kind, name, code }) => [kind, name, code])).toEqual([
      ["pattern", "Ashlar Slate", "SP-101"],
      ["base_colour", "Desert Tan", "C-23"],
      ["release_colour", "Walnut", "RL-5"],
      ["border", "Running bond", ""],
      ["sealer_finish", "Satin", ""],
    ]);
    expect(record.design?.entries[4].swatchSha256).toBeNull();
    expect(JSON.stringify(record.design)).not.toContain(entries.pattern.id);
    expect(record.colourAcknowledgement).toEqual({
      acknowledged: true,
      statement: expect.stringContaining("I chose the Ashlar Slate pattern with Desert Tan base colour (integral) and Walnut release."),
    });
    expect(record.colourAcknowledgement?.statement).toContain("I viewed a sample board on Nov 20, 2026.");
    // The quote as it stood, kept beside the contract, with its groups and design.
    const snapshot = (await storedContract(contractId)).quoteSnapshot as Record<string, unknown>;
    expect(snapshot.choiceGroups).toEqual(choiceGroups);
    expect(snapshot.design).toMatchObject({ patternId: entries.pattern.id, selectedBy: "owner" });
  });

  it("e-mails the signed contract naming the chosen finish and the design in words, to the client and the business", async () => {
    for (const kind of ["contract-signed-client", "contract-signed-business"]) {
      const [mail] = await t.database.db
        .select()
        .from(emails)
        .where(and(eq(emails.contractId, contractId), eq(emails.kind, kind)));
      const text = mail.text.replace(/\s+/g, " ");
      expect(text, kind).toContain("Finish: Stamped Design:");
      expect(text, kind).toContain(
        "Design: Ashlar Slate pattern, Desert Tan base colour (integral), Walnut release colour, Running bond border, Satin sealer finish",
      );
    }
  });

  it("names the chosen option on the client's confirmation and the admin's contract", async () => {
    const confirmation = await request(t.app).get(`/api/links/${token}/contract`);
    expect(confirmation.status).toBe(200);
    expect(confirmation.body.contract.choices).toEqual([{ title: "Finish", label: "Stamped" }]);
    expect((await admin.get(`/api/contracts/${contractId}`)).body.contract.choices).toEqual([{ title: "Finish", label: "Stamped" }]);
  });

  it("prints only what was chosen, the alternatives with their totals, the design and the acknowledgement", async () => {
    pdf = await downloadContractPdf(t.app, contractId);
    file = path.join(directory, "stamped.pdf");
    await writeFile(file, pdf);
    const text = await pdfToText(file);
    for (const expected of [
      "Finish: Stamped",
      "Stamped slab, ashlar slate",
      "Colour and release, two tones",
      "Excavation, 6 in. compacted gravel base",
      "Add-on chosen",
      "Anti-slip additive in the sealer",
      `Alternatives offered and not selected: Broom finish (${formatCents(quoteTotals(items, ["broom"]).totalCents)} with HST), Exposed aggregate (${formatCents(quoteTotals(items, ["exposed"]).totalCents)} with HST)`,
      "DESIGN AND COLOURS",
      "Ashlar Slate",
      "Brickform · code SP-101",
      "Desert Tan",
      "Brickform · code C-23",
      "Application: integral (mixed through the concrete)",
      "Walnut",
      "Running bond",
      "Satin",
      "Border of running bond along the garage edge.",
      "Viewed by the client on Nov 20, 2026",
      "I chose the Ashlar Slate pattern with Desert Tan base colour (integral) and Walnut release.",
      "Acknowledged by Priya Raman when signing.",
      formatCents(quoteTotals(items, ["stamped", "antislip"]).totalCents),
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain("Broom-finished slab");
    expect(text).not.toContain("river stone");
  });

  it("embeds the swatches (one image per entry with a swatch, beside the signature) and is digitally signed", async () => {
    const { stdout } = await run("pdfimages", ["-list", file]);
    const swatchRows = stdout
      .split("\n")
      .slice(2)
      .map((line) => line.trim().split(/\s+/))
      .filter((columns) => columns[2] === "image" && columns[3] === "120" && columns[4] === "120");
    expect(swatchRows.length).toBeGreaterThanOrEqual(3);
    expect(swatchRows.length).toBe(4);
    const signed = await run("pdfsig", [file]).catch((error: { stdout: string }) => error);
    expect(signed.stdout).toContain("Signature Validation: Signature is Valid.");
  });

  it("stays as signed when the catalogue entries are renamed, given new swatches and retired", async () => {
    const before = await storedContract(contractId);
    for (const entry of [entries.pattern, entries.base]) {
      const changed = await updateCatalogueEntry(t.database.db, entry.id, {
        name: "Renamed Entry",
        code: "X-0",
        swatch: await swatch({ r: 10, g: 200, b: 10 }),
        retired: true,
      });
      expect(changed?.retired).toBe(true);
    }
    const again = await downloadContractPdf(t.app, contractId);
    expect(sha256(again)).toBe(sha256(pdf));
    const after = await storedContract(contractId);
    expect(after.contractHash).toBe(before.contractHash);
    expect(after.contractText).toBe(before.contractText);
    expect(after.contractText).not.toContain("Renamed Entry");
    const verdict = await verify(again);
    expect(verdict.status).toBe(200);
    expect(verdict.body.verdict.status).toBe("verified");
    expect(verdict.body.verdict.contract.id).toBe(contractId);
    // Back in the catalogue for the quotes the later tests make (a retired entry is refused on a new quote).
    for (const entry of [entries.pattern, entries.base]) await updateCatalogueEntry(t.database.db, entry.id, { retired: false });
  });
});

describe("signing a choice without a design", () => {
  it("needs no acknowledgement, and records the choice without any design", async () => {
    const { quoteId, token } = await acceptedQuote(["broom"], false);
    const response = await sign(token);
    expect(response.status, response.text).toBe(201);
    const contractId = await contractIdOf(t.app, quoteId);
    const record = parseFrozenRecord((await storedContract(contractId)).contractText);
    expect(record?.format).toBe("forma-contract/5");
    if (record?.format !== "forma-contract/5") return;
    expect(record.choices[0].chosen?.label).toBe("Broom finish");
    expect(record.design).toBeUndefined();
    expect(record.colourAcknowledgement).toBeUndefined();
    const file = path.join(directory, "broom.pdf");
    await writeFile(file, await downloadContractPdf(t.app, contractId));
    const text = await pdfToText(file);
    expect(text).toContain("Finish: Broom finish");
    expect(text).toContain("Broom-finished slab, 4 in.");
    expect(text).not.toContain("Stamped slab");
    expect(text).not.toContain("DESIGN AND COLOURS");
  });

  it("a stamped choice on a quote whose design was taken off after acceptance is refused: 422 DESIGN_REQUIRED", async () => {
    const { token, quoteId } = await acceptedQuote(["stamped"]);
    await t.database.db.update(quotes).set({ design: null }).where(eq(quotes.id, quoteId));
    const response = await sign(token, { colourAcknowledged: true });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe("DESIGN_REQUIRED");
  });
});

describe("accepting a quote with choice groups", () => {
  it("refuses a choice without an option of a required group, or with two, naming the group (422 CHOICE_INVALID)", async () => {
    const body = pricedQuoteBody({ lineItems: items, choiceGroups, design: null });
    const { totalCost: _totalCost, ...withoutTotal } = body;
    const created = await admin.post("/api/quotes").send(withoutTotal);
    const token = await linkOf(t.app, created.body.quoteId);
    for (const [options, message] of [
      [["antislip"], "Please choose one finish"],
      [["broom", "stamped"], "Please choose only one finish"],
    ] as const) {
      const response = await request(t.app).patch(`/api/links/${token}/status`).send({ status: "accepted", version: 1, options });
      expect(response.status).toBe(422);
      expect(response.body.code).toBe("CHOICE_INVALID");
      expect(response.body.message).toBe(message);
    }
  });
});
