/**
 * The site-wide "Get Your Free Project Estimate" dialog. Any button can open it through
 * useQuoteDialog(). What the dialog shows (the quote request form) is a feature, which components
 * never import: app/providers.tsx hands it in as a lazy component. The dialog and its form are loaded
 * on the first open, so pages that never open it never download them.
 *
 * A closed, unsent form keeps what was typed: the dialog stays mounted once opened. The entries are
 * thrown away (a new `draft`) when the form is sent and when the visitor goes to another page.
 */
import { createContext, Suspense, useCallback, useContext, useMemo, useState, type ComponentType, type ReactNode } from "react";
import { useLocation } from "wouter";

export type QuoteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Changes when the entries must start empty again (the form is remounted). */
  draft: number;
  /** The form was sent: close the dialog and start the next request empty. */
  onSent: () => void;
};

const QuoteDialogContext = createContext<{ openQuoteDialog: () => void }>({ openQuoteDialog: () => {} });

export function useQuoteDialog() {
  return useContext(QuoteDialogContext);
}

/** `dialog` is what opens (a lazy component, so it loads on the first open). */
export function QuoteDialogProvider({ dialog: QuoteDialog, children }: { dialog: ComponentType<QuoteDialogProps>; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const [draft, setDraft] = useState(0);
  const [location] = useLocation();
  const [draftPage, setDraftPage] = useState(location);
  // Another page: the dialog closes and its entries go (adjusted while rendering, not in an effect).
  if (draftPage !== location) {
    setDraftPage(location);
    setOpen(false);
    setDraft((current) => current + 1);
  }
  const openQuoteDialog = useCallback(() => {
    setRequested(true);
    setOpen(true);
  }, []);
  const onSent = useCallback(() => {
    setOpen(false);
    setDraft((current) => current + 1);
  }, []);
  const value = useMemo(() => ({ openQuoteDialog }), [openQuoteDialog]);
  return (
    <QuoteDialogContext.Provider value={value}>
      {children}
      {requested && (
        <Suspense fallback={null}>
          <QuoteDialog open={open} onOpenChange={setOpen} draft={draft} onSent={onSent} />
        </Suspense>
      )}
    </QuoteDialogContext.Provider>
  );
}
