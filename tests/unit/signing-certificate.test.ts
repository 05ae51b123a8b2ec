/**
 * The certificate that signs contract PDFs: generated once into DATA_DIR (RSA 2048, self-signed,
 * "Forma Concrete contract signing", 10 years, files mode 0600) and reused; processes starting
 * together agree on one; a SIGNING_P12 that cannot be read or opened stops start-up with one line
 * naming the variable.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import forge from "node-forge";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "../../server/config";
import { generateSigningP12, loadSigningCertificate, openP12 } from "../../server/features/contracts/signing-certificate";

const run = promisify(execFile);
const folders: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forma-signing-"));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("without SIGNING_P12", () => {
  it("generates a self-signed RSA 2048 certificate once into DATA_DIR, with its password beside it, both 0600, and reuses it", async () => {
    const dataDir = tempDir();
    const first = await loadSigningCertificate({ dataDir });
    expect(first.source).toBe("generated");
    const p12File = path.join(dataDir, "signing.p12");
    for (const file of [p12File, `${p12File}.password`]) expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dataDir).sort()).toEqual(["signing.p12", "signing.p12.password"]);

    const { certificate, key } = openP12(fs.readFileSync(p12File), fs.readFileSync(`${p12File}.password`, "utf8").trim());
    expect(certificate.subject.getField("CN").value).toBe("Forma Concrete contract signing");
    expect(certificate.subject.getField("O").value).toBe("Forma Concrete");
    expect(certificate.issuer.hash).toBe(certificate.subject.hash);
    expect(key.n.bitLength()).toBe(2048);
    const years = (certificate.validity.notAfter.getTime() - certificate.validity.notBefore.getTime()) / (365.25 * 86_400_000);
    expect(years).toBeCloseTo(10, 1);
    expect(certificate.verify(certificate)).toBe(true);

    const again = await loadSigningCertificate({ dataDir });
    expect(again.fingerprint).toBe(first.fingerprint);
    expect(Buffer.compare(fs.readFileSync(p12File), Buffer.from(first.p12))).toBe(0);
  });

  // Three processes each make an RSA key under tsx: seconds on a busy two-core machine.
  it("gives processes that start together on one DATA_DIR the same certificate", { timeout: 60_000 }, async () => {
    const dataDir = tempDir();
    const script = path.join(dataDir, "..", `load-${path.basename(dataDir)}.mts`);
    folders.push(script);
    const module = pathToFileURL(path.resolve("server/features/contracts/signing-certificate.ts")).href;
    fs.writeFileSync(
      script,
      `const { loadSigningCertificate } = await import(${JSON.stringify(module)});\nconsole.log((await loadSigningCertificate({ dataDir: ${JSON.stringify(dataDir)} })).fingerprint);\n`,
    );
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
    const outputs = await Promise.all(Array.from({ length: 3 }, () => run(process.execPath, ["--import", tsx, script], { timeout: 60_000 })));
    const fingerprints = outputs.map((output) => output.stdout.trim());
    expect(fingerprints[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(fingerprints).size).toBe(1);
    expect((await loadSigningCertificate({ dataDir })).fingerprint).toBe(fingerprints[0]);
    expect(fs.readdirSync(dataDir).sort()).toEqual(["signing.p12", "signing.p12.password"]);
  });
});

describe("with SIGNING_P12", () => {
  it("reads the variables as they are set, the path resolved", () => {
    const config = readConfig({ SIGNING_P12: "certs/forma.p12", SIGNING_P12_PASSWORD: "secret" });
    expect(config.signingP12).toBe(path.resolve("certs/forma.p12"));
    expect(config.signingP12Password).toBe("secret");
    expect(readConfig({}).signingP12).toBeUndefined();
  });

  it("uses the configured .p12 and writes nothing into DATA_DIR", { timeout: 60_000 }, async () => {
    const dir = tempDir();
    const file = path.join(dir, "company.p12");
    fs.writeFileSync(file, generateSigningP12("correct horse"));
    const dataDir = path.join(dir, "data");
    const loaded = await loadSigningCertificate({ dataDir, signingP12: file, signingP12Password: "correct horse" });
    expect(loaded.source).toBe("SIGNING_P12");
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it("stops start-up with one line naming SIGNING_P12 when the file is missing, unreadable or the password wrong", async () => {
    const dir = tempDir();
    const file = path.join(dir, "company.p12");
    fs.writeFileSync(file, generateSigningP12("correct horse"));
    const attempts = [
      { signingP12: path.join(dir, "missing.p12"), signingP12Password: "x" },
      { signingP12: file, signingP12Password: "wrong" },
      { signingP12: file },
      { signingP12: path.join(dir, "not-a-p12.p12"), signingP12Password: "x" },
    ];
    fs.writeFileSync(path.join(dir, "not-a-p12.p12"), "plain text");
    for (const attempt of attempts) {
      const error = await loadSigningCertificate({ dataDir: dir, ...attempt }).catch((caught: unknown) => caught);
      expect(error, JSON.stringify(attempt)).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/^SIGNING_P12 /);
      expect((error as Error).message).not.toContain("\n");
    }
  });

  it("refuses a .p12 without a private key", async () => {
    const dir = tempDir();
    const { certificate } = openP12(generateSigningP12("pw"), "pw");
    const certificateOnly = forge.asn1.toDer(forge.pkcs12.toPkcs12Asn1(null, [certificate], "pw", { algorithm: "3des" })).getBytes();
    const file = path.join(dir, "certificate-only.p12");
    fs.writeFileSync(file, Buffer.from(certificateOnly, "binary"));
    await expect(loadSigningCertificate({ dataDir: dir, signingP12: file, signingP12Password: "pw" })).rejects.toThrow(
      /^SIGNING_P12 .*no RSA private key/,
    );
  });
});
