/** The photos sent with a lead or with the estimate form, for the admin (the URLs need an admin session). */
import { useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

/** The small WebP made for lists (the photo itself for photos stored before thumbnails existed). */
const thumbnailUrl = (photoUrl: string) => `${photoUrl}/thumbnail`;

/** Thumbnails of the photos a visitor sent, each opening the full photo in a dialog (with a link to it alone). */
export function PhotoThumbnails({ urls, owner }: { urls: string[]; owner: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (urls.length === 0) return <span className="text-stone-600">None</span>;
  return (
    <>
      <ul className="flex flex-wrap gap-2">
        {urls.map((url, index) => (
          <li key={url}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              className="block overflow-hidden rounded-lg border border-stone-200 bg-stone-100 hover:border-stone-900"
            >
              <img
                src={thumbnailUrl(url)}
                alt={`Photo ${index + 1} from ${owner}`}
                width={96}
                height={96}
                loading="lazy"
                decoding="async"
                className="size-24 object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        title={`Photo ${(open ?? 0) + 1} of ${urls.length} from ${owner}`}
        size="xl"
      >
        {open !== null && (
          <div className="flex flex-col gap-4">
            <img
              src={urls[open]}
              alt={`Photo ${open + 1} from ${owner}, full size`}
              className="max-h-[70vh] w-full rounded-lg bg-stone-100 object-contain"
            />
            <div className="flex flex-wrap gap-3">
              {urls.length > 1 && (
                <>
                  <Button variant="outline" size="sm" onClick={() => setOpen((open - 1 + urls.length) % urls.length)}>
                    Previous photo
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setOpen((open + 1) % urls.length)}>
                    Next photo
                  </Button>
                </>
              )}
              <a href={urls[open]} target="_blank" rel="noopener" className={buttonClasses("ghost", "sm")}>
                Open full size<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </div>
          </div>
        )}
      </Dialog>
    </>
  );
}
