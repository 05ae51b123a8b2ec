/**
 * Finds a PDF's signature dictionaries with bounded work, trusting nothing in the file. A signature
 * dictionary is found by its `/ByteRange [a b c d]`: the gap between the two ranges (from a+b to c)
 * must be the dictionary's `/Contents` hex string, which holds the CMS signature. The file is
 * searched for the `/ByteRange` key (a native byte search, one pass), each array is read from a
 * window of at most 128 bytes, and each hex string is decoded only when it is small enough to be a
 * signature (verifyLimits.maxSignatureBytes). At most verifyLimits.maxByteRanges keys are looked at
 * and verifyLimits.maxSignatures dictionaries read; past either, the search stops and says which.
 */
import { verifyLimits } from "../../shared/business";

export type ByteRange = [number, number, number, number];

export type SignatureDictionary = {
  byteRange: ByteRange;
  /** The decoded /Contents: the CMS, usually followed by zero padding. */
  contents: Buffer;
};

/** Why the search stopped before the end of the file. */
export type LimitReached = "too-many-signatures" | "too-many-byte-ranges";

export type SignatureDictionaries = { dictionaries: SignatureDictionary[]; limitReached: LimitReached | null };

const key = Buffer.from("/ByteRange", "latin1");
const arrayWindow = 128;
// Four integers of at most 10 digits (a file is at most 10 MB), between brackets.
const arrayPattern =
  /^[\0\t\n\f\r ]*\[[\0\t\n\f\r ]*(\d{1,10})[\0\t\n\f\r ]+(\d{1,10})[\0\t\n\f\r ]+(\d{1,10})[\0\t\n\f\r ]+(\d{1,10})[\0\t\n\f\r ]*\]/;

export function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024)).includes("%PDF-", 0, "latin1");
}

/** The four numbers after a `/ByteRange` key that ends at `at`, if they are there. */
function readByteRange(file: Buffer, at: number): ByteRange | null {
  const match = arrayPattern.exec(file.toString("latin1", at, Math.min(file.length, at + arrayWindow)));
  return match ? [Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4])] : null;
}

const isWhite = (byte: number) => byte === 0x00 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d || byte === 0x20;
const isHex = (byte: number) => (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66);

/**
 * The hex string between the two ranges, decoded; null when the gap is not a hex string within the
 * file, or is too long to hold a signature (every digit and space of it is counted).
 */
function readContents(file: Buffer, [start, length, second]: ByteRange): Buffer | null {
  const open = start + length;
  const close = second - 1;
  if (open >= close || second > file.length) return null;
  if (close - open - 1 > 2 * verifyLimits.maxSignatureBytes) return null;
  if (file[open] !== 0x3c || file[close] !== 0x3e) return null; // "<" ... ">"
  let digits = "";
  for (let index = open + 1; index < close; index++) {
    const byte = file[index];
    if (isHex(byte)) digits += String.fromCharCode(byte);
    else if (!isWhite(byte)) return null;
  }
  // An odd number of digits: the last one is followed by a 0 (PDF 32000-1, 7.3.4.3).
  return Buffer.from(digits.length % 2 === 0 ? digits : `${digits}0`, "hex");
}

export function findSignatureDictionaries(bytes: Uint8Array): SignatureDictionaries {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const dictionaries: SignatureDictionary[] = [];
  let byteRanges = 0;
  for (let found = file.indexOf(key); found >= 0; found = file.indexOf(key, found + key.length)) {
    byteRanges += 1;
    if (byteRanges > verifyLimits.maxByteRanges) return { dictionaries, limitReached: "too-many-byte-ranges" };
    const byteRange = readByteRange(file, found + key.length);
    const contents = byteRange && readContents(file, byteRange);
    if (!byteRange || !contents) continue;
    if (dictionaries.length === verifyLimits.maxSignatures) return { dictionaries, limitReached: "too-many-signatures" };
    dictionaries.push({ byteRange, contents });
  }
  return { dictionaries, limitReached: null };
}
