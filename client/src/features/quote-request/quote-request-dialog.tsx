/**
 * What the site-wide quote dialog shows: the quote request form in a dialog. The dialog's open state
 * and the form's draft live in components/layout/quote-dialog.tsx, which loads this module on the
 * first open (main.tsx hands it in, as components may not import features). The form stays mounted
 * while the dialog is closed, so a visitor who closes it (or presses Back) finds their entries again.
 */
import type { QuoteDialogProps } from "@/components/layout/quote-dialog";
import { Dialog } from "@/components/ui/dialog";
import QuoteRequestForm from "./quote-request-form";

export default function QuoteRequestDialog({ open, onOpenChange, draft, onSent }: QuoteDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Get Your Free Project Estimate"
      description="Tell us about your project and we'll send a detailed quote within 24 hours."
      size="lg"
      keepMounted
    >
      <QuoteRequestForm key={draft} onSuccess={onSent} />
    </Dialog>
  );
}
