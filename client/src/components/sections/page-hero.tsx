import type { ReactNode } from "react";

type PageHeroProps = {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** Breadcrumb or other content above the title. */
  above?: ReactNode;
};

/** The dark band that opens every interior page (the fixed header sits over it). */
export function PageHero({ eyebrow, title, intro, children, above }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden bg-stone-950 pb-16 pt-32 text-white sm:pb-20 sm:pt-40">
      <div aria-hidden="true" className="concrete-texture absolute inset-0 opacity-60" />
      <div className="relative mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {above}
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold">{eyebrow}</p>}
        <h1 className="mt-3 max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">{title}</h1>
        {intro && <div className="mt-5 max-w-2xl text-lg leading-relaxed text-stone-300">{intro}</div>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}
