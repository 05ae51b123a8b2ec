/**
 * Where the sign-in page sends the admin afterwards: the admin page they were on when the session
 * ended (or that they opened signed out), given as `?next=`. Only the admin's own pages qualify, so a
 * crafted sign-in link cannot send anyone to another site or to some other page of this one.
 */
export const loginPath = "/admin/login";
const dashboardPath = "/admin";

/** The admin area's pages (the sign-in page itself excluded). */
const adminPage = /^\/(?:admin(?:\/(?!login(?:[/?#]|$))[\w-]+)*|create-quote)\/?(?:\?[^#]*)?$/;

/** The page to return to, when `next` names one of the admin's pages; otherwise null. */
export function adminReturnPath(next: string | null | undefined): string | null {
  if (!next || !adminPage.test(next)) return null;
  return next;
}

/** The sign-in page, asked to come back to `returnTo` (a path with its query) when that is an admin page. */
export function signInPath(returnTo?: string): string {
  const next = adminReturnPath(returnTo);
  return next ? `${loginPath}?${new URLSearchParams({ next })}` : loginPath;
}

/** Where signing in leads: the page named by the sign-in page's `?next=`, else the dashboard. */
export function afterSignInPath(search: string): string {
  return adminReturnPath(new URLSearchParams(search).get("next")) ?? dashboardPath;
}
