import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "../../server/features/account/passwords";

const base64 = "[A-Za-z0-9+/]+={0,2}";
const hashFormat = new RegExp(`^scrypt\\$(\\d+)\\$(\\d+)\\$(\\d+)\\$(${base64})\\$(${base64})$`);

describe("hashPassword", () => {
  it('writes "scrypt$N$r$p$salt$hash" with a 16-byte salt and a 64-byte key', async () => {
    const stored = await hashPassword("forma-demo-2024");
    const match = hashFormat.exec(stored);
    expect(match, stored).not.toBeNull();
    const [, n, r, p, salt, hash] = match!;
    expect(Number(n)).toBeGreaterThanOrEqual(16384);
    expect(Number(r)).toBeGreaterThanOrEqual(8);
    expect(Number(p)).toBeGreaterThanOrEqual(1);
    expect(Buffer.from(salt, "base64")).toHaveLength(16);
    expect(Buffer.from(hash, "base64")).toHaveLength(64);
  });

  it("never stores the password itself", async () => {
    const stored = await hashPassword("forma-demo-2024");
    expect(stored).not.toContain("forma-demo-2024");
  });

  it("salts every hash: the same password hashed twice gives different values", async () => {
    const [first, second] = await Promise.all([hashPassword("same password"), hashPassword("same password")]);
    expect(first).not.toBe(second);
    expect(first.split("$")[4]).not.toBe(second.split("$")[4]);
  });
});

describe("verifyPassword", () => {
  it("accepts the right password", async () => {
    const stored = await hashPassword("forma-demo-2024");
    expect(await verifyPassword("forma-demo-2024", stored)).toBe(true);
  });

  it("refuses a wrong password, including near misses", async () => {
    const stored = await hashPassword("forma-demo-2024");
    expect(await verifyPassword("forma-demo-2025", stored)).toBe(false);
    expect(await verifyPassword("Forma-demo-2024", stored)).toBe(false);
    expect(await verifyPassword("forma-demo-2024 ", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("handles non-ASCII passwords", async () => {
    const stored = await hashPassword("béton-estampé-🧱");
    expect(await verifyPassword("béton-estampé-🧱", stored)).toBe(true);
    expect(await verifyPassword("beton-estampe-🧱", stored)).toBe(false);
  });

  it("refuses when the stored hash was altered", async () => {
    const stored = await hashPassword("forma-demo-2024");
    const parts = stored.split("$");
    const key = Buffer.from(parts[5], "base64");
    key[0] ^= 0xff;
    parts[5] = key.toString("base64");
    expect(await verifyPassword("forma-demo-2024", parts.join("$"))).toBe(false);
  });

  it("refuses when the hash is shorter than the derived key", async () => {
    const stored = await hashPassword("forma-demo-2024");
    const parts = stored.split("$");
    parts[5] = Buffer.from(parts[5], "base64").subarray(0, 32).toString("base64");
    expect(await verifyPassword("forma-demo-2024", parts.join("$"))).toBe(false);
  });

  it.each([
    ["an empty value", ""],
    ["a plain-text password", "forma-demo-2024"],
    ["another scheme", "bcrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaA=="],
    ["no salt or hash", "scrypt$16384$8$1$"],
    ["a salt without hash", "scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA=="],
    ["an empty hash", "scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA==$"],
    ["only the scheme", "scrypt"],
  ])("returns false for a malformed stored value: %s", async (_name, stored) => {
    await expect(verifyPassword("forma-demo-2024", stored)).resolves.toBe(false);
  });

  it.each([
    ["a non-numeric cost", "scrypt$abc$8$1$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA=="],
    ["a cost that is not a power of two", "scrypt$1000$8$1$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA=="],
    ["missing cost parameters", "scrypt$$$$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA=="],
  ])("returns false (does not throw) for a stored value with %s", async (_name, stored) => {
    await expect(verifyPassword("forma-demo-2024", stored)).resolves.toBe(false);
  });
});
