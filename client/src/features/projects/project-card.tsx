import { photoCardClasses, photoCardImageClasses } from "@/components/ui/card-styles";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import type { Project } from "@/content/types";

export const typeLabels: Record<Project["type"], string> = { residential: "Residential", commercial: "Commercial" };

export function LocationIcon({ className = "size-4" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

function PhotosIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <rect x="3" y="5" width="14" height="12" rx="2" />
      <path d="M7 21h12a2 2 0 0 0 2-2V9" />
    </svg>
  );
}

/**
 * One project: cover photo, title, location, short description and tags. The title is a button
 * that opens the lightbox; it stretches over the whole card, so a click anywhere opens it too.
 */
export function ProjectCard({
  project,
  onOpen,
  headingLevel = 3,
}: {
  project: Project;
  onOpen: (trigger: HTMLElement) => void;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const photoCount = project.images.length;
  return (
    <article className={`${photoCardClasses} border-stone-200 bg-white`}>
      <div className="relative aspect-[4/3] overflow-hidden bg-stone-200">
        <ResponsiveImage
          name={project.images[0]}
          alt={project.alt}
          sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className={photoCardImageClasses}
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 bottom-0 h-20 bg-gradient-to-t from-stone-950/50 to-transparent opacity-0 transition-opacity duration-300 group-hover:opacity-100"
        />
        {photoCount > 1 && (
          <span className="absolute bottom-3 right-3 inline-flex items-center gap-1.5 rounded-full bg-stone-950/80 px-3 py-1 text-xs font-semibold text-white backdrop-blur">
            <PhotosIcon />
            {photoCount} photos
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <ul aria-label="Tags" className="flex flex-wrap gap-2">
          {project.categories.slice(0, 2).map((category) => (
            <li key={category} className="rounded-full bg-gold-light/60 px-3 py-1 text-xs font-semibold text-stone-900">
              {category}
            </li>
          ))}
          <li className="absolute left-4 top-4 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-stone-900 shadow-sm backdrop-blur">
            {typeLabels[project.type]}
          </li>
        </ul>
        <Heading className="mt-4 text-xl font-bold leading-snug tracking-tight text-stone-950">
          <button
            type="button"
            onClick={(event) => onOpen(event.currentTarget)}
            aria-haspopup="dialog"
            className="text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {project.title}
          </button>
        </Heading>
        {project.location && (
          <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-stone-500">
            <LocationIcon className="size-4 text-gold-dark" />
            {project.location}
          </p>
        )}
        <p className="mt-3 line-clamp-3 leading-relaxed text-stone-600">{project.shortDescription}</p>
        <p aria-hidden="true" className="mt-auto flex items-center gap-2 pt-5 text-sm font-semibold text-stone-950">
          <span className="underline decoration-gold decoration-2 underline-offset-4">{photoCount > 1 ? "View photos" : "View photo"}</span>
          <span className="transition-transform duration-300 group-hover:translate-x-1">→</span>
        </p>
      </div>
    </article>
  );
}
