import { useRef, type RefObject } from "react";
import { honeypotField } from "@shared/honeypot";

/** Off screen and out of the tab order and the accessibility tree: only programs that fill every field find it. */
export function HoneypotField({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input ref={inputRef} type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The field, and what it holds at submit time (empty for people). */
export function useHoneypot() {
  const inputRef = useRef<HTMLInputElement>(null);
  return { inputRef, value: () => inputRef.current?.value ?? "" };
}
