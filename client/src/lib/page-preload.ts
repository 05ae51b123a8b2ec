/**
 * Loading the code of the page a client is about to be taken to (the contract after Accept, the
 * confirmation after signing) before going there, so the move shows the page at once instead of the
 * router's full-page "Loading…". Pages cannot import the route table (app/ imports them): app/
 * hands its preloader in here once (app/routes.tsx).
 */
let preloader: (path: string) => Promise<void> = async () => undefined;

export function setPagePreloader(preload: (path: string) => Promise<void>): void {
  preloader = preload;
}

/** Never fails: a page that could not be preloaded still loads, behind the router's fallback, when it is opened. */
export function preloadPagePath(path: string): Promise<void> {
  return preloader(path).catch(() => undefined);
}
