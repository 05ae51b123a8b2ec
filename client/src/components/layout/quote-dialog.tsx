/**
 * The site-wide "Get Your Free Project Estimate" dialog. Any button can open it through
 * useQuoteDialog(); the form inside is loaded only when the dialog is first opened.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { Dialog } from "@/components/ui/dialog";

const QuoteRequestForm = lazy(() => import("@/features/quote-request/quote-request-form"));

const QuoteDialogContext = createContext<{ openQuoteDialog: () => void }>({ openQuoteDialog: () => {} });

export function useQuoteDialog() {
  return useContext(QuoteDialogContext);
}

export function QuoteDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const openQuoteDialog = useCallback(() => setOpen(true), []);
  const value = useMemo(() => ({ openQuoteDialog }), [openQuoteDialog]);
  return (
    <QuoteDialogContext.Provider value={value}>
      {children}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Get Your Free Project Estimate"
        description="Tell us about your project and we'll send a detailed quote within 24 hours."
        size="lg"
      >
        <Suspense fallback={<p className="py-10 text-center text-stone-600">Loading the form…</p>}>
          {open && <QuoteRequestForm onSuccess={() => setOpen(false)} />}
        </Suspense>
      </Dialog>
    </QuoteDialogContext.Provider>
  );
}
