/**
 * Every admin read carries `adminCall` (a 401 on it means the admin's session ended: see
 * lib/query-client.ts). The admin's lists and timelines are also read again whenever a screen shows
 * them (`adminReads`): what clients do (view, accept, sign) happens elsewhere, so a cached copy from an
 * earlier screen would be out of date. The cached copy still shows at once while the fresh one loads.
 */
import { adminCall } from "@/lib/query-client";

export { adminCall };

export const adminReads = { refetchOnMount: "always", ...adminCall } as const;

/**
 * How often a page the owner keeps open reads again what clients change elsewhere (accept, decline,
 * ask for changes, sign): every 30 seconds while the tab is visible (React Query pauses the interval
 * in a hidden tab), and at once when the window gets the focus back. Decision 0126.
 */
export const adminRefreshMs = 30_000;

/** Spread into the queries of the admin's quote page and dashboard, which watch for the client's decisions. */
export const liveAdminReads = { refetchOnWindowFocus: "always", refetchInterval: adminRefreshMs } as const;
