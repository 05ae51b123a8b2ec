/**
 * The owner's read of one signed contract's job: made on first read (a job per contract), with its
 * visits, the notices the client was sent, the crews and the deposit gate.
 */
import type { Database } from "../../db";
import { notFound } from "../../errors";
import { findContractQuoteId } from "../contracts/storage";
import { isUuid } from "../../storage/ids";
import { findOrCreateJob, findScheduleSettings, listJobVisits } from "./job-storage";
import { findJobContext, listCrews, listJobNotices } from "./storage";
import { schedulePagePath } from "./visit-calendar";
import { visitView } from "./visit-view";

export async function crewNameMap(db: Database) {
  const crews = await listCrews(db);
  return { crews, names: new Map(crews.map((crew) => [crew.id, crew.name])) };
}

export async function readContractJob(db: Database, contractId: string) {
  const quoteId = isUuid(contractId) ? await findContractQuoteId(db, contractId) : undefined;
  if (!quoteId) throw notFound("CONTRACT_NOT_FOUND", "No such contract");
  const job = await findOrCreateJob(db, { id: contractId.toLowerCase(), quoteId });
  const [context, visits, notices, settings, { crews, names }] = await Promise.all([
    findJobContext(db, job.id),
    listJobVisits(db, job.id),
    listJobNotices(db, job.id),
    findScheduleSettings(db),
    crewNameMap(db),
  ]);
  if (!context) throw notFound("CONTRACT_NOT_FOUND", "No such contract");
  return {
    id: job.id,
    contractId: job.contractId,
    quoteId: job.quoteId,
    quoteNumber: context.quoteNumber,
    clientName: context.clientName,
    address: context.address,
    schedulePath: schedulePagePath(job.linkToken),
    depositReceived: context.depositReceived,
    waitForDeposit: settings.waitForDeposit,
    visits: visits.map((visit) => visitView(visit, names)),
    notices,
    crews: crews.map(({ id, name, colour }) => ({ id, name, colour })),
  };
}

/** A visit as the admin API answers it, with its crew's name. */
export async function answerVisit(db: Database, visit: Parameters<typeof visitView>[0]) {
  const { names } = await crewNameMap(db);
  return visitView(visit, names);
}
