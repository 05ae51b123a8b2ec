/**
 * The contractor's signature: the owner draws it once on the account screen, and every contract
 * signed from then on carries a copy of it beside the client's (decision 0129). The drawing is checked
 * exactly like a client's signature (signature-image.ts: PNG only, 512 KB, 4 million pixels, not
 * blank) and stored normalised, with the name printed beside it and who set it when.
 */
import type { Database, Executor } from "../../db";
import { business } from "../../../shared/business";
import type { ContractorSignatureInput } from "../../../shared/account-rules";
import type { ContractorSignature } from "../../../shared/schema";
import { deleteContractorSignature, findContractorSignature, saveContractorSignature } from "./contractor-signature-storage";
import type { ContractorSignatureFacts } from "../contracts/contract-record";
import { normaliseSignature } from "../contracts/signature-image";

/** What the account screen shows: the signature with its name and who set it when, or none. */
export type ContractorSignatureView = {
  signerName: string;
  signatureData: string;
  width: number;
  height: number;
  setBy: string;
  setAt: Date;
};

const view = (row: ContractorSignature): ContractorSignatureView => ({
  signerName: row.signerName,
  signatureData: row.signatureData,
  width: row.signatureWidth,
  height: row.signatureHeight,
  setBy: row.setBy,
  setAt: row.setAt,
});

/** The answer of every contractor-signature endpoint: the signature or null, and the name contracts print without one. */
export const signatureAnswer = (row: ContractorSignature | undefined) => ({
  success: true as const,
  signature: row ? view(row) : null,
  defaultSignerName: business.signatory.name,
});

export async function readContractorSignature(db: Executor) {
  return signatureAnswer(await findContractorSignature(db));
}

/** Sets (or replaces) the signature; `adminEmail` is the account that drew it. */
export async function setContractorSignature(db: Database, input: ContractorSignatureInput, adminEmail: string, now: Date) {
  const signature = await normaliseSignature(input.signatureData);
  const row = await saveContractorSignature(db, {
    signerName: input.signerName,
    signatureData: signature.dataUrl,
    signatureSha256: signature.sha256,
    signatureWidth: signature.width,
    signatureHeight: signature.height,
    setBy: adminEmail,
    setAt: now,
  });
  return signatureAnswer(row);
}

/** Removes the signature (contracts already signed keep theirs); removing none is not an error. */
export async function removeContractorSignature(db: Database) {
  await deleteContractorSignature(db);
  return signatureAnswer(undefined);
}

/** What a contract being signed copies: the facts its record names, the PNG for its PDF, the data URL for its row. */
export async function contractorSignatureForSigning(db: Executor): Promise<{ facts: ContractorSignatureFacts; png: Buffer; dataUrl: string } | null> {
  const row = await findContractorSignature(db);
  if (!row) return null;
  return {
    facts: {
      signerName: row.signerName,
      sha256: row.signatureSha256,
      width: row.signatureWidth,
      height: row.signatureHeight,
      setBy: row.setBy,
      setAt: row.setAt,
    },
    png: Buffer.from(row.signatureData.slice(row.signatureData.indexOf(",") + 1), "base64"),
    dataUrl: row.signatureData,
  };
}
