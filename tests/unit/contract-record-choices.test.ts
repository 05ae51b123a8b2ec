/**
 * Records of quotes with choice groups or a stamped design (format forma-contract/5, decision 0134):
 * each group's chosen option with its lines and the alternatives with what they would have cost, the
 * design copied in words and swatch hashes from the catalogue, the colour acknowledgement; and a quote
 * without groups or a design still signed as /4, its pricing without the new keys.
 */
import { describe, expect, it } from "vitest";
import {
  composeContractRecord,
  freezeRecord,
  isChoiceRecord,
  isItemisedRecord,
  MissingCatalogueEntryError,
  parseFrozenRecord,
  type CatalogueFacts,
  type ChoiceContractRecord,
} from "../../server/features/contracts/contract-record";
import { blockTexts } from "../../server/pdf/blocks";
import { alternativesLines, contractBlocks } from "../../server/features/contracts/record-layout";
import type { ChoiceGroup } from "../../shared/choice-groups";
import { colourVarianceStatement, type DesignSelection } from "../../shared/design-catalogue";
import { quoteTotals, type LineItem } from "../../shared/line-items";
import { formatCents } from "../../shared/money";
import type { Quote } from "../../shared/schema";

const at = new Date("2026-11-20T15:00:00.000Z");
const ids = {
  pattern: "0b7c5a0e-1111-4aaa-8bbb-000000000001",
  base: "0b7c5a0e-1111-4aaa-8bbb-000000000002",
  release: "0b7c5a0e-1111-4aaa-8bbb-000000000003",
  border: "0b7c5a0e-1111-4aaa-8bbb-000000000004",
};
const catalogue: CatalogueFacts[] = [
  { id: ids.pattern, kind: "pattern", name: "Ashlar Slate", maker: "Brickform", code: "SP-101", swatchSha256: "1".repeat(64) },
  { id: ids.base, kind: "base_colour", name: "Desert Tan", maker: "Brickform", code: "C-23", swatchSha256: "2".repeat(64) },
  { id: ids.release, kind: "release_colour", name: "Walnut", maker: "Brickform", code: "RL-5", swatchSha256: null },
  { id: ids.border, kind: "border", name: "Running bond", maker: "", code: "", swatchSha256: "4".repeat(64) },
];
const design: DesignSelection = {
  patternId: ids.pattern,
  baseColourId: ids.base,
  baseMethod: "hardener",
  releaseColourId: ids.release,
  borderId: ids.border,
  sealerFinishId: null,
  notes: "Running bond border along the garage.",
  sampleViewedOn: "2026-11-18",
  selectedBy: "client",
};
const items: LineItem[] = [
  { id: "base", description: "Excavation and gravel base", quantity: "500", unit: "sq_ft", unitPrice: "4.00", optional: false },
  { id: "broom-slab", description: "Broom-finished slab", quantity: "500", unit: "sq_ft", unitPrice: "9.00", optional: false, optionId: "broom" },
  {
    id: "stamp-slab",
    description: "Stamped slab, ashlar slate",
    quantity: "500",
    unit: "sq_ft",
    unitPrice: "15.00",
    optional: false,
    optionId: "stamped",
  },
  {
    id: "antislip",
    description: "Anti-slip additive",
    quantity: "1",
    unit: "lump_sum",
    unitPrice: "250.00",
    optional: true,
    requiresOptionId: "stamped",
  },
  { id: "steps", description: "Front steps", quantity: "2", unit: "each", unitPrice: "420.00", optional: true },
  { id: "heated", description: "Heating cables", quantity: "1", unit: "lump_sum", unitPrice: "3000.00", optional: false, optionId: "heat" },
];
const finish: ChoiceGroup = {
  id: "finish",
  title: "Finish",
  required: true,
  recommendedOptionId: null,
  options: [
    { id: "broom", label: "Broom finish", description: "Plain and non-slip.", needsDesign: false },
    { id: "stamped", label: "Stamped", description: "Patterned like stone.", needsDesign: true },
  ],
};
const heating: ChoiceGroup = {
  id: "heating",
  title: "Heating",
  required: false,
  recommendedOptionId: null,
  options: [
    { id: "heat", label: "Heated", description: "", needsDesign: false },
    { id: "heat-zone", label: "Heated, two zones", description: "", needsDesign: false },
  ],
};
items.push({
  id: "zones",
  description: "Two-zone heating",
  quantity: "1",
  unit: "lump_sum",
  unitPrice: "4200.00",
  optional: false,
  optionId: "heat-zone",
});

