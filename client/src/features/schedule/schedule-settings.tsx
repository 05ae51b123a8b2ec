/** The schedule's settings: wait for the deposit, the private calendar feed, the owner's days off, crews. */
import { useQuery } from "@tanstack/react-query";
import { useWatch } from "react-hook-form";
import { z } from "zod/mini";
import { Button } from "@/components/ui/button";
import { Field, controlClasses } from "@/components/ui/field";
import { Card } from "@/components/ui/panels";
import { toast } from "@/components/ui/toast-store";
import { holidaysQuery, scheduleSettingsQuery } from "@/api/schedule";
import { ApiError } from "@/lib/api";
import { messagesOnSubmit, useZodForm } from "@/lib/use-zod-form";
import { useAddCrew, useRemoveHoliday, useReplaceScheduleFeed, useSaveScheduleSettings, useSetHoliday } from "./mutations";
import { calendarDay, crewSchema, holidaySchema } from "@shared/schedule/input";
import { formatVisitDay } from "@shared/schedule/rules";

const problem = (error: unknown) =>
  error instanceof ApiError ? (error.serverMessage ?? "Not saved") : error ? "Not saved: check the connection" : undefined;

/** A day off: its day (the request's address) and its name. */
const holidayFormSchema = z.object({ day: calendarDay(), name: holidaySchema.shape.name });
const crewFormSchema = z.object({ name: crewSchema.shape.name });

export function ScheduleSettings() {
  const settings = useQuery(scheduleSettingsQuery());
  const holidays = useQuery(holidaysQuery());
  const dayOff = useZodForm(holidayFormSchema, { ...messagesOnSubmit, defaultValues: { day: "", name: "" } });
  const [day, name] = useWatch({ control: dayOff.control, name: ["day", "name"] });
  const crewForm = useZodForm(crewFormSchema, { ...messagesOnSubmit, defaultValues: { name: "" } });
  const crew = useWatch({ control: crewForm.control, name: "name" });
  const wait = useSaveScheduleSettings();
  const replace = useReplaceScheduleFeed({
    onSuccess: () => toast({ title: "Feed address replaced", description: "Subscribe again with the new address.", variant: "success" }),
  });
  const holiday = useSetHoliday({ onSuccess: () => dayOff.reset() });
  const unholiday = useRemoveHoliday();
  const newCrew = useAddCrew({ onSuccess: () => crewForm.reset() });
  const feedUrl = settings.data && typeof window !== "undefined" ? `${window.location.origin}${settings.data.settings.feedPath}` : "";
  return (
    <Card aria-labelledby="schedule-settings-heading">
      <h2 id="schedule-settings-heading" className="text-lg font-bold text-stone-950">
        Settings
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-3">
          <label className="flex items-start gap-2 text-stone-800">
            <input
              type="checkbox"
              className="mt-1 size-4"
              checked={settings.data?.settings.waitForDeposit ?? true}
              disabled={!settings.data || wait.isPending}
              onChange={(event) => wait.mutate(event.target.checked)}
            />
            <span>First dates wait for the deposit</span>
          </label>
          <h3 className="mt-2 font-semibold text-stone-900">Your calendar feed</h3>
          <p className="text-sm text-stone-600">
            Subscribe to it on your phone to see every visit. Keep it private; calendars refresh it about hourly (Google's can take longer).
          </p>
          {feedUrl && <code className="block break-all rounded bg-stone-100 p-2 text-xs text-stone-800">{feedUrl}</code>}
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              disabled={!feedUrl}
              onClick={() => navigator.clipboard.writeText(feedUrl).then(() => toast({ title: "Feed address copied", variant: "success" }))}
            >
              Copy
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={replace.isPending}
              onClick={() => window.confirm("Replace the address? The old one stops working.") && replace.mutate()}
            >
              Replace address
            </Button>
          </div>
        </div>
        <form className="flex flex-col gap-3" aria-label="Days off" onSubmit={dayOff.handleSubmit((entry) => holiday.mutate(entry))}>
          <h3 className="font-semibold text-stone-900">Days off besides Sundays</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {(holidays.data?.holidays ?? []).map((entry) => (
              <li key={entry.day} className="flex items-center justify-between gap-2">
                <span>
                  {formatVisitDay(entry.day)}: {entry.name}
                </span>
                <Button type="button" size="sm" variant="ghost" aria-label={`Remove ${entry.name}`} onClick={() => unholiday.mutate(entry.day)}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
          <Field label="Day" error={dayOff.formState.errors.day?.message}>
            <input type="date" className={controlClasses} {...dayOff.register("day")} />
          </Field>
          <Field label="Name" error={dayOff.formState.errors.name?.message ?? problem(holiday.error)}>
            <input className={controlClasses} maxLength={80} placeholder="Thanksgiving" {...dayOff.register("name")} />
          </Field>
          <Button type="submit" size="sm" variant="outline" className="self-start" disabled={!day || !name || holiday.isPending}>
            Add day off
          </Button>
        </form>
        <form className="flex flex-col gap-3" aria-label="Crews" onSubmit={crewForm.handleSubmit(({ name: crewName }) => newCrew.mutate(crewName))}>
          <h3 className="font-semibold text-stone-900">Crews</h3>
          <Field label="New crew" error={crewForm.formState.errors.name?.message ?? problem(newCrew.error)}>
            <input className={controlClasses} maxLength={60} placeholder="Crew B" {...crewForm.register("name")} />
          </Field>
          <Button type="submit" size="sm" variant="outline" className="self-start" disabled={!crew || newCrew.isPending}>
            Add crew
          </Button>
        </form>
      </div>
    </Card>
  );
}
