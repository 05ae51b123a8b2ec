/**
 * The admin's lists and timelines are read again whenever a screen shows them: what clients do
 * (view, accept, sign) happens elsewhere, so a cached copy from an earlier screen would be out of
 * date. The cached copy still shows at once while the fresh one loads.
 */
export const adminReads = { refetchOnMount: "always" } as const;
