/**
 * The site-wide "Get Your Free Project Estimate" dialog. Any button can open it through
 * useQuoteDialog(). What the dialog shows (the quote request form) is a feature, which components
 * never import: app/providers.tsx hands it in as a lazy component. The dialog and its form are loaded
 * on the first open, so pages that never open it never download them.
 */
import { createContext, Suspense, useCallback, useContext, useMemo, useState, type ComponentType, type ReactNode } from "react";

export type QuoteDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

const QuoteDialogContext = createContext<{ openQuoteDialog: () => void }>({ openQuoteDialog: () => {} });

export function useQuoteDialog() {
  return useContext(QuoteDialogContext);
}

/** `dialog` is what opens (a lazy component, so it loads on the first open). */
export function QuoteDialogProvider({ dialog: QuoteDialog, children }: { dialog: ComponentType<QuoteDialogProps>; children: ReactNode }) {
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
