/**
 * The certificate that digitally signs every stored contract PDF: the .p12 of SIGNING_P12 (opened
 * with SIGNING_P12_PASSWORD), or, when unset, a self-signed one generated once into
 * DATA_DIR/signing.p12 with a random password beside it (signing.p12.password), both mode 0600, and
 * reused on every start. Two processes starting together on one DATA_DIR end up with the same files:
 * each is written aside and linked into place only if absent (a link never replaces a file), and
 * everyone then reads what is in place. An in-memory database ("memory://", tests) gets a certificate
 * made once per process.
 *
 * loadSigningCertificate(config) runs at start-up (createApp calls it): a SIGNING_P12 that cannot be
 * read or opened stops start-up with one line naming the variable (a ConfigError).
 */
import { createHash, generateKeyPairSync, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import forge from "node-forge";
import { business } from "../../../shared/business";
import { ConfigError, type Config } from "../../config";
import { publishedCertificateFingerprints } from "../../published-secrets";
import { systemClock } from "../../clock";
import type { SigningMaterial } from "../../pdf/seal";

export type SigningCertificate = {
  /** The .p12 file's bytes and password, as the signer in the render worker takes them. */
  p12: Uint8Array;
  password: string;
  /** SHA-256 (hex) of the certificate's DER: what "our certificate" means when a PDF is verified. */
  fingerprint: string;
  /** The certificate's DER (a damaged signature of ours is still recognised by its bytes). */
  certificateDer: Uint8Array;
  /** The certificate's subject common name, for the PDF's signature dictionary. */
  commonName: string;
  /** Bytes reserved in each PDF for the CMS signature (the certificates it carries, the signature, slack). */
  signatureLength: number;
  source: "SIGNING_P12" | "generated" | "memory";
  /** Where it was read from (a path), for the start-up log. */
  location: string;
};

export const generatedSubject = { commonName: "Forma Concrete contract signing", organizationName: business.name };
const validityYears = 10;

type Opened = { key: forge.pki.rsa.PrivateKey; certificate: forge.pki.Certificate; certificates: forge.pki.Certificate[] };

/** Opens a .p12 as the PDF signer will (a shrouded private key and the certificate matching it). */
export function openP12(bytes: Uint8Array, password: string): Opened {
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(bytes).toString("binary")));
  const p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  const keyBag = p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag]?.[0];
  const key = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key?.n) throw new Error("it holds no RSA private key");
  const certificates = (p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? [])
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => Boolean(cert));
  const certificate = certificates.find((cert) => {
    const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n?.compareTo(key.n) === 0 && publicKey.e.compareTo(key.e) === 0;
  });
  if (!certificate) throw new Error("it holds no certificate for its private key");
  return { key, certificate, certificates };
}

export const certificateDer = (certificate: forge.pki.Certificate) =>
  Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), "binary");

export const fingerprintOf = (certificate: forge.pki.Certificate) => createHash("sha256").update(certificateDer(certificate)).digest("hex");

function describe(opened: Opened, p12: Uint8Array, password: string, source: SigningCertificate["source"], location: string): SigningCertificate {
  const certificatesBytes = opened.certificates.reduce((sum, cert) => sum + certificateDer(cert).length, 0);
  const keyBytes = Math.ceil(opened.key.n.bitLength() / 8);
  const commonName = opened.certificate.subject.getField("CN")?.value;
  return {
    p12,
    password,
    fingerprint: fingerprintOf(opened.certificate),
    certificateDer: new Uint8Array(certificateDer(opened.certificate)),
    commonName: typeof commonName === "string" ? commonName : business.name,
    // The CMS holds every certificate of the .p12, the signature and about 1 KB of structure.
    signatureLength: Math.ceil((certificatesBytes + keyBytes + 2048) / 1024) * 1024,
    source,
    location,
  };
}

/**
 * A new self-signed RSA 2048 certificate for signing contracts, valid 10 years, as a .p12. Its validity
 * is judged by PDF readers against real time, so it starts on the wall clock, not the app's clock.
 */
export function generateSigningP12(password: string, now = systemClock()): Uint8Array {
  const pair = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
  const key = forge.pki.privateKeyFromPem(pair.privateKey);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(pair.publicKey);
  certificate.serialNumber = `01${randomBytes(15).toString("hex")}`;
  // An hour of slack for clocks a little behind.
  certificate.validity.notBefore = new Date(now.getTime() - 60 * 60 * 1000);
  certificate.validity.notAfter = new Date(certificate.validity.notBefore);
  certificate.validity.notAfter.setUTCFullYear(certificate.validity.notBefore.getUTCFullYear() + validityYears);
  const subject = [
    { name: "commonName", value: generatedSubject.commonName },
    { name: "organizationName", value: generatedSubject.organizationName },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: "basicConstraints", cA: false, critical: true },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true, critical: true },
    { name: "subjectKeyIdentifier" },
  ]);
  certificate.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [certificate], password, {
    algorithm: "aes256",
    friendlyName: generatedSubject.commonName,
    generateLocalKeyId: true,
  });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), "binary");
}

