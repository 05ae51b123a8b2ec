/**
 * Every entry of the endpoint table bound to its handler, from the modules of server/routes/. Each
 * module binds its entries with `satisfies SomeBindings` (no entry outside the table); this object
 * must bind them all (`satisfies EndpointBindings`), and mountEndpoints checks it again at start-up.
 */
import type { RequestHandler } from "express";
import type { Config } from "../config";
import type { Database, DatabaseHandle } from "../db";
import type { Limits } from "../middleware/rate-limits";
import type { MailSettings } from "../services/mail/settings";
import { adminRoutes } from "../routes/admin";
import { adminMailRoutes } from "../routes/admin-mail";
import { assetRoutes } from "../routes/assets";
import { changeOrderRoutes } from "../routes/change-orders";
import { completionRoutes } from "../routes/completion";
import { followUpRoutes } from "../routes/follow-ups";
import { contractRoutes } from "../routes/contracts";
import { contractorSignatureRoutes } from "../routes/contractor-signature";
import { designCatalogueRoutes } from "../routes/design-catalogue";
import { estimateRoutes } from "../routes/estimates";
import { exportRoutes } from "../routes/exports";
import { healthRoutes } from "../routes/health";
import { noteRoutes } from "../routes/notes";
import { openApiRoutes } from "../routes/openapi";
import { paymentRoutes } from "../routes/payments";
import { priceBookRoutes } from "../routes/price-book";
import { quotePdfRoutes } from "../routes/quote-pdf";
import { quoteRequestRoutes } from "../routes/quote-requests";
import { quoteRoutes } from "../routes/quotes";
import { scheduleRoutes } from "../routes/schedule";
import { siteRoutes } from "../routes/site";
import { uploadRoutes } from "../routes/uploads";
import { verifyRoutes } from "../routes/verify";
import type { EndpointBindings } from "./binding";

/** What the handlers are built with. */
export type RouteDeps = {
  db: Database;
  database: DatabaseHandle;
  config: Config;
  mail: MailSettings;
  limits: Limits;
  /** The public-write limit (server/middleware/rate-limits.ts), for the routes anyone may write to. */
  publicWrites: RequestHandler;
  sessionSecret: string;
};

export function endpointBindings(deps: RouteDeps): EndpointBindings {
  return {
    ...quoteRequestRoutes(deps),
    ...noteRoutes(deps),
    ...uploadRoutes(deps),
    ...estimateRoutes(deps),
    ...quoteRoutes(deps),
    ...quotePdfRoutes(deps),
    ...priceBookRoutes(deps),
    ...designCatalogueRoutes(deps),
    ...contractRoutes(deps),
    ...scheduleRoutes(deps),
    ...changeOrderRoutes(deps),
    ...completionRoutes(deps),
    ...siteRoutes(deps),
    ...followUpRoutes(deps),
    ...paymentRoutes(deps),
    ...exportRoutes(deps),
    ...verifyRoutes(deps),
    ...adminRoutes(deps),
    ...contractorSignatureRoutes(deps),
    ...adminMailRoutes(deps),
    ...assetRoutes(),
    ...healthRoutes(deps),
    ...openApiRoutes(deps),
  } satisfies EndpointBindings;
}
