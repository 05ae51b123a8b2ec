/**
 * The admin's browser flag: set at sign-in, removed at sign-out. It only decides what the browser
 * shows first; the server's session cookie guards the data. When a call finds the session gone (a 401
 * on an admin call, seen once for the whole app in lib/query-client.ts), `endAdminSession` removes the
 * flag, marks the session as ended for the sign-in page and goes there, to come back afterwards.
 */
import { navigate } from "wouter/use-browser-location";
import { toast } from "@/components/ui/toast-store";
import { loginPath, signInPath } from "./return-path";

export { loginPath };

export const adminFlagKey = "adminLoggedIn";
export const adminEmailKey = "adminEmail";
/** Set (for this tab) when the session ended under the admin's feet; the sign-in page says so. */
const sessionEndedKey = "adminSessionEnded";

function storage(kind: "localStorage" | "sessionStorage" = "localStorage"): Storage | null {
  try {
    return window[kind];
  } catch {
    return null; // storage disabled: behave as signed out
  }
}

export function readAdminSession(): { email: string } | null {
  const store = storage();
  if (store?.getItem(adminFlagKey) !== "true") return null;
  return { email: store.getItem(adminEmailKey) ?? "" };
}

export function storeAdminSession(email: string): void {
  storage()?.setItem(adminFlagKey, "true");
  storage()?.setItem(adminEmailKey, email);
  storage("sessionStorage")?.removeItem(sessionEndedKey);
}

export function clearAdminSession(): void {
  storage()?.removeItem(adminFlagKey);
  storage()?.removeItem(adminEmailKey);
}

/** True when the last admin session of this tab ended by itself (expired, signed out elsewhere), not by signing out here. */
export function sessionEnded(): boolean {
  return storage("sessionStorage")?.getItem(sessionEndedKey) === "true";
}

/**
 * The session is gone: once (later 401s of the same moment find the flag already removed), clear the
 * flag, mark the session as ended, say so, and go to the sign-in page, which brings the admin back here.
 */
export function endAdminSession(): void {
  if (!readAdminSession()) return;
  clearAdminSession();
  storage("sessionStorage")?.setItem(sessionEndedKey, "true");
  toast({ title: "Session ended", description: "Please sign in again." });
  navigate(signInPath(window.location.pathname + window.location.search), { replace: true });
}
