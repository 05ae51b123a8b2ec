import { StrokeIcon } from "@/components/ui/stroke-icon";
import { promises } from "@shared/business";

const tiles = [
  { title: "Fully Insured", text: "WSIB coverage and liability insurance on every job", icon: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" },
  {
    title: `${promises.warrantyYears}-Year Warranty`,
    text: "Written workmanship warranty",
    icon: "M12 2l3 6 6 .9-4.5 4.3 1 6.3L12 16.6 6.5 19.5l1-6.3L3 8.9 9 8z",
  },
  { title: "Dust-Free Process", text: "Protected surroundings, full cleanup", icon: "M4 14c2-4 6-4 8 0s6 4 8 0M4 8c2-4 6-4 8 0s6 4 8 0" },
  { title: `${promises.responseHours}hr Response`, text: "A detailed quote within a day", icon: "M12 7v5l3 3M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z" },
];

export function TrustTiles() {
  return (
    <section aria-label="Why homeowners trust us" className="relative z-10 -mt-10">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <ul className="grid grid-cols-2 gap-px overflow-hidden rounded-xl bg-stone-200 shadow-xl lg:grid-cols-4">
          {tiles.map((tile) => (
            <li key={tile.title} className="flex flex-col gap-2 bg-white p-5 sm:flex-row sm:items-center sm:gap-4 sm:p-6">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-stone-950 text-gold">
                <StrokeIcon path={tile.icon} />
              </span>
              <span>
                <span className="block font-bold text-stone-950">{tile.title}</span>
                <span className="block text-sm text-stone-600">{tile.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
