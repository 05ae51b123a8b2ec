/** The large view of one gallery photo: image, title, description and category. */
import { Dialog } from "@/components/ui/dialog";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { imageInfo } from "@/content/image-registry";
import { CategoryBadge } from "./gallery-card";
import type { GalleryItem } from "./gallery-items";

export default function GalleryItemDialog({
  item,
  watermarkedUrl,
  onClose,
}: {
  item: GalleryItem | null;
  watermarkedUrl?: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()} title={item?.title ?? ""} size="xl">
      {item && (
        <figure>
          <div className="overflow-hidden rounded-lg bg-stone-200">
            {watermarkedUrl ? (
              <img
                src={watermarkedUrl}
                alt={item.alt}
                width={imageInfo(item.image)?.width}
                height={imageInfo(item.image)?.height}
                className="h-auto w-full"
                data-watermarked="true"
              />
            ) : (
              <ResponsiveImage name={item.image} alt={item.alt} sizes="(min-width: 1100px) 960px, 100vw" className="h-auto w-full" priority />
            )}
          </div>
          <figcaption className="mt-5">
            <CategoryBadge category={item.category} />
            <p className="mt-3 text-lg leading-relaxed text-stone-700">{item.description}</p>
          </figcaption>
        </figure>
      )}
    </Dialog>
  );
}
