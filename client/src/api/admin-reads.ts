/**
 * Every admin read carries `adminCall` (a 401 on it means the admin's session ended: see
 * lib/query-client.ts). The admin's lists and timelines are also read again whenever a screen shows
 * them (`adminReads`): what clients do (view, accept, sign) happens elsewhere, so a cached copy from an
 * earlier screen would be out of date. The cached copy still shows at once while the fresh one loads.
 */
import { adminCall } from "@/lib/query-client";

export { adminCall };

export const adminReads = { refetchOnMount: "always", ...adminCall } as const;
