/** The tool's settings: text, position, opacity and font size. */
import { controlClasses, Field } from "@/components/ui/field";
import { positionLabels, sliderRanges, watermarkPositions, type WatermarkOptions, type WatermarkPosition } from "@/lib/watermark/watermark-options";

const sliderClasses = "h-11 w-full cursor-pointer accent-stone-900";

export function WatermarkSettings({
  options,
  onChange,
  disabled,
}: {
  options: WatermarkOptions;
  onChange: (options: WatermarkOptions) => void;
  disabled?: boolean;
}) {
  const opacityPercent = Math.round(options.opacity * 100);
  const set = (change: Partial<WatermarkOptions>) => onChange({ ...options, ...change });
  return (
    <fieldset disabled={disabled} className="grid gap-5 sm:grid-cols-2">
      <legend className="sr-only">Watermark settings</legend>
      <Field label="Watermark text" className="sm:col-span-2">
        <input type="text" value={options.text} maxLength={60} onChange={(event) => set({ text: event.target.value })} className={controlClasses} />
      </Field>
      <Field label="Position">
        <select value={options.position} onChange={(event) => set({ position: event.target.value as WatermarkPosition })} className={controlClasses}>
          {watermarkPositions.map((position) => (
            <option key={position} value={position}>
              {positionLabels[position]}
            </option>
          ))}
        </select>
      </Field>
      <div className="hidden sm:block" />
      <Field label={`Opacity: ${opacityPercent}%`}>
        <input
          type="range"
          min={sliderRanges.opacityPercent.min}
          max={sliderRanges.opacityPercent.max}
          step={sliderRanges.opacityPercent.step}
          value={opacityPercent}
          aria-valuetext={`${opacityPercent}%`}
          onChange={(event) => set({ opacity: Number(event.target.value) / 100 })}
          className={sliderClasses}
        />
      </Field>
      <Field label={`Font size: ${options.fontSize} px`} hint="On photos up to 1,200 px wide; wider photos get proportionally larger text.">
        <input
          type="range"
          min={sliderRanges.fontSize.min}
          max={sliderRanges.fontSize.max}
          step={sliderRanges.fontSize.step}
          value={options.fontSize}
          aria-valuetext={`${options.fontSize} pixels`}
          onChange={(event) => set({ fontSize: Number(event.target.value) })}
          className={sliderClasses}
        />
      </Field>
    </fieldset>
  );
}
