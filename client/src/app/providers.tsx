import { QueryClientProvider } from "@tanstack/react-query";
import { TooltipProvider } from "@radix-ui/react-tooltip";
import { useState, type ReactNode } from "react";
import { QuoteDialogProvider } from "@/components/layout/quote-dialog";
import { Toaster } from "@/components/ui/toast";
import { createQueryClient } from "@/lib/query-client";
import { interfaceTimings } from "@shared/business";

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={interfaceTimings.tooltipDelayMs} skipDelayDuration={interfaceTimings.tooltipSkipDelayMs}>
        <QuoteDialogProvider>{children}</QuoteDialogProvider>
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