const quote: Quote = {
  id: "3f1c2b7a-9d4e-4f61-8a2b-5c6d7e8f9a0b",
  number: "Q-2026-0042",
  choiceGroups: [finish, heating],
  design,
  designByClient: true,
  linkToken: "3f1c2b7a-9d4e-4f61-8a2b-5c6d7e8f9a0b",
  clientName: "Aisha Khan-Whitfield",
  clientEmail: "aisha@example.com",
  clientPhone: "416-555-0177",
  projectAddress: "17 Birchmount Rd, Scarborough, ON",
  workScope: "Stamped Driveway",
  projectDetails: "Remove the old asphalt.",
  totalCents: 0,
  validUntil: "2026-12-30",
  status: "accepted",
  version: 2,
  createdAt: at,
  source: "admin",
  updatedAt: at,
  sentAt: at,
  firstViewedAt: at,
  decidedAt: at,
  declineReason: null,
  lineItems: items,
  discountCents: null,
  discountBasisPoints: 1000,
  chosenOptionIds: ["stamped", "antislip", "steps"],
  revision: 1,
  revisionOf: null,
  replacedBy: null,
  changesRequestedAt: null,
  changesNoticeEmailId: null,
  changesNoticeAt: null,
  remindersEnabled: true,
  unopenedReminderAt: null,
  expiryReminderAt: null,
  estimateAnswers: null,
  quoteRequestId: null,
  photoUrls: [],
};

function record(overrides: Partial<Quote> = {}, options: { catalogue?: CatalogueFacts[]; colourAcknowledged?: boolean } = {}) {
  return composeContractRecord({
    contractId: "7d3f2a10-1111-4222-8333-444455556666",
    contractDate: "2026-11-20",
    quote: { ...quote, ...overrides },
    signer: { name: "Aisha K. Whitfield", email: "aisha@example.com", phone: "416-555-0178", projectAddress: "17 Birchmount Road" },
    signature: { sha256: "a".repeat(64), width: 600, height: 200 },
    signedAt: at,
    ip: "203.0.113.7",
    userAgent: "Mozilla/5.0",
    catalogue: options.catalogue ?? catalogue,
    colourAcknowledged: options.colourAcknowledged ?? true,
  });
}

function choiceRecord(...args: Parameters<typeof record>): ChoiceContractRecord {
  const composed = record(...args);
  if (!isChoiceRecord(composed)) throw new Error(`expected forma-contract/5, got ${composed.format}`);
  return composed;
}

const discount = { kind: "percent", basisPoints: 1000 } as const;

