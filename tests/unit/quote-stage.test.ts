import { describe, expect, it } from "vitest";
import { parseContractListQuery, parseQuoteListQuery, phoneDigits } from "@shared/list-query";
import { contractBalance, contractTotalCents } from "@shared/contract-balance";
import { quoteStage, quoteStageLabels, quoteStages, type StagedQuote } from "@shared/quote-lifecycle";

const now = new Date("2025-06-15T16:00:00Z");
const sent: StagedQuote = { status: "pending", validUntil: "2025-06-29", totalCents: 720000, sentAt: "2025-06-10T12:00:00Z" };
const noContract = { exists: false };

describe("quoteStage", () => {
  it.each<[string, StagedQuote, boolean, string]>([
    ["an estimate at 0.00", { ...sent, totalCents: 0, sentAt: null }, false, "unpriced"],
    ["a priced quote never sent", { ...sent, sentAt: null }, false, "draft"],
    ["a sent quote", sent, false, "sent"],
    ["a sent quote the client opened", { ...sent, firstViewedAt: "2025-06-11T12:00:00Z" }, false, "viewed"],
    [
      "an opened quote the client asked to change",
      { ...sent, firstViewedAt: "2025-06-11T12:00:00Z", changesRequestedAt: "2025-06-12T12:00:00Z" },
      false,
      "changes_requested",
    ],
    ["an accepted quote without a contract", { ...sent, status: "accepted" }, false, "accepted"],
    ["an accepted quote with a contract", { ...sent, status: "accepted" }, true, "signed"],
    ["a declined quote", { ...sent, status: "rejected" }, false, "declined"],
    ["a pending quote past its last day", { ...sent, validUntil: "2025-06-14" }, false, "expired"],
    ["a revised quote", { ...sent, status: "rejected", replacedBy: "5d0c7f3e-8a61-4b2f-9c4e-2f7b1e6a9d30" }, false, "replaced"],
  ])("%s", (_name, quote, contract, stage) => {
    expect(quoteStage(quote, { exists: contract }, now)).toBe(stage);
  });

  it("keeps a quote valid through its last day, Toronto time", () => {
    expect(quoteStage({ ...sent, validUntil: "2025-06-15" }, noContract, new Date("2025-06-16T03:59:00Z"))).toBe("sent");
    expect(quoteStage({ ...sent, validUntil: "2025-06-15" }, noContract, new Date("2025-06-16T04:01:00Z"))).toBe("expired");
  });

  it("lets the server's expired flag win over the clock", () => {
    expect(quoteStage({ ...sent, expired: true }, noContract, now)).toBe("expired");
  });

  it("shows a change request only while the quote is open", () => {
    const asked = { ...sent, changesRequestedAt: "2025-06-12T12:00:00Z" };
    expect(quoteStage({ ...asked, status: "rejected" }, noContract, now)).toBe("declined");
    expect(quoteStage({ ...asked, validUntil: "2025-06-01" }, noContract, now)).toBe("expired");
  });

  it("counts a change request until the quote is sent again", () => {
    const asked = { ...sent, firstViewedAt: "2025-06-11T12:00:00Z", changesRequestedAt: "2025-06-12T12:00:00Z" };
    expect(quoteStage(asked, noContract, now)).toBe("changes_requested");
    expect(quoteStage({ ...asked, sentAt: null }, noContract, now)).toBe("changes_requested");
    expect(quoteStage({ ...asked, sentAt: "2025-06-12T12:00:01Z" }, noContract, now)).toBe("viewed");
    expect(quoteStage({ ...asked, sentAt: new Date("2025-06-13T09:00:00Z") }, noContract, now)).toBe("viewed");
  });

  it("labels every stage, a signed quote as Signed", () => {
    for (const stage of quoteStages) expect(quoteStageLabels[stage]).toMatch(/^[A-Z]/);
    expect(quoteStageLabels.signed).toBe("Signed");
  });
});

describe("list query", () => {
  it("answers the whole list when no parameter is given", () => {
    expect(parseQuoteListQuery({})).toEqual({ ok: true, value: { paged: false, page: 1, pageSize: 25 } });
  });

  it("reads a stage, a trimmed search and paging", () => {
    expect(parseQuoteListQuery({ status: "signed", q: "  Priya ", page: "3", pageSize: "100" })).toEqual({
      ok: true,
      value: { paged: true, status: "signed", q: "Priya", page: 3, pageSize: 100 },
    });
  });

  it.each([
    [{ status: "pending" }, "status"],
    [{ page: "0" }, "page"],
    [{ page: "1.5" }, "page"],
    [{ pageSize: "101" }, "pageSize"],
    [{ q: ["a", "b"] }, "q"],
    [{ sort: "name" }, "sort"],
  ])("refuses %o, naming %s", (raw, field) => {
    const parsed = parseQuoteListQuery(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(Object.keys(parsed.errors)).toEqual([field]);
  });

  it("reads a contract list's payment filter", () => {
    expect(parseContractListQuery({ payment: "balance_due" })).toMatchObject({ ok: true, value: { payment: "balance_due" } });
    expect(parseContractListQuery({ status: "signed" }).ok).toBe(false);
  });

  it("searches phone digits only for a search that reads as a phone number", () => {
    expect(phoneDigits("(416) 555-0101")).toBe("4165550101");
    expect(phoneDigits("12 Main St")).toBeNull();
    expect(phoneDigits("41")).toBeNull();
  });
});

describe("contract balance", () => {
  it("reads the total from the items, with the client's options, or from an older quote's stored cents", () => {
    const items = [
      { id: "a", description: "Patio", quantity: "1", unit: "lump_sum" as const, unitPrice: "9850.00", optional: false },
      { id: "b", description: "Sealer", quantity: "1", unit: "lump_sum" as const, unitPrice: "100.00", optional: true },
    ];
    expect(contractTotalCents({ totalCents: 1_113_050, lineItems: items, chosenOptionIds: [] })).toBe(1_113_050);
    expect(contractTotalCents({ totalCents: 1_124_350, lineItems: items, chosenOptionIds: ["b"] })).toBe(1_124_350);
    expect(contractTotalCents({ totalCents: 450_000, lineItems: [], chosenOptionIds: [] })).toBe(450_000);
    expect(contractTotalCents({ totalCents: 0, lineItems: [], chosenOptionIds: [] })).toBeNull();
    expect(contractTotalCents({ totalCents: null, lineItems: null, chosenOptionIds: null })).toBeNull();
  });

  it("is due the deposit until half is paid, the balance until all is, then paid in full", () => {
    expect(contractBalance(1_113_050, 0)).toEqual({ totalCents: 1_113_050, collectedCents: 0, outstandingCents: 1_113_050, payment: "deposit_due" });
    expect(contractBalance(1_113_050, 556_524).payment).toBe("deposit_due");
    expect(contractBalance(1_113_050, 556_525).payment).toBe("balance_due");
    expect(contractBalance(1_113_050, 1_113_050)).toMatchObject({ outstandingCents: 0, payment: "paid_in_full" });
    expect(contractBalance(null, 0)).toMatchObject({ outstandingCents: null, payment: "deposit_due" });
    expect(contractBalance(null, 100)).toMatchObject({ payment: "balance_due" });
  });
});
