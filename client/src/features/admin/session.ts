/**
 * The admin's browser flag: set at sign-in, removed at sign-out. It only decides
 * what the browser shows first; the server's session cookie guards the data, and a 401 from any
 * admin call clears the flag and returns to the login screen.
 */
import { useCallback, useEffect } from "react";
import { useLocation } from "wouter";
import { toast } from "@/components/ui/toast-store";
import { ApiError } from "@/lib/api";

export const adminFlagKey = "adminLoggedIn";
export const adminEmailKey = "adminEmail";
export const loginPath = "/admin/login";

function storage(): Storage | null {
  try {
    return window.localStorage;
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
}

export function clearAdminSession(): void {
  storage()?.removeItem(adminFlagKey);
  storage()?.removeItem(adminEmailKey);
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * Returns a handler for errors of admin calls: a 401 clears the flag and goes to the login screen
 * (and returns true, so the caller shows nothing else).
 */
export function useSignOutOnUnauthorized(): (error: unknown) => boolean {
  const [, navigate] = useLocation();
  return useCallback(
    (error: unknown) => {
      if (!isUnauthorized(error)) return false;
      clearAdminSession();
      toast({ title: "Session ended", description: "Please sign in again." });
      navigate(loginPath, { replace: true });
      return true;
    },
    [navigate],
  );
}

/** Watches the errors of an admin page's reads and signs out on the first 401. */
export function useRedirectOnUnauthorized(...errors: unknown[]): void {
  const signOut = useSignOutOnUnauthorized();
  const unauthorized = errors.find(isUnauthorized);
  useEffect(() => {
    if (unauthorized) signOut(unauthorized);
  }, [unauthorized, signOut]);
}
