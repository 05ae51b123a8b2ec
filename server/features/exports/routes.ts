import type { Response } from "express";
import type { SomeBindings } from "../../endpoints/binding";
import type { RouteDeps } from "../../endpoints/bindings";
import { contractsCsv, exportFilename, paymentsCsv, quotesCsv } from "./exports";
import { leadsCsv } from "../leads/leads-csv";

/** A CSV download: named with the day it was made, never cached (it holds clients' details). */
function sendCsv(res: Response, filename: string, csv: string) {
  res.set({
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename}"`,
  });
  res.send(csv);
}

export function exportRoutes({ db }: RouteDeps) {
  return {
    exportLeads: async ({ res, now }) => sendCsv(res, exportFilename("leads", now), await leadsCsv(db, now)),
    exportQuotes: async ({ res, now }) => sendCsv(res, exportFilename("quotes", now), await quotesCsv(db, now)),
    exportContracts: async ({ res, now }) => sendCsv(res, exportFilename("contracts", now), await contractsCsv(db)),
    exportPayments: async ({ res, now }) => sendCsv(res, exportFilename("payments", now), await paymentsCsv(db)),
  } satisfies SomeBindings;
}
