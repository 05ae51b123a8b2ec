/**
 * The owner's schedule: the week by crew or six weeks by day, the visits waiting for a date, the
 * rainy-day batch delay, and the settings (wait for the deposit, the private calendar feed, days off).
 */
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card, PageContainer } from "@/components/ui/panels";
import { ReadPending } from "@/components/ui/read-pending";
import { scheduleRangeQuery } from "@/api/schedule";
import { PageMeta } from "@/lib/page-meta";
import { BatchDelayDialog } from "@/features/schedule/batch-delay-dialog";
import { MonthGrid, VisitChip, WeekGrid, monthChipLimit } from "@/features/schedule/schedule-grid";
import { ScheduleSettings } from "@/features/schedule/schedule-settings";
import { torontoDate } from "@shared/quote-rules";
import { addCalendarDays } from "@shared/toronto-wall-clock";
import { formatVisitDay, weekday } from "@shared/schedule/rules";

const mondayOf = (day: string) => addCalendarDays(day, -((weekday(day) + 6) % 7));

function Schedule() {
  const [view, setView] = useState<"week" | "month">("week");
  const [from, setFrom] = useState(() => mondayOf(torontoDate(new Date())));
  const [batchOpen, setBatchOpen] = useState(false);
  const days = view === "week" ? 7 : 42;
  const read = useQuery(scheduleRangeQuery(from, days, view === "month" ? monthChipLimit : undefined));
  const step = view === "week" ? 7 : 28;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-stone-950 sm:text-4xl">Schedule</h1>
          <p className="mt-1 text-stone-700">
            {view === "week" ? "Week" : "Six weeks"} from {formatVisitDay(from)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <div role="group" aria-label="View" className="flex gap-1">
            <Button size="sm" variant={view === "week" ? "dark" : "outline"} aria-pressed={view === "week"} onClick={() => setView("week")}>
              Week
            </Button>
            <Button size="sm" variant={view === "month" ? "dark" : "outline"} aria-pressed={view === "month"} onClick={() => setView("month")}>
              Month
            </Button>
          </div>
          <div role="group" aria-label="Move through the weeks" className="flex gap-1">
            <Button size="sm" variant="outline" aria-label="Earlier" onClick={() => setFrom(addCalendarDays(from, -step))}>
              ←
            </Button>
            <Button size="sm" variant="outline" onClick={() => setFrom(mondayOf(torontoDate(new Date())))}>
              Today
            </Button>
            <Button size="sm" variant="outline" aria-label="Later" onClick={() => setFrom(addCalendarDays(from, step))}>
              →
            </Button>
          </div>
          <Button size="sm" variant="gold" onClick={() => setBatchOpen(true)}>
            Delay a day…
          </Button>
        </div>
      </div>

      {!read.isSuccess ? (
        <ReadPending read={read} noun="schedule" />
      ) : (
        <>
          {view === "week" ? (
            <WeekGrid schedule={read.data} />
          ) : (
            <MonthGrid
              schedule={read.data}
              onOpenWeek={(day) => {
                setView("week");
                setFrom(mondayOf(day));
              }}
            />
          )}
          {read.data.undated.length > 0 && (
            <Card aria-labelledby="undated-heading">
              <h2 id="undated-heading" className="text-lg font-bold text-stone-950">
                Visits on hold ({read.data.undated.length})
              </h2>
              <p className="mt-1 text-sm text-stone-600">On hold, or the client asked for another date.</p>
              <div className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
                {read.data.undated.map((visit) => (
                  <VisitChip key={visit.id} visit={visit} />
                ))}
              </div>
            </Card>
          )}
        </>
      )}
      <ScheduleSettings />
      {batchOpen && <BatchDelayDialog open onOpenChange={(open) => !open && setBatchOpen(false)} />}
    </div>
  );
}

export default function AdminSchedulePage() {
  return (
    <>
      <PageMeta title="Schedule | Forma Concrete Admin" description="The crews' week and month." path="/admin/schedule" noindex />
      <PageContainer width="wide">
        <Schedule />
      </PageContainer>
    </>
  );
}
