import type { ReactNode } from "react";
import { Redirect } from "wouter";
import { DemoAdminBanner } from "./demo-credentials";
import { loginPath, readAdminSession } from "./session";

/**
 * Renders an admin page only while the browser's logged-in flag is set; otherwise goes to the login
 * screen at once (these pages are rendered in the browser only, so the flag can be read here).
 */
export function AdminOnly({ children }: { children: (session: { email: string }) => ReactNode }) {
  const session = readAdminSession();
  if (!session) return <Redirect to={loginPath} replace />;
  return (
    <>
      <DemoAdminBanner />
      {children(session)}
    </>
  );
}