describe("forma-contract/5: the choices", () => {
  it("records each group's chosen option with its lines, and each alternative with the total had it been chosen instead", () => {
    const frozen = choiceRecord();
    expect(frozen.format).toBe("forma-contract/5");
    // Broom instead of Stamped: the add-on that needs Stamped drops out; the steps and the discount stay.
    const broomTotal = quoteTotals(items, ["broom", "antislip", "steps"], discount).totalCents;
    expect(broomTotal).toBe(quoteTotals(items, ["broom", "steps"], discount).totalCents);
    expect(frozen.choices[0]).toEqual({
      groupId: "finish",
      title: "Finish",
      chosen: {
        id: "stamped",
        label: "Stamped",
        description: "Patterned like stone.",
        lines: [{ id: "stamp-slab", description: "Stamped slab, ashlar slate", totalCents: 750_000 }],
      },
      notChosen: [{ id: "broom", label: "Broom finish", description: "Plain and non-slip.", totalCents: broomTotal, total: "$7,464.78" }],
    });
    // 2,000 + 4,500 + 840 = 7,340.00, less 10% = 6,606.00, with 13% HST = 7,464.78.
    expect(broomTotal).toBe(746_478);
  });

  it("records a group left unchosen with no option, and every option as an alternative added to the rest", () => {
    const [, heatingChoice] = choiceRecord().choices;
    expect(heatingChoice.chosen).toBeNull();
    expect(heatingChoice.notChosen.map((option) => [option.label, option.totalCents])).toEqual([
      ["Heated", quoteTotals(items, ["stamped", "antislip", "steps", "heat"], discount).totalCents],
      ["Heated, two zones", quoteTotals(items, ["stamped", "antislip", "steps", "heat-zone"], discount).totalCents],
    ]);
  });

  it("prices the contract as chosen, with the group options among the chosen ids and the lines marked with their option", () => {
    const frozen = choiceRecord();
    expect(frozen.pricing?.totalCents).toBe(quoteTotals(items, quote.chosenOptionIds, discount).totalCents);
    expect(frozen.pricing?.chosenOptionIds).toEqual(["stamped", "antislip", "steps"]);
    expect(frozen.pricing?.items.find((line) => line.id === "stamp-slab")).toMatchObject({ optionId: "stamped", included: true });
    expect(frozen.pricing?.items.find((line) => line.id === "antislip")).toMatchObject({ requiresOptionId: "stamped", included: true });
    expect(frozen.pricing?.items.find((line) => line.id === "broom-slab")).toMatchObject({ optionId: "broom", included: false });
    // 2,000 + 7,500 + 250 + 840 = 10,590.00, less 10% = 9,531.00, with 13% HST = 10,770.03.
    expect(frozen.quote.price).toBe("$10,770.03");
  });

  it("writes the alternatives as one line per group, naming the group when there are several", () => {
    const heated = formatCents(quoteTotals(items, ["stamped", "antislip", "steps", "heat"], discount).totalCents);
    const zoned = formatCents(quoteTotals(items, ["stamped", "antislip", "steps", "heat-zone"], discount).totalCents);
    expect(alternativesLines(choiceRecord())).toEqual([
      "Alternatives offered and not selected (Finish): Broom finish ($7,464.78 with HST)",
      `Alternatives offered and not selected (Heating): Heated (${heated} with HST), Heated, two zones (${zoned} with HST)`,
    ]);
    expect(alternativesLines(choiceRecord({ choiceGroups: [finish] }))).toEqual([
      "Alternatives offered and not selected: Broom finish ($7,464.78 with HST)",
    ]);
  });

  it("lays out only the included lines: the unchosen option's lines are not in the contract's pages", () => {
    const texts = blockTexts(contractBlocks(choiceRecord())).map(([, text]) => text);
    expect(texts).toContain("Finish: Stamped");
    expect(texts).toContain("Stamped slab, ashlar slate");
    expect(texts).toContain("Anti-slip additive");
    expect(texts).not.toContain("Broom-finished slab");
    expect(texts).not.toContain("Heating cables");
    expect(texts).toContain("DESIGN AND COLOURS");
    expect(texts).toContain("Acknowledged by Aisha K. Whitfield when signing.");
  });
});

