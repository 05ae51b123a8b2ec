/** Follow-ups as the owner's screens read them: every job's, or one contract's. */
import type { Executor } from "../../db";
import type { FollowUp } from "../../../shared/schema";
import { findContractById } from "../contracts/storage";
import { listFollowUpRows, type FollowUpListRow } from "./storage";
import { contractNotFound } from "../contracts/contracts";

const listLimit = 500;

export function followUpView(row: FollowUpListRow) {
  return {
    id: row.id,
    contractId: row.contractId,
    quoteId: row.quoteId,
    clientName: row.clientName,
    projectAddress: row.projectAddress,
    kind: row.kind,
    status: row.status,
    dueOn: row.dueOn,
    skipReason: row.skipReason,
    sentAt: row.sentAt,
    clickCount: row.clickCount,
    firstClickedAt: row.firstClickedAt,
    reviewedAt: row.reviewedAt,
    sendable: row.status === "scheduled" || row.status === "held" || (row.status === "skipped" && row.skipReason !== "opted_out"),
  };
}

export async function listAllFollowUps(db: Executor) {
  return (await listFollowUpRows(db, {}, listLimit)).map(followUpView);
}

export async function listContractFollowUps(db: Executor, contractId: string) {
  const contract = await findContractById(db, contractId.toLowerCase());
  if (!contract) throw contractNotFound();
  return (await listFollowUpRows(db, { contractId: contract.id }, listLimit)).map(followUpView);
}

/** One follow-up after a change, with its contract's names. */
export async function oneFollowUpView(db: Executor, followUp: FollowUp) {
  const [row] = (await listFollowUpRows(db, { contractId: followUp.contractId }, listLimit)).filter((candidate) => candidate.id === followUp.id);
  return followUpView(row);
}
