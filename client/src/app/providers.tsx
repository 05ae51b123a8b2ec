import type { ReactNode } from "react";
import { QuoteDialogProvider } from "@/components/layout/quote-dialog";
import { Toaster } from "@/components/ui/toaster";

/**
 * What every page shares. React Query is provided only around the pages that read data (quotes,
 * contracts, admin: see query-provider.tsx), so the marketing pages don't download it.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QuoteDialogProvider>
      {children}
      <Toaster />
    </QuoteDialogProvider>
  );
}
