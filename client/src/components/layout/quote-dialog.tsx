/**
 * The site-wide "Get Your Free Project Estimate" dialog. Any button can open it through
 * useQuoteDialog(). The dialog and its form are loaded on the first open, so pages that never open
 * it never download them.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

const QuoteDialog = lazy(() => import("./quote-dialog-content"));

const QuoteDialogContext = createContext<{ openQuoteDialog: () => void }>({ openQuoteDialog: () => {} });

export function useQuoteDialog() {
  return useContext(QuoteDialogContext);
}

export function QuoteDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const openQuoteDialog = useCallback(() => {
    setRequested(true);
    setOpen(true);
  }, []);
  const value = useMemo(() => ({ openQuoteDialog }), [openQuoteDialog]);
  return (
    <QuoteDialogContext.Provider value={value}>
      {children}
      {requested && (
        <Suspense fallback={null}>
          <QuoteDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </QuoteDialogContext.Provider>
  );
}
