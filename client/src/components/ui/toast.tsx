/**
 * Renders the current toast: 5 seconds each, at most 420 px wide. On a phone it sits at the top of
 * the screen: at the bottom it covered what a client reads right after acting (the total under the
 * "Quote Accepted!" panel, the deposit instructions on the confirmation), while the top holds only
 * the page's header by then. From 768 px wide it sits at the bottom right, beside the content.
 * A long e-mail address in a description wraps anywhere: unbroken, it widened the page on a phone.
 */
import * as ToastPrimitive from "@radix-ui/react-toast";
import { useSyncExternalStore } from "react";
import { interfaceTimings } from "@shared/business";
import { currentToasts, dismissToast, noToasts, subscribeToToasts } from "./toast-store";

const variantClasses = {
  default: "border-stone-200 bg-white text-stone-900",
  success: "border-emerald-200 bg-emerald-50 text-emerald-950",
  destructive: "border-red-200 bg-red-50 text-red-950",
};

export default function ToastViewport() {
  const messages = useSyncExternalStore(subscribeToToasts, currentToasts, noToasts);
  return (
    <ToastPrimitive.Provider duration={interfaceTimings.toastDurationMs} swipeDirection="right">
      {messages.map((message) => (
        <ToastPrimitive.Root
          key={message.id}
          onOpenChange={(open) => !open && dismissToast(message.id)}
          className={`pointer-events-auto relative grid gap-1 rounded-lg border p-4 pr-10 shadow-lg ${variantClasses[message.variant ?? "default"]}`}
        >
          <ToastPrimitive.Title className="text-sm font-semibold">{message.title}</ToastPrimitive.Title>
          {message.description && (
            <ToastPrimitive.Description className="text-sm opacity-90 [overflow-wrap:anywhere]">{message.description}</ToastPrimitive.Description>
          )}
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute right-2 top-2 rounded p-1 text-current opacity-70 hover:opacity-100"
          >
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 top-0 z-[100] flex w-full max-w-[420px] flex-col gap-2 p-4 outline-none md:bottom-0 md:top-auto" />
    </ToastPrimitive.Provider>
  );
}
