import { AppLayout } from "@/components/layout/app-layout";
import { DemoCredentials } from "@/features/admin/demo-credentials";
import { LoginForm } from "@/features/admin/login-form";
import { sessionEnded } from "@/features/admin/session";
import { PageMeta } from "@/lib/page-meta";

/** After a session ended by itself (expired, signed out elsewhere): the toast's words, kept on the page until signing in. */
function SessionEndedNotice() {
  if (!sessionEnded()) return null;
  return (
    <p className="mb-6 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <strong className="font-semibold">Session ended.</strong> Please sign in again.
    </p>
  );
}

export default function AdminLoginPage() {
  return (
    <>
      <PageMeta title="Admin Login | Forma Concrete" description="Sign in to the Forma Concrete admin area." path="/admin/login" noindex />
      <AppLayout>
        <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12 sm:py-20">
          <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
            <p className="text-sm font-semibold uppercase tracking-[0.18em] text-gold-dark">Admin</p>
            <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-stone-950">Admin Login</h1>
            <p className="mb-6 mt-2 text-stone-600">Quotes, leads and signed contracts.</p>
            <SessionEndedNotice />
            <LoginForm />
          </div>
          <DemoCredentials />
        </div>
      </AppLayout>
    </>
  );
}
