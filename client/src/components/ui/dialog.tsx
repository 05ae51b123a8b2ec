import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useHistoryLayer } from "@/lib/use-history-layer";

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  size?: "md" | "lg" | "xl";
  /**
   * Keep the content alive while the dialog is closed (what was typed, files chosen), so reopening
   * shows it as it was left. The owner resets it by remounting it (a new `key`).
   */
  keepMounted?: boolean;
};

const widths = { md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-5xl" };
const firstField = "input:not([type=hidden]):not([tabindex='-1']):not(:disabled), select:not(:disabled), textarea:not(:disabled)";

/**
 * Content kept alive while the dialog is closed: rendered into an element of its own, which the open
 * dialog takes in. The dialog's own DOM is removed on close (Radix hides the rest of the page and
 * locks its scroll for as long as it is mounted), the kept element with it, but not its React tree.
 */
function useKeptContent(keepMounted: boolean, children: ReactNode) {
  const [holder] = useState(() => (keepMounted && typeof document !== "undefined" ? document.createElement("div") : null));
  const adopt = useCallback(
    (slot: HTMLDivElement | null) => {
      if (slot && holder) slot.appendChild(holder);
    },
    [holder],
  );
  if (!holder) return { inside: children, kept: null };
  return { inside: <div ref={adopt} />, kept: createPortal(children, holder) };
}

/**
 * A titled, keyboard-accessible modal: Escape, the close button or a click outside closes it. It is a
 * step in the browser history, so the phone's Back button closes it too (see use-history-layer.ts).
 */
export function Dialog({ open, onOpenChange, title, description, children, size = "md", keepMounted = false }: DialogProps) {
  // These dialogs are opened from anywhere (no Radix trigger), so remember what had focus and give it back.
  const opener = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  useHistoryLayer(open, () => onOpenChange(false));
  const { inside, kept } = useKeptContent(keepMounted, children);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-stone-950/70 backdrop-blur-sm" />
        <DialogPrimitive.Content
          ref={content}
          className={`fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100%-1.5rem)] ${widths[size]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-2xl sm:p-8`}
          {...(description ? {} : { "aria-describedby": undefined })}
          // Kept content is another React tree, which Radix would take for "outside": ask the DOM.
          onPointerDownOutside={(event) => {
            if (event.target instanceof Node && content.current?.contains(event.target)) event.preventDefault();
          }}
          // Radix selects the text of the field it focuses: kept entries would be typed over.
          onOpenAutoFocus={(event) => {
            const field = keepMounted ? content.current?.querySelector<HTMLElement>(firstField) : null;
            if (!field) return;
            event.preventDefault();
            field.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
        >
          <DialogPrimitive.Title className="pr-10 text-2xl font-bold tracking-tight text-stone-950">{title}</DialogPrimitive.Title>
          {description && <DialogPrimitive.Description className="mt-2 text-stone-600">{description}</DialogPrimitive.Description>}
          <div className="mt-5">{inside}</div>
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute right-3 top-3 inline-flex size-10 items-center justify-center rounded-full text-2xl text-stone-500 hover:bg-stone-100 hover:text-stone-950"
          >
            <span aria-hidden="true">×</span>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
      {kept}
    </DialogPrimitive.Root>
  );
}