describe("forma-contract/5: the design and the acknowledgement", () => {
  it("copies each entry's words and swatch hash from the catalogue, never its id, with the method, notes, sample date and who chose", () => {
    const frozen = choiceRecord();
    expect(frozen.design).toEqual({
      entries: [
        { kind: "pattern", name: "Ashlar Slate", maker: "Brickform", code: "SP-101", swatchSha256: "1".repeat(64) },
        { kind: "base_colour", name: "Desert Tan", maker: "Brickform", code: "C-23", swatchSha256: "2".repeat(64) },
        { kind: "release_colour", name: "Walnut", maker: "Brickform", code: "RL-5", swatchSha256: null },
        { kind: "border", name: "Running bond", maker: "", code: "", swatchSha256: "4".repeat(64) },
      ],
      baseMethod: "hardener",
      notes: "Running bond border along the garage.",
      sampleViewedOn: "2026-11-18",
      selectedBy: "client",
    });
    expect(freezeRecord(frozen).text).not.toContain(ids.pattern);
  });

  it("keeps the statement on colours the signer ticked, with the names and the sample date as people write it", () => {
    const { colourAcknowledgement } = choiceRecord();
    const statement = colourVarianceStatement({
      pattern: "Ashlar Slate",
      baseColour: "Desert Tan",
      baseMethod: "hardener",
      releaseColour: "Walnut",
      sampleViewedOn: "2026-11-18",
      sampleViewedOnText: "Nov 18, 2026",
    });
    expect(colourAcknowledgement).toEqual({ statement, acknowledged: true });
    expect(statement).toContain("Desert Tan base colour (colour hardener)");
    expect(statement).toContain("I viewed a sample board on Nov 18, 2026.");
    expect(choiceRecord({}, { colourAcknowledged: false }).colourAcknowledgement).toBeUndefined();
  });

  it("leaves the design out when what was chosen does not need one (a broom finish over a stamped design)", () => {
    const frozen = choiceRecord({ chosenOptionIds: ["broom"] });
    expect(frozen.design).toBeUndefined();
    expect(frozen.colourAcknowledgement).toBeUndefined();
    expect(blockTexts(contractBlocks(frozen)).map(([, text]) => text)).not.toContain("DESIGN AND COLOURS");
  });

  it("refuses a design naming an entry the catalogue does not have, or one of another kind", () => {
    expect(() => record({}, { catalogue: catalogue.slice(1) })).toThrow(MissingCatalogueEntryError);
    const wrongKind = catalogue.map((entry) => (entry.id === ids.base ? { ...entry, kind: "border" as const } : entry));
    expect(() => record({}, { catalogue: wrongKind })).toThrow(MissingCatalogueEntryError);
  });

  it("records a design on a quote without groups as /5, and on one without items as /5 without pricing", () => {
    const noGroups = choiceRecord({ choiceGroups: [], lineItems: [items[0]], chosenOptionIds: [] });
    expect(noGroups.choices).toEqual([]);
    expect(noGroups.design?.entries).toHaveLength(4);
    expect(isItemisedRecord(noGroups)).toBe(true);
    const noItems = choiceRecord({ choiceGroups: [], lineItems: [], chosenOptionIds: [], totalCents: 1_200_000 });
    expect(noItems.pricing).toBeUndefined();
    expect(isItemisedRecord(noItems)).toBe(false);
    expect(noItems.quote.price).toBe("$12,000.00");
  });

  it("is stable: read back it freezes to the same text and hash; any change to the design changes the hash", () => {
    const frozen = freezeRecord(choiceRecord());
    const parsed = parseFrozenRecord(frozen.text);
    expect(parsed).toEqual(choiceRecord());
    expect(freezeRecord(parsed!)).toEqual(frozen);
    const renamed = catalogue.map((entry) => (entry.id === ids.pattern ? { ...entry, name: "Ashlar Slate II" } : entry));
    expect(freezeRecord(choiceRecord({}, { catalogue: renamed })).hash).not.toBe(frozen.hash);
  });
});

describe("a quote without groups or a design is still signed as /4", () => {
  it("with pricing lines that carry no option keys, as before choices existed", () => {
    const plain = record({ choiceGroups: [], design: null, lineItems: [items[0], items[4]], chosenOptionIds: ["steps"] });
    expect(plain.format).toBe("forma-contract/4");
    if (!isItemisedRecord(plain)) throw new Error("expected an itemised record");
    expect(plain.pricing.items.every((line) => !("optionId" in line) && !("requiresOptionId" in line))).toBe(true);
    expect("choices" in plain).toBe(false);
  });
});
