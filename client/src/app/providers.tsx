import { lazy, type ReactNode } from "react";
import { QuoteDialogProvider } from "@/components/layout/quote-dialog";
import { Toaster } from "@/components/ui/toaster";
import { SiteContentProvider } from "@/content/site-content";
import type { SiteContentChanges } from "@shared/site/content-shapes";

/** The quote request form in its dialog: loaded on the dialog's first open. */
const QuoteRequestDialog = lazy(() => import("@/features/quote-request/quote-request-dialog"));

/**
 * What every page shares. React Query is provided only around the pages that read data (quotes,
 * contracts, admin: see data-provider.tsx, attached by the route table), so the marketing pages don't
 * download it.
 */
export function Providers({ children, siteChanges }: { children: ReactNode; siteChanges?: SiteContentChanges }) {
  return (
    <SiteContentProvider changes={siteChanges}>
      <QuoteDialogProvider dialog={QuoteRequestDialog}>
        {children}
        <Toaster />
      </QuoteDialogProvider>
    </SiteContentProvider>
  );
}
