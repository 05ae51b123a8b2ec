import type { ReactNode } from "react";

/**
 * A band of a marketing page: its background and spacing (`className`) span the window, its content
 * sits in the site's centred column; `grid` makes that column a grid with these classes. A band named
 * by its heading (`labelledBy`) is a region landmark.
 */
export function Section({
  id,
  labelledBy,
  className,
  grid,
  children,
}: {
  id?: string;
  labelledBy?: string;
  className: string;
  grid?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={className}>
      <div className={grid ? `mx-auto grid max-w-7xl px-4 sm:px-6 lg:px-8 ${grid}` : "mx-auto max-w-7xl px-4 sm:px-6 lg:px-8"}>{children}</div>
    </section>
  );
}
