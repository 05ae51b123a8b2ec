import { Link } from "wouter";
import { PageMeta } from "@/lib/page-meta";

/** The 404 page's content: the page for unknown paths, and pages whose record does not exist (an unknown city). */
export function NotFoundContent() {
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col justify-center gap-4 px-6 py-16">
      <PageMeta title="404 Page Not Found | Forma Concrete" description="This page does not exist." path="/404" noindex />
      <h1 className="text-3xl font-bold text-stone-950">404 Page Not Found</h1>
      <p className="text-stone-700">Did you forget to add the page to the router?</p>
      <Link href="/" className="w-fit font-semibold text-stone-950 underline">
        Back to the home page
      </Link>
    </main>
  );
}
