import { describe, expect, it } from "vitest";
import { emailKey, phoneKey, relatedLeadIds } from "../../server/features/leads/lead-groups";

const lead = (id: string, email: string, phone: string) => ({ id, email, phone });

describe("leads from the same person", () => {
  it("reads e-mails in any case and phones by their digits, a leading 1 ignored", () => {
    expect(emailKey(" Sam@Example.COM ")).toBe("sam@example.com");
    expect(phoneKey("+1 (416) 555-0101")).toBe(phoneKey("416.555.0101"));
    expect(phoneKey("416-555-0101")).toBe("4165550101");
    // Too few digits to be anyone's number: never a reason to group.
    expect(phoneKey("123")).toBeNull();
  });

  it("groups by e-mail or phone, through each other, and leaves strangers alone", () => {
    const related = relatedLeadIds([
      lead("a", "sam@example.com", "416-555-0101"),
      lead("b", "SAM@example.com", "647-555-0102"),
      lead("c", "other@example.com", "+1 647 555 0102"),
      lead("d", "ana@example.com", "905-555-0188"),
      lead("e", "x@example.com", "12"),
      lead("f", "y@example.com", "12"),
    ]);
    expect(related.get("a")).toEqual(["b", "c"]);
    expect(related.get("c")).toEqual(["a", "b"]);
    expect(related.get("d")).toEqual([]);
    expect(related.get("e")).toEqual([]);
  });
});
