import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useLayoutEffect, useRef, type ReactNode } from "react";

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  size?: "md" | "lg" | "xl";
};

const widths = { md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-5xl" };

/** A titled, keyboard-accessible modal: Escape, the close button or a click outside closes it. */
export function Dialog({ open, onOpenChange, title, description, children, size = "md" }: DialogProps) {
  // These dialogs are opened from anywhere (no Radix trigger), so remember what had focus and give it back.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-stone-950/70 backdrop-blur-sm" />
        <DialogPrimitive.Content
          className={`fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100%-1.5rem)] ${widths[size]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-2xl sm:p-8`}
          {...(description ? {} : { "aria-describedby": undefined })}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
        >
          <DialogPrimitive.Title className="pr-10 text-2xl font-bold tracking-tight text-stone-950">{title}</DialogPrimitive.Title>
          {description && <DialogPrimitive.Description className="mt-2 text-stone-600">{description}</DialogPrimitive.Description>}
          <div className="mt-5">{children}</div>
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute right-3 top-3 inline-flex size-10 items-center justify-center rounded-full text-2xl text-stone-500 hover:bg-stone-100 hover:text-stone-950"
          >
            <span aria-hidden="true">×</span>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
