import { useQuery } from "@tanstack/react-query";
import { loginInfoQuery } from "@/api/admin-session";

/** The demo admin's credentials, in plain text on the login screen so the demo can be tried, while the demo admin is in use. */
export function DemoCredentials() {
  const { data } = useQuery(loginInfoQuery());
  if (!data?.demo) return null;
  return (
    <section aria-labelledby="demo-heading" className="rounded-xl border border-gold/50 bg-gold-light/40 p-5">
      <h2 id="demo-heading" className="text-sm font-bold uppercase tracking-wider text-stone-900">
        Demo credentials
      </h2>
      <dl className="mt-3 grid gap-2 text-sm">
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-medium text-stone-700">Email:</dt>
          <dd className="wrap-anywhere font-mono font-semibold text-stone-950">{data.demo.email}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-medium text-stone-700">Password:</dt>
          <dd className="font-mono font-semibold text-stone-950">{data.demo.password}</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-stone-700">Set ADMIN_EMAIL and ADMIN_PASSWORD on the server to replace the demo account.</p>
    </section>
  );
}

/** On every admin page while the demo admin is in use: its password is public, so this is not for real data. */
export function DemoAdminBanner() {
  const { data } = useQuery(loginInfoQuery());
  if (!data?.demo) return null;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-center text-sm text-amber-950">
      <strong className="font-semibold">Demo admin in use.</strong> Its password is shown on the login screen, so anyone can sign in. Set ADMIN_EMAIL
      and ADMIN_PASSWORD on the server before real use.
    </div>
  );
}
