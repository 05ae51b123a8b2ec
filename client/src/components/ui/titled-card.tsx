import type { ReactNode } from "react";
import { Card } from "./panels";

/** The client's pages title their cards a size larger than the owner's denser admin pages. */
const titleSizes = {
  lg: "text-lg font-bold text-stone-950",
  xl: "text-xl font-bold text-stone-950",
};

/**
 * A card named by its own h2 (the card is labelled by it): the sections of the quote, contract and
 * admin pages. `titleClassName` adds to the heading, e.g. the space under it when nothing else follows.
 */
export function TitledCard({
  id,
  title,
  size = "xl",
  titleClassName,
  className,
  flush,
  children,
}: {
  /** The heading's id. */
  id: string;
  title: ReactNode;
  size?: keyof typeof titleSizes;
  titleClassName?: string;
  className?: string;
  flush?: boolean;
  children?: ReactNode;
}) {
  return (
    <Card aria-labelledby={id} className={className} flush={flush}>
      <h2 id={id} className={titleClassName ? `${titleClassName} ${titleSizes[size]}` : titleSizes[size]}>
        {title}
      </h2>
      {children}
    </Card>
  );
}
