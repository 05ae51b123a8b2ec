import type { ReactNode } from "react";

/** Where a list has nothing to show yet: why, and how its first entry comes. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-stone-300 bg-white px-5 py-8 text-center text-stone-600">{children}</p>;
}
