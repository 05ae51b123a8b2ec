/**
 * A live picture of where the mark will sit, at the chosen size and opacity, on the first chosen
 * photo (or a concrete-grey stand-in). Sizes are container-relative so the preview matches the
 * reference-width rule of watermark-layout.ts.
 */
import { useEffect, useState, type CSSProperties } from "react";
import { watermarkStyle, type WatermarkOptions } from "./watermark-options";

const toPreview = (px: number) => `calc(${px} * 100cqw / ${watermarkStyle.referenceWidth})`;

function placement(position: WatermarkOptions["position"]): CSSProperties {
  const margin = toPreview(watermarkStyle.margin);
  if (position === "center") return { top: "50%", left: "50%", transform: "translate(-50%, -50%)", textAlign: "center" };
  const [vertical, horizontal] = position.split("-");
  return { [vertical]: margin, [horizontal]: margin, textAlign: horizontal as "left" | "right" };
}

export function WatermarkPreview({ options, photo }: { options: WatermarkOptions; photo?: File }) {
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!photo) return;
    const url = URL.createObjectURL(photo);
    setPhotoUrl(url);
    return () => {
      URL.revokeObjectURL(url);
      setPhotoUrl(null);
    };
  }, [photo]);

  return (
    <figure>
      <div className="relative aspect-[3/2] overflow-hidden rounded-lg bg-gradient-to-br from-stone-300 via-stone-400 to-stone-500 [container-type:inline-size]">
        {photoUrl && <img src={photoUrl} alt="" className="absolute inset-0 size-full object-cover" decoding="async" />}
        <div
          aria-hidden="true"
          className="absolute whitespace-nowrap font-bold leading-none"
          style={{ ...placement(options.position), opacity: options.opacity, color: options.color, fontFamily: options.fontFamily, textShadow: "0 1px 3px rgba(0,0,0,0.45)" }}
        >
          <div style={{ fontSize: toPreview(options.fontSize) }}>{options.text}</div>
          <div style={{ fontSize: toPreview(options.fontSize * watermarkStyle.secondLineScale), marginTop: toPreview(options.fontSize * watermarkStyle.lineGap) }}>
            {watermarkStyle.secondLine}
          </div>
        </div>
      </div>
      <figcaption className="mt-2 text-sm text-stone-600">{photo ? `Preview on ${photo.name}` : "Preview of the mark"}</figcaption>
    </figure>
  );
}
