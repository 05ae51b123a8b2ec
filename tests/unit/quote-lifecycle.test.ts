import { describe, expect, it } from "vitest";
import {
  canDecide,
  canEdit,
  canRequestChanges,
  canRevise,
  canSend,
  canSign,
  isVersionSeen,
  quoteStatuses,
  quoteStatusWording,
  type LifecycleQuote,
} from "@shared/quote-lifecycle";

const now = new Date("2025-06-15T16:00:00Z");
const open: LifecycleQuote = { status: "pending", validUntil: "2025-06-29", totalCents: 720000 };
const refusal = (verdict: ReturnType<typeof canDecide>) => (verdict.allowed ? null : { code: verdict.code, message: verdict.message });

describe("canDecide", () => {
  it("allows a pending, unexpired, priced quote (through the whole of its last day)", () => {
    expect(canDecide(open, now)).toEqual({ allowed: true });
    expect(canDecide({ ...open, validUntil: "2025-06-15" }, now)).toEqual({ allowed: true });
  });

  it("names each reason a decision is refused, with its code", () => {
    expect(refusal(canDecide({ ...open, status: "accepted" }, now))).toEqual({
      code: "QUOTE_ALREADY_ACCEPTED",
      message: "This quote has already been accepted.",
    });
    expect(refusal(canDecide({ ...open, status: "rejected" }, now))).toEqual({
      code: "QUOTE_ALREADY_DECLINED",
      message: "This quote has already been declined.",
    });
    expect(refusal(canDecide({ ...open, validUntil: "2025-06-14" }, now))).toEqual({
      code: "QUOTE_EXPIRED",
      message: "This quote has expired. Please contact us for an updated quote.",
    });
    for (const totalCents of [0]) {
      expect(refusal(canDecide({ ...open, totalCents }, now))).toEqual({
        code: "QUOTE_NOT_PRICED",
        message: "This quote is still being priced. We will e-mail you as soon as it is ready.",
      });
    }
  });

  it("reports the status before expiry and expiry before price", () => {
    expect(refusal(canDecide({ status: "accepted", validUntil: "2000-01-01", totalCents: 0 }, now))?.code).toBe("QUOTE_ALREADY_ACCEPTED");
    expect(refusal(canDecide({ status: "pending", validUntil: "2000-01-01", totalCents: 0 }, now))?.code).toBe("QUOTE_EXPIRED");
  });

  it("trusts the server's expired flag over the local clock", () => {
    expect(refusal(canDecide({ ...open, expired: true }, now))?.code).toBe("QUOTE_EXPIRED");
    expect(canDecide({ ...open, validUntil: "2000-01-01", expired: false }, now)).toEqual({ allowed: true });
  });
});

describe("canSend", () => {
  it("sends only a pending, priced, unexpired quote", () => {
    expect(canSend(open, now)).toEqual({ allowed: true });
    expect(refusal(canSend({ ...open, status: "rejected" }, now))).toEqual({
      code: "QUOTE_NOT_PENDING",
      message: "This quote is declined and can no longer be sent.",
    });
    expect(refusal(canSend({ ...open, status: "accepted" }, now))?.message).toBe("This quote is accepted and can no longer be sent.");
    expect(refusal(canSend({ ...open, totalCents: 0 }, now))).toEqual({
      code: "QUOTE_NOT_PRICED",
      message: "Set a price above $0.00 before sending this quote.",
    });
    expect(refusal(canSend({ ...open, validUntil: "2025-06-14" }, now))?.code).toBe("QUOTE_EXPIRED");
  });
});

describe("canEdit", () => {
  it("edits only a pending quote, expired or not", () => {
    expect(canEdit(open)).toEqual({ allowed: true });
    expect(refusal(canEdit({ status: "rejected" }))).toEqual({
      code: "QUOTE_NOT_PENDING",
      message: "This quote is declined and can no longer be edited.",
    });
    expect(refusal(canEdit({ status: "accepted" }))?.code).toBe("QUOTE_NOT_PENDING");
  });
});

describe("canSign", () => {
  it("signs an accepted quote once", () => {
    expect(canSign({ status: "accepted" }, { exists: false })).toEqual({ allowed: true });
    expect(refusal(canSign({ status: "accepted" }, { exists: true }))?.code).toBe("CONTRACT_EXISTS");
    expect(refusal(canSign({ status: "pending" }, { exists: false }))).toEqual({
      code: "QUOTE_NOT_ACCEPTED",
      message: "This quote has not been accepted yet.",
    });
  });
});

describe("isVersionSeen", () => {
  it("refuses an action on a version the client was not shown, or that names no version", () => {
    expect(isVersionSeen({ version: 3 }, 3)).toEqual({ allowed: true });
    expect(refusal(isVersionSeen({ version: 3 }, undefined))?.code).toBe("VERSION_REQUIRED");
    expect(refusal(isVersionSeen({ version: 3 }, 2))?.code).toBe("QUOTE_CHANGED");
  });
});

describe("quoteStatusWording", () => {
  it("words every status, calling a rejected quote Declined everywhere", () => {
    for (const status of quoteStatuses) expect(quoteStatusWording[status].label).toMatch(/^[A-Z]/);
    expect(quoteStatusWording.rejected).toEqual({ label: "Declined", inSentence: "declined" });
  });
});

describe("revisions", () => {
  const replaced = { ...open, replacedBy: "b1d6a5a4-3c2e-4f7b-9a1d-6f0e2c8b7a90" };

  it("a replaced quote can no longer be decided, asked about, edited, sent or revised again", () => {
    for (const verdict of [
      canDecide(replaced, now),
      canRequestChanges(replaced, now),
      canEdit(replaced),
      canSend(replaced, now),
      canRevise(replaced),
    ]) {
      expect(refusal(verdict)?.code).toBe("QUOTE_REPLACED");
    }
  });

  it("a pending (expired or not) or declined quote can be revised; an accepted one cannot", () => {
    expect(canRevise(open)).toEqual({ allowed: true });
    const expired: LifecycleQuote = { ...open, validUntil: "2025-01-01" };
    expect(canRevise(expired)).toEqual({ allowed: true });
    expect(canRevise({ ...open, status: "rejected" })).toEqual({ allowed: true });
    expect(refusal(canRevise({ ...open, status: "accepted" }))?.code).toBe("QUOTE_ALREADY_ACCEPTED");
  });
});
