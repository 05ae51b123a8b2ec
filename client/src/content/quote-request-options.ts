import type { projectTypes, timelines } from "@shared/field-rules";
import { cityChoices, type CityCode } from "@shared/service-cities";

/** Option labels of the quote request form (city, project type, timeline). */
export const cityOptions: { value: CityCode; label: string }[] = cityChoices.map((choice) => ({ value: choice.slug, label: choice.label }));

export const projectTypeOptions: { value: (typeof projectTypes)[number]; label: string }[] = [
  { value: "Stamped Concrete", label: "Stamped Concrete" },
  { value: "Broom Finish", label: "Broom Finish" },
  { value: "Both", label: "Both Services" },
];

export const timelineOptions: { value: (typeof timelines)[number]; label: string }[] = [
  { value: "asap", label: "ASAP (within 2 weeks)" },
  { value: "month", label: "Within a month" },
  { value: "flexible", label: "Flexible" },
  { value: "planning", label: "Just planning" },
];
