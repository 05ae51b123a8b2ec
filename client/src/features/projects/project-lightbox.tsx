/**
 * Full-screen photo viewer for one project: a large image, previous/next with
 * wrap-around (only when the project has more than one photo), Left/Right keys and swipes, Escape
 * or the close button to leave, and a caption with the title, location and "Image n of m". It is a
 * step in the browser history: the phone's Back button closes it and the page (and its #category) stays.
 */
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { useHistoryLayer } from "@/lib/use-history-layer";
import type { Project } from "@/content/types";
import { LocationIcon, typeLabels } from "./project-card";
import { wrapIndex } from "./wrap-index";

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.25"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
    </svg>
  );
}

const roundButton =
  "inline-flex size-12 items-center justify-center rounded-full text-white ring-1 ring-white/25 backdrop-blur transition-colors hover:bg-white/25 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold";

export function ProjectLightbox({
  project,
  onClose,
  returnFocus,
}: {
  project: Project | null;
  onClose: () => void;
  /** Where the focus goes when the lightbox closes (there is no Radix trigger to return to). */
  returnFocus?: () => HTMLElement | null;
}) {
  // The project on show and its photo. Each opening starts at the first photo; while the dialog
  // closes, the last project stays on show.
  const [view, setView] = useState<{ project: Project | null; index: number; open: boolean }>({ project, index: 0, open: project !== null });
  const opening = project !== null && (project !== view.project || !view.open);
  if (opening) setView({ project, index: 0, open: true });
  else if (project === null && view.open) setView({ ...view, open: false });
  const shown = project ?? view.project;
  const index = opening ? 0 : view.index;

  useHistoryLayer(project !== null, onClose);

  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const count = shown?.images.length ?? 0;
  const several = count > 1;
  const step = (by: number) => setView((current) => ({ ...current, index: wrapIndex(current.index, by, count) }));

  const onKeyDown = (event: KeyboardEvent) => {
    if (!several || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      step(-1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      step(1);
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") touchStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = touchStart.current;
    touchStart.current = null;
    if (!start || !several) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) > 50 && Math.abs(dx) > Math.abs(event.clientY - start.y)) step(dx < 0 ? 1 : -1);
  };

  const image = shown?.images[Math.min(index, count - 1)];
  const alt = shown ? (index === 0 ? shown.alt : `${shown.title}: photo ${index + 1} of ${count}`) : "";

  return (
    <DialogPrimitive.Root open={project !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-stone-950/95 backdrop-blur-sm" />
        <DialogPrimitive.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            const target = returnFocus?.();
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus({ preventScroll: true });
          }}
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
        >
          {shown && image && (
            <>
              <div className="flex items-center justify-between gap-4 px-4 pt-4 sm:px-8 sm:pt-6">
                <p className="text-sm font-semibold tracking-wide text-stone-300" aria-live="polite" aria-atomic="true">
                  Image {index + 1} of {count}
                </p>
                <DialogPrimitive.Close aria-label="Close" className={`${roundButton} bg-white/10`}>
                  <svg
                    viewBox="0 0 24 24"
                    aria-hidden="true"
                    className="size-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.25"
                    strokeLinecap="round"
                  >
                    <path d="M6 6l12 12M18 6L6 18" />
                  </svg>
                </DialogPrimitive.Close>
              </div>

              {/* The photo takes what the caption leaves; on a phone held sideways (a short landscape screen) they sit side by side. */}
              <div className="flex min-h-0 flex-1 flex-col [@media(orientation:landscape)_and_(max-height:32rem)]:flex-row">
                <div className="@container relative min-h-0 flex-1 touch-pan-y" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
                  <div className="absolute inset-x-3 inset-y-2 @2xl:inset-x-24 [&>picture]:contents">
                    <ResponsiveImage
                      key={`${shown.id}-${index}`}
                      name={image}
                      alt={alt}
                      sizes="(min-width: 1280px) 1200px, 100vw"
                      priority
                      className="size-full object-contain"
                    />
                  </div>
                  {several && (
                    <>
                      <button
                        type="button"
                        aria-label="Previous image"
                        onClick={() => step(-1)}
                        className={`${roundButton} absolute left-2 top-1/2 -translate-y-1/2 bg-stone-950/60 @2xl:left-6`}
                      >
                        <Chevron direction="left" />
                      </button>
                      <button
                        type="button"
                        aria-label="Next image"
                        onClick={() => step(1)}
                        className={`${roundButton} absolute right-2 top-1/2 -translate-y-1/2 bg-stone-950/60 @2xl:right-6`}
                      >
                        <Chevron direction="right" />
                      </button>
                    </>
                  )}
                </div>

                {/* The whole caption is shown (never clamped); only a caption taller than its share scrolls. */}
                <div className="@container mx-auto max-h-[60%] w-full max-w-4xl shrink-0 overflow-y-auto px-4 pb-4 pt-1 text-center lg:px-8 lg:pb-8 [@media(orientation:landscape)_and_(max-height:32rem)]:my-auto [@media(orientation:landscape)_and_(max-height:32rem)]:max-h-full [@media(orientation:landscape)_and_(max-height:32rem)]:w-1/2">
                  <DialogPrimitive.Title className="text-xl font-bold tracking-tight text-balance @lg:text-2xl">{shown.title}</DialogPrimitive.Title>
                  <DialogPrimitive.Description className="mt-2 flex flex-col items-center gap-1 text-sm text-stone-300 @lg:flex-row @lg:justify-center @lg:gap-3">
                    {shown.location && (
                      <span className="inline-flex items-center gap-1.5 font-medium text-white">
                        <LocationIcon className="size-4 text-gold" />
                        {shown.location}
                      </span>
                    )}
                    {shown.location && (
                      <span aria-hidden="true" className="hidden text-stone-500 @lg:inline">
                        ·
                      </span>
                    )}
                    <span>
                      {shown.categories.join(", ")}
                      <span aria-hidden="true" className="px-2 text-stone-500">
                        ·
                      </span>
                      {typeLabels[shown.type]}
                    </span>
                  </DialogPrimitive.Description>
                  <p className="mx-auto mt-3 max-w-2xl text-sm leading-relaxed text-stone-300 @lg:text-base">{shown.shortDescription}</p>
                  {several && (
                    <div aria-hidden="true" className="mt-3 flex justify-center gap-2 @lg:mt-4">
                      {shown.images.map((name, dot) => (
                        <span
                          key={`${name}-${dot}`}
                          className={`h-1.5 rounded-full transition-all ${dot === index ? "w-6 bg-gold" : "w-1.5 bg-white/40"}`}
                        />
                      ))}
                    </div>
                  )}
                </div>
              </div>
            </>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
