import { describe, expect, it } from "vitest";
import { greetingName } from "../../server/mail/greeting-name";

describe("greetingName: only plain names reach an acknowledgement", () => {
  it.each(["Jane", "Jane Doe", "Marie-Ève Tremblay", "O'Neil", "J. R. Smith", "Dr. Chen", "Zoë  Lee"])("keeps %s", (name) => {
    expect(greetingName(name)).toBe(name.replace(/\s+/g, " "));
  });

  it.each([
    "visit evil.com",
    "http://evil.example",
    "www.evil.example now",
    "Win $500 at bit.ly/x",
    "Jane <jane@example.com>",
    "Call 416 555 0100",
    "a".repeat(41),
    "   ",
    "evil.com",
  ])("drops %j", (name) => {
    expect(greetingName(name)).toBeNull();
  });
});
