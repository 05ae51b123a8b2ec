/**
 * A visit's time as the owner's forms type it (a new visit, a proposed date, a move to a chosen
 * date): the start time, the arrival window (only with a start time) and the length in days. They are
 * fields of the form around them (its react-hook-form context), and `timeBody` turns them into the
 * API's numbers and nulls.
 */
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import { Field, controlClasses } from "@/components/ui/field";

const windowChoices: Array<[string, string]> = [
  ["", "No arrival window"],
  ["30", "30 minutes"],
  ["60", "1 hour"],
  ["120", "2 hours"],
  ["180", "3 hours"],
  ["240", "4 hours"],
];

export type TimeValue = { startTime: string; windowMinutes: string; spanDays: string };

export const timeBody = (time: TimeValue) => ({
  startTime: time.startTime || null,
  windowMinutes: time.startTime && time.windowMinutes ? Number(time.windowMinutes) : null,
  spanDays: Number(time.spanDays) || 1,
});

export function TimeFields() {
  const form = useFormContext<TimeValue>();
  const { errors } = useFormState({ control: form.control });
  const startTime = useWatch({ control: form.control, name: "startTime" });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Start time (optional)" error={errors.startTime?.message}>
        <input type="time" className={controlClasses} {...form.register("startTime")} />
      </Field>
      <Field label="Arrival window" error={errors.windowMinutes?.message}>
        <select className={controlClasses} {...form.register("windowMinutes")} disabled={!startTime}>
          {windowChoices.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Length in days" error={errors.spanDays?.message}>
        <input type="number" min={1} max={10} className={controlClasses} {...form.register("spanDays")} />
      </Field>
    </div>
  );
}
