/**
 * The drawn signature: signature_pad with a white background, a black pen,
 * line width 1 to 3, throttle 16 ms and minimum distance 5. Works with a finger, a pen or a mouse,
 * and keeps the drawing when the window is resized or the phone rotates: the strokes are saved,
 * the canvas is resized for the screen's pixel ratio, and the strokes are drawn again (scaled to
 * the new size so nothing is cut off). Someone who cannot draw can adopt their typed name instead.
 */
import SignaturePad, { type PointGroup } from "signature_pad";
import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState } from "react";
import { Button } from "@/components/ui/button";

export const signaturePadOptions = {
  backgroundColor: "rgb(255, 255, 255)",
  penColor: "rgb(0, 0, 0)",
  minWidth: 1,
  maxWidth: 3,
  throttle: 16,
  minDistance: 5,
} as const;

export type SignaturePadHandle = {
  /** The signature as a PNG data URL, or "" when there is none. */
  toDataURL: () => string;
  focus: () => void;
};

type Props = {
  /** Called with true after a stroke (or an adopted typed name), false when cleared. */
  onChange: (hasSignature: boolean) => void;
  /** The signer's typed name, for "Use my typed name". */
  typedName: string;
  disabled?: boolean;
  invalid?: boolean;
};

type Size = { width: number; height: number; ratio: number };

function scaleStrokes(groups: PointGroup[], factor: number): PointGroup[] {
  if (factor === 1) return groups;
  return groups.map((group) => ({ ...group, points: group.points.map((point) => ({ ...point, x: point.x * factor, y: point.y * factor })) }));
}

/** Writes a name across the pad in a handwriting-style face, as an adopted signature. */
function drawTypedName(canvas: HTMLCanvasElement, name: string, size: Size) {
  const context = canvas.getContext("2d");
  if (!context) return;
  let fontSize = Math.min(56, size.height * 0.42);
  const font = (px: number) => `italic ${px}px "Segoe Script", "Brush Script MT", "Snell Roundhand", "URW Chancery L", cursive`;
  context.font = font(fontSize);
  while (fontSize > 14 && context.measureText(name).width > size.width - 70) {
    fontSize -= 2;
    context.font = font(fontSize);
  }
  context.fillStyle = signaturePadOptions.penColor;
  context.textAlign = "left";
  context.textBaseline = "alphabetic";
  // On the signature line drawn under the pad (40 px from its bottom), after the "×".
  context.fillText(name, Math.max(44, (size.width - context.measureText(name).width) / 2), size.height - 48);
}

export const SignatureField = forwardRef<SignaturePadHandle, Props>(function SignatureField(
  { onChange, typedName, disabled = false, invalid = false },
  ref,
) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const sizeRef = useRef<Size>({ width: 0, height: 0, ratio: 0 });
  /** The adopted typed name while that is the signature; null while drawing. */
  const typedRef = useRef<string | null>(null);
  const [hasSignature, setHasSignature] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const labelId = useId();
  const hintId = useId();
  const statusId = useId();

  const report = (value: boolean) => {
    setHasSignature(value);
    onChangeRef.current(value);
  };

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, signaturePadOptions);
    padRef.current = pad;

    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = canvas.offsetWidth;
      const height = canvas.offsetHeight;
      const previous = sizeRef.current;
      if (!width || !height) return;
      if (width === previous.width && height === previous.height && ratio === previous.ratio) return;
      const strokes = pad.toData();
      const factor = previous.width ? Math.min(width / previous.width, height / previous.height) : 1;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      canvas.getContext("2d")?.scale(ratio, ratio);
      sizeRef.current = { width, height, ratio };
      pad.clear(); // paints the white background at the new size
      if (typedRef.current) drawTypedName(canvas, typedRef.current, sizeRef.current);
      else if (strokes.length) pad.fromData(scaleStrokes(strokes, factor));
    };

    const beginStroke = () => {
      // Drawing replaces an adopted typed name.
      if (typedRef.current) {
        typedRef.current = null;
        pad.clear();
      }
    };
    const endStroke = () => report(!pad.isEmpty());
    pad.addEventListener("beginStroke", beginStroke);
    pad.addEventListener("endStroke", endStroke);

    fit();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => fit());
    observer?.observe(canvas);
    window.addEventListener("resize", fit);
    window.addEventListener("orientationchange", fit);
    return () => {
      observer?.disconnect();
      window.removeEventListener("resize", fit);
      window.removeEventListener("orientationchange", fit);
      pad.removeEventListener("beginStroke", beginStroke);
      pad.removeEventListener("endStroke", endStroke);
      pad.off();
      padRef.current = null;
      sizeRef.current = { width: 0, height: 0, ratio: 0 };
    };
    // The pad lives as long as the canvas; callbacks are read through refs.
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  useImperativeHandle(
    ref,
    () => ({
      toDataURL: () => {
        const pad = padRef.current;
        if (!pad || (!typedRef.current && pad.isEmpty())) return "";
        return pad.toDataURL("image/png");
      },
      focus: () => {
        canvasRef.current?.scrollIntoView({ block: "center", behavior: "smooth" });
        canvasRef.current?.focus({ preventScroll: true });
      },
    }),
    [],
  );

  const clear = () => {
    typedRef.current = null;
    padRef.current?.clear();
    report(false);
  };

  const adoptTypedName = () => {
    const pad = padRef.current;
    const canvas = canvasRef.current;
    const name = typedName.trim();
    if (!pad || !canvas || !name) return;
    pad.clear();
    typedRef.current = name;
    drawTypedName(canvas, name, sizeRef.current);
    report(true);
  };

  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} className="text-sm font-semibold text-stone-900">
        Signature
      </p>
      <p id={hintId} className="text-sm text-stone-600">
        Draw your signature with a finger or mouse
      </p>
      <div
        className={`relative overflow-hidden rounded-lg border-2 bg-white has-[canvas:focus]:ring-4 has-[canvas:focus]:ring-gold/50 ${invalid ? "border-red-600" : hasSignature ? "border-stone-900" : "border-dashed border-stone-400"}`}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-labelledby={labelId}
          aria-describedby={`${hintId} ${statusId}`}
          tabIndex={-1}
          className="block h-48 w-full cursor-crosshair touch-none select-none focus:outline-none sm:h-56"
          data-testid="signature-pad"
        />
        <span aria-hidden="true" className="pointer-events-none absolute inset-x-6 bottom-10 border-b border-stone-300" />
        <span aria-hidden="true" className="pointer-events-none absolute bottom-11 left-6 text-lg text-stone-400">
          ×
        </span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={statusId} className="text-sm text-stone-700" aria-live="polite">
          {hasSignature ? "Signature added." : "No signature yet."}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={adoptTypedName} disabled={disabled || typedName.trim().length < 2}>
            Use my typed name
          </Button>
          <Button variant="outline" size="sm" onClick={clear} disabled={disabled}>
            Clear
          </Button>
        </div>
      </div>
    </div>
  );
});
