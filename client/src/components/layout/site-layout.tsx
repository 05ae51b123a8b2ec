import type { ReactNode } from "react";
import { MobileCallBar } from "./mobile-call-bar";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, page, footer and (on phones) the call bar, whose height the page keeps free at the bottom. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col pb-16 md:pb-0">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-stone-950 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <MobileCallBar />
    </div>
  );
}
