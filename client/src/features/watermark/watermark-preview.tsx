/**
 * A live picture of where the mark will sit, at the chosen size and opacity, on the first chosen
 * photo (or a concrete-grey stand-in of the reference width). Sizes are container-relative and
 * follow the rule of lib/watermark/watermark-layout.ts, so the preview matches the output.
 */
import { useEffect, useState, type CSSProperties } from "react";
import { watermarkStyle, type WatermarkOptions } from "@/lib/watermark/watermark-options";

type PhotoSize = { width: number; height: number };
const standIn: PhotoSize = { width: watermarkStyle.referenceWidth, height: (watermarkStyle.referenceWidth * 2) / 3 };

/** A length in photo pixels (before the large-photo scale) as a share of the preview's width. */
function lengthOn(photo: PhotoSize) {
  const scale = Math.max(1, photo.width / watermarkStyle.referenceWidth);
  return (px: number) => `calc(${px * scale} * 100cqw / ${photo.width})`;
}

function placement(position: WatermarkOptions["position"], margin: string): CSSProperties {
  if (position === "center") return { top: "50%", left: "50%", transform: "translate(-50%, -50%)", textAlign: "center" };
  const [vertical, horizontal] = position.split("-");
  return { [vertical]: margin, [horizontal]: margin, textAlign: horizontal as "left" | "right" };
}

export function WatermarkPreview({ options, photo }: { options: WatermarkOptions; photo?: File }) {
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  const [size, setSize] = useState<PhotoSize>(standIn);
  useEffect(() => {
    if (!photo) return;
    const url = URL.createObjectURL(photo);
    // The object URL is an outside resource: made here and revoked in the cleanup, with its state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPhotoUrl(url);
    return () => {
      URL.revokeObjectURL(url);
      setPhotoUrl(null);
      setSize(standIn);
    };
  }, [photo]);

  const length = lengthOn(size);
  return (
    <figure>
      <div
        className="relative mx-auto max-h-80 max-w-full overflow-hidden rounded-lg bg-gradient-to-br from-stone-300 via-stone-400 to-stone-500 [container-type:inline-size]"
        style={{ aspectRatio: `${size.width} / ${size.height}`, width: `min(100%, calc(20rem * ${size.width / size.height}))` }}
      >
        {photoUrl && (
          <img
            src={photoUrl}
            alt=""
            className="absolute inset-0 size-full object-fill"
            decoding="async"
            onLoad={(event) => setSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
          />
        )}
        <div
          aria-hidden="true"
          className="absolute whitespace-nowrap font-bold leading-none"
          style={{
            ...placement(options.position, length(watermarkStyle.margin)),
            opacity: options.opacity,
            color: options.color,
            fontFamily: options.fontFamily,
            textShadow: "0 1px 3px rgba(0,0,0,0.45)",
          }}
        >
          <div style={{ fontSize: length(options.fontSize) }}>{options.text}</div>
          <div
            style={{
              fontSize: length(options.fontSize * watermarkStyle.secondLineScale),
              marginTop: length(options.fontSize * watermarkStyle.lineGap),
            }}
          >
            {watermarkStyle.secondLine}
          </div>
        </div>
      </div>
      <figcaption className="mt-2 text-center text-sm text-stone-600">{photo ? `Preview on ${photo.name}` : "Preview of the mark"}</figcaption>
    </figure>
  );
}
