/**
 * Every entry of the endpoint table bound to its handler, from the features' routes.ts modules (server/features/<feature>/). Each
 * module binds its entries with `satisfies SomeBindings` (no entry outside the table); this object
 * must bind them all (`satisfies EndpointBindings`), and mountEndpoints checks it again at start-up.
 */
import type { RequestHandler } from "express";
import type { Config } from "../config";
import type { Database, DatabaseHandle } from "../db";
import type { Limits } from "../middleware/rate-limits";
import type { MailSettings } from "../mail/settings";
import { adminRoutes } from "../features/account/routes";
import { adminMailRoutes } from "../features/mail-admin/routes";
import { assetRoutes } from "./asset-routes";
import { changeOrderRoutes } from "../features/change-orders/routes";
import { completionRoutes } from "../features/completion/routes";
import { followUpRoutes } from "../features/follow-ups/routes";
import { contractRoutes } from "../features/contracts/routes";
import { contractorSignatureRoutes } from "../features/account/contractor-signature-routes";
import { designCatalogueRoutes } from "../features/design-catalogue/routes";
import { estimateRoutes } from "../features/leads/estimate-routes";
import { exportRoutes } from "../features/exports/routes";
import { healthRoutes } from "./health-routes";
import { noteRoutes } from "../features/notes/routes";
import { openApiRoutes } from "./openapi-routes";
import { paymentRoutes } from "../features/payments/routes";
import { priceBookRoutes } from "../features/price-book/routes";
import { quotePdfRoutes } from "../features/quotes/pdf-routes";
import { quoteRequestRoutes } from "../features/leads/routes";
import { quoteRoutes } from "../features/quotes/routes";
import { scheduleRoutes } from "../features/schedule/routes";
import { siteRoutes } from "../features/site/routes";
import { uploadRoutes } from "../features/leads/photo-routes";
import { verifyRoutes } from "../features/verify/routes";
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
