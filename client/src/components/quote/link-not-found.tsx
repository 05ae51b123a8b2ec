import type { ReactNode } from "react";
import { LinkButton } from "@/components/ui/button";
import { StatePanel } from "@/components/ui/panels";

/** A client's link that opens nothing (mistyped, or never ours): say so, and the way home. */
export function LinkNotFoundPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <StatePanel
      icon="search"
      title={title}
      headingLevel={1}
      actions={
        <LinkButton href="/" variant="dark">
          Return Home
        </LinkButton>
      }
    >
      {children}
    </StatePanel>
  );
}
