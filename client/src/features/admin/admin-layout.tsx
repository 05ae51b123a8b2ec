/**
 * The admin area's frame, rendered once by the router around every admin page (app/routes.tsx), so
 * it stays in place while the admin moves between pages: the admin header and navigation, the
 * demo-admin warning, and the session check. Pages render only their own content.
 */
import { createContext, use, type ReactNode } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { AppLayout } from "@/components/layout/app-layout";
import { DemoAdminBanner } from "./demo-credentials";
import { signInPath } from "./return-path";
import { readAdminSession } from "./session";

/** The signed-in admin's e-mail ("" when the browser never stored it). */
const AdminEmail = createContext("");

export function useAdminEmail(): string {
  return use(AdminEmail);
}

/**
 * Shows the page only while the browser's signed-in flag is set; otherwise goes to the sign-in page
 * at once, to come back here afterwards (these pages render in the browser only, so the flag can be
 * read here). The server still guards the data: a 401 ends the session (features/admin/session.ts).
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const search = useSearch();
  const session = readAdminSession();
  if (!session) return <Redirect to={signInPath(search ? `${location}?${search}` : location)} replace />;
  return (
    <AppLayout admin>
      <AdminEmail value={session.email}>
        <DemoAdminBanner />
        {children}
      </AdminEmail>
    </AppLayout>
  );
}
