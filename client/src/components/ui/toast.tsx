/**
 * Toasts (spec section 9): at most one visible, 5 seconds each, at most 420 px wide.
 * `toast()` can be called from anywhere; <Toaster> renders the current one.
 */
import * as ToastPrimitive from "@radix-ui/react-toast";
import { useSyncExternalStore } from "react";
import { interfaceTimings } from "@shared/business";

export type ToastMessage = { id: number; title: string; description?: string; variant?: "default" | "destructive" | "success" };

let current: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast(message: Omit<ToastMessage, "id">): void {
  // A new toast replaces the visible one: the limit is one at a time.
  current = [{ ...message, id: nextId++ }, ...current].slice(0, interfaceTimings.toastLimit);
  emit();
}

function dismiss(id: number) {
  current = current.filter((message) => message.id !== id);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => current;
const emptySnapshot = () => [] as ToastMessage[];

const variantClasses = {
  default: "border-stone-200 bg-white text-stone-900",
  success: "border-emerald-200 bg-emerald-50 text-emerald-950",
  destructive: "border-red-200 bg-red-50 text-red-950",
};

export function Toaster() {
  const messages = useSyncExternalStore(subscribe, snapshot, emptySnapshot);
  return (
    <ToastPrimitive.Provider duration={interfaceTimings.toastDurationMs} swipeDirection="right">
      {messages.map((message) => (
        <ToastPrimitive.Root
          key={message.id}
          onOpenChange={(open) => !open && dismiss(message.id)}
          className={`pointer-events-auto relative grid gap-1 rounded-lg border p-4 pr-10 shadow-lg ${variantClasses[message.variant ?? "default"]}`}
        >
          <ToastPrimitive.Title className="text-sm font-semibold">{message.title}</ToastPrimitive.Title>
          {message.description && (
            <ToastPrimitive.Description className="text-sm opacity-90">{message.description}</ToastPrimitive.Description>
          )}
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute right-2 top-2 rounded p-1 text-current opacity-70 hover:opacity-100"
          >
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed bottom-20 right-0 z-[100] flex w-full max-w-[420px] flex-col gap-2 p-4 outline-none md:bottom-0" />
    </ToastPrimitive.Provider>
  );
}
