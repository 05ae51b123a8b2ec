/**
 * Settings that start but are probably a mistake: each becomes one warning line at start-up.
 */
import type { Config } from "./config";
import { demoAdmin } from "../shared/business";

export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (!config.admin) {
    warnings.push(
      `The demo admin (${demoAdmin.email}) is in use and its password is shown on the login screen: set ADMIN_EMAIL and ADMIN_PASSWORD before real use`,
    );
  }
  if (config.publicUrl.startsWith("https:") && config.trustProxy === false) {
    warnings.push(
      "PUBLIC_URL is https but TRUST_PROXY is not set: behind a proxy every visitor has the proxy's address, so rate limits and recorded addresses lump all visitors together. Set TRUST_PROXY to the proxy's hop count (for example 1) or address.",
    );
  }
  if (config.databaseUrl && !config.signingP12) {
    warnings.push(
      "DATABASE_URL is set but SIGNING_P12 is not: contract PDFs are signed with the certificate generated into DATA_DIR, so servers that do not share one DATA_DIR sign with different certificates. Give every server the same SIGNING_P12 and SIGNING_P12_PASSWORD, or one shared DATA_DIR volume.",
    );
  }
  return warnings;
}
