/**
 * The site-wide "Get Your Free Project Estimate" dialog. Any button can open it through
 * useQuoteDialog(). What the dialog shows (the quote request form) is a feature, which components
 * never import: the browser entry (main.tsx) hands in a loader with provideQuoteDialog(). The dialog
 * and its form are loaded on the first open, so pages that never open it never download them.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ComponentType, type ReactNode } from "react";

export type QuoteDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

let QuoteDialog: ComponentType<QuoteDialogProps> | null = null;

/** Sets what the dialog shows. Called once, before the first render; without it the dialog never opens. */
export function provideQuoteDialog(load: () => Promise<{ default: ComponentType<QuoteDialogProps> }>) {
  QuoteDialog = lazy(load);
}

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
      {requested && QuoteDialog && (
        <Suspense fallback={null}>
          <QuoteDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </QuoteDialogContext.Provider>
  );
}
