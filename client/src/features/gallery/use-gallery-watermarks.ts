/**
 * Automatic watermarking of the gallery: once the page has loaded, each photo is
 * watermarked in turn, off the main thread, and its watermarked copy replaces the original as soon
 * as it is ready. A photo that cannot be watermarked keeps its original, with a logged warning.
 */
import { useEffect, useState } from "react";
import { imageUrl } from "@/components/ui/responsive-image";
import { imageInfo } from "@/content/image-registry";
import { galleryWatermark } from "@/lib/watermark/watermark-options";
import type { Watermarker } from "@/lib/watermark/watermarker";

/** The gallery watermarks the 1200 px variant: sharp in the dialog, light enough to fetch twelve. */
const sourceWidth = 1200;

export function watermarkSourceUrl(name: string): string {
  const widths: readonly number[] = imageInfo(name)?.widths ?? [sourceWidth];
  const width = widths.includes(sourceWidth) ? sourceWidth : widths[widths.length - 1];
  return imageUrl(name, width, "webp");
}

export type GalleryWatermarks = {
  status: "waiting" | "running" | "done";
  /** Object URLs of the finished watermarked photos. */
  urls: Partial<Record<string, string>>;
  completed: number;
  total: number;
};

function pageLoaded(): Promise<void> {
  if (document.readyState === "complete") return Promise.resolve();
  return new Promise((resolve) => window.addEventListener("load", () => resolve(), { once: true }));
}

export function useGalleryWatermarks(images: string[], enabled = true): GalleryWatermarks {
  const unique = [...new Set(images)];
  const key = unique.join(" ");
  const [state, setState] = useState<GalleryWatermarks>({ status: "waiting", urls: {}, completed: 0, total: unique.length });

  useEffect(() => {
    if (!enabled) return;
    const names = key.split(" ").filter(Boolean);
    let cancelled = false;
    let watermarker: Watermarker | undefined;
    const objectUrls: string[] = [];

    const run = async () => {
      // The page's own images and scripts come first; watermarking starts when they are in.
      await pageLoaded();
      if (cancelled) return;
      setState({ status: "running", urls: {}, completed: 0, total: names.length });
      const { createWatermarker } = await import("@/lib/watermark/watermarker");
      if (cancelled) return;
      watermarker = createWatermarker();
      for (const name of names) {
        try {
          const source = new URL(watermarkSourceUrl(name), window.location.href).href;
          const result = await watermarker.watermark(source, galleryWatermark);
          if (cancelled) return;
          const url = URL.createObjectURL(result.image);
          objectUrls.push(url);
          setState((current) => ({ ...current, urls: { ...current.urls, [name]: url }, completed: current.completed + 1 }));
        } catch (error) {
          if (cancelled) return;
          console.warn(`Could not watermark the gallery photo "${name}"; showing the original.`, error);
          setState((current) => ({ ...current, completed: current.completed + 1 }));
        }
      }
      setState((current) => ({ ...current, status: "done" }));
      watermarker.dispose();
    };

    run().catch((error: unknown) => {
      if (cancelled) return;
      console.warn("Gallery watermarking stopped; showing the originals.", error);
      setState((current) => ({ ...current, status: "done" }));
    });

    return () => {
      cancelled = true;
      watermarker?.dispose();
      for (const url of objectUrls) URL.revokeObjectURL(url);
    };
  }, [key, enabled]);

  return state;
}
