import { StrokeIcon } from "@/components/ui/stroke-icon";
import { Section } from "./section";

/** A dark band of icon cards under an eyebrow and heading (the about page's credentials, the gallery's why-choose). */
export type IconCard = { title: string; text: string; /** SVG path data on a 24×24 grid. */ icon: string };

export function IconCardBand({
  id,
  eyebrow,
  title,
  intro,
  cards,
  gridClassName,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  cards: IconCard[];
  /** Column classes of the card grid. */
  gridClassName: string;
}) {
  return (
    <Section labelledBy={id} className="bg-stone-950 py-20 text-white sm:py-24">
      <div className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold">{eyebrow}</p>
        <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        {intro && <p className="mt-4 text-lg leading-relaxed text-stone-300">{intro}</p>}
      </div>
      <ul className={`mt-12 grid gap-5 ${gridClassName}`}>
        {cards.map((card) => (
          <li key={card.title} className="rounded-xl border border-stone-800 bg-stone-900/60 p-6">
            <span className="inline-flex size-11 items-center justify-center rounded-lg bg-gold text-stone-950">
              <StrokeIcon path={card.icon} roundCaps />
            </span>
            <h3 className="mt-5 text-lg font-bold">{card.title}</h3>
            <p className="mt-2 leading-relaxed text-stone-300">{card.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