/** Writes `data` to `file` only if no file is there yet (written aside, then linked: all or nothing). */
function createIfAbsent(file: string, data: Uint8Array | string): void {
  const aside = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  fs.writeFileSync(aside, data, { mode: 0o600, flag: "wx" });
  try {
    fs.linkSync(aside, file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EXDEV") throw error;
    // A file system without hard links: an exclusive copy still never replaces a file.
    try {
      fs.copyFileSync(aside, file, fs.constants.COPYFILE_EXCL);
    } catch (copyError) {
      if ((copyError as NodeJS.ErrnoException).code !== "EEXIST") throw copyError;
    }
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

function loadGenerated(dataDir: string): SigningCertificate {
  const p12File = path.join(dataDir, "signing.p12");
  const passwordFile = `${p12File}.password`;
  fs.mkdirSync(dataDir, { recursive: true });
  // The password first: every process then encrypts its candidate with the same one, so whichever
  // .p12 is linked first, it opens with the password in place.
  if (!fs.existsSync(passwordFile)) createIfAbsent(passwordFile, `${randomBytes(24).toString("base64url")}\n`);
  const password = fs.readFileSync(passwordFile, "utf8").trim();
  if (!fs.existsSync(p12File)) createIfAbsent(p12File, generateSigningP12(password));
  const p12 = new Uint8Array(fs.readFileSync(p12File));
  let opened: Opened;
  try {
    opened = openP12(p12, password);
  } catch (error) {
    throw new ConfigError(
      `The signing certificate ${p12File} cannot be opened with ${passwordFile} (${reason(error)}): restore both files, or set SIGNING_P12 and SIGNING_P12_PASSWORD`,
    );
  }
  return describe(opened, p12, password, "generated", p12File);
}

function loadConfigured(file: string, password: string): SigningCertificate {
  let p12: Uint8Array;
  try {
    p12 = new Uint8Array(fs.readFileSync(file));
  } catch (error) {
    throw new ConfigError(`SIGNING_P12 cannot be read: ${file} (${(error as NodeJS.ErrnoException).code ?? reason(error)})`);
  }
  try {
    return describe(openP12(p12, password), p12, password, "SIGNING_P12", file);
  } catch (error) {
    throw new ConfigError(`SIGNING_P12 ${file} cannot be opened with SIGNING_P12_PASSWORD: ${reason(error)}`);
  }
}

let memoryCertificate: SigningCertificate | undefined;

function loadInMemory(): SigningCertificate {
  if (!memoryCertificate) {
    const password = randomBytes(24).toString("base64url");
    const p12 = generateSigningP12(password);
    memoryCertificate = describe(openP12(p12, password), p12, password, "memory", "memory");
  }
  return memoryCertificate;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0];

let active: SigningCertificate | undefined;

/**
 * Loads (or creates) the signing certificate and makes it the one this process signs and verifies
 * with. Call once at start-up; it throws a ConfigError (one line) when SIGNING_P12 is unusable.
 */
export async function loadSigningCertificate(config: Pick<Config, "dataDir" | "signingP12" | "signingP12Password">): Promise<SigningCertificate> {
  const loaded = config.signingP12
    ? loadConfigured(config.signingP12, config.signingP12Password ?? "")
    : config.dataDir === "memory://"
      ? loadInMemory()
      : loadGenerated(config.dataDir);
  if (publishedCertificateFingerprints.has(loaded.fingerprint)) {
    throw new ConfigError(
      `The signing certificate ${loaded.source === "SIGNING_P12" ? "SIGNING_P12" : "in DATA_DIR"} is the one once published in this project's repository: anyone can sign with it. Delete it (a new one is generated) or set SIGNING_P12 to your own`,
    );
  }
  active = loaded;
  return active;
}

/** The certificate loaded at start-up; rendering a signed PDF without one is a programming error. */
export function activeSigningCertificate(): SigningCertificate {
  if (!active) throw new Error("No signing certificate is loaded: call loadSigningCertificate(config) at start-up (createApp does)");
  return active;
}

/** What the render worker's signer takes from the certificate: the same four facts for every signed PDF kind. */
export function signingMaterialOf(certificate: SigningCertificate): SigningMaterial {
  return { p12: certificate.p12, password: certificate.password, signatureLength: certificate.signatureLength, commonName: certificate.commonName };
}
