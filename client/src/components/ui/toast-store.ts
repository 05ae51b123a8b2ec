/**
 * The toast queue (one visible at a time). Tiny on purpose: any page can call
 * toast() and the renderer (toast.tsx, with Radix) is only downloaded when the first toast appears.
 */
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

export function dismissToast(id: number): void {
  current = current.filter((message) => message.id !== id);
  emit();
}

export const subscribeToToasts = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
export const currentToasts = () => current;
export const noToasts = () => [] as ToastMessage[];
