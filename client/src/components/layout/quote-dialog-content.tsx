import { Dialog } from "@/components/ui/dialog";
import QuoteRequestForm from "@/features/quote-request/quote-request-form";

export default function QuoteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Get Your Free Project Estimate"
      description="Tell us about your project and we'll send a detailed quote within 24 hours."
      size="lg"
    >
      {open && <QuoteRequestForm onSuccess={() => onOpenChange(false)} />}
    </Dialog>
  );
}
