import type { ReactNode } from "react";

export function SectionHeading({
  eyebrow,
  title,
  intro,
  align = "left",
  id,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  align?: "left" | "center";
  id?: string;
}) {
  const centred = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-3xl ${centred}`}>
      {eyebrow && <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-dark">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight text-stone-950 text-balance sm:text-4xl">
        {title}
      </h2>
      {intro && <div className="mt-4 text-lg leading-relaxed text-stone-600">{intro}</div>}
    </div>
  );
}
