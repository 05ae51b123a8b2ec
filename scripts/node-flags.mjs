/**
 * The node flags the production server runs with (scripts/start.mjs; the Dockerfile's CMD and the
 * `serve` script repeat them, and tests/unit/deploy-files.test.ts keeps them in step):
 * --enable-source-maps, so a stack trace in the log names server/*.ts lines.
 */
export const productionNodeFlags = ["--enable-source-maps"];
