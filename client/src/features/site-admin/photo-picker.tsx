/**
 * The job's photos to put on the site: tap to choose, tap again to leave out. The order of the taps
 * is the order on the site, shown as a number on each; number 1 is the cover.
 */
import { siteLimits } from "@shared/site/content";
import type { JobPhoto } from "@/api/completion";

type Props = {
  photos: JobPhoto[];
  chosen: string[];
  onToggle: (photoId: string) => void;
  error?: string;
  errorId: string;
};

export function PhotoPicker({ photos, chosen, onToggle, error, errorId }: Props) {
  const full = chosen.length >= siteLimits.maxProjectPhotos;
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="The job's photos" aria-describedby={error ? errorId : undefined}>
      {photos.map((photo, index) => {
        const place = chosen.indexOf(photo.id) + 1;
        const label =
          place === 0
            ? `Job photo ${index + 1}`
            : place === 1
              ? `Job photo ${index + 1}, the cover`
              : `Job photo ${index + 1}, shown ${ordinal(place)}`;
        return (
          <li key={photo.id}>
            <button
              type="button"
              aria-pressed={place > 0}
              aria-label={label}
              disabled={place === 0 && full}
              onClick={() => onToggle(photo.id)}
              className={`relative block w-full overflow-hidden rounded-lg border-2 bg-stone-100 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold disabled:cursor-not-allowed disabled:opacity-50 ${
                place > 0 ? "border-stone-950" : "border-transparent hover:border-stone-400"
              }`}
            >
              <img
                src={photo.thumbnailUrl}
                alt=""
                width={photo.width ?? undefined}
                height={photo.height ?? undefined}
                loading="lazy"
                className={`aspect-square w-full object-cover ${place > 0 ? "" : "opacity-80"}`}
              />
              {place > 0 && (
                <span
                  aria-hidden="true"
                  className="absolute left-1.5 top-1.5 inline-flex size-7 items-center justify-center rounded-full bg-stone-950 text-sm font-bold text-white shadow"
                >
                  {place}
                </span>
              )}
              {place === 1 && (
                <span aria-hidden="true" className="absolute inset-x-0 bottom-0 bg-stone-950/75 py-0.5 text-center text-xs font-semibold text-white">
                  Cover
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th");
  return `${n}${suffix}`;
};
