import type { cities, projectTypes, timelines } from "@shared/field-rules";

/** Option labels of the quote request form (city, project type, timeline). */
export const cityOptions: { value: (typeof cities)[number]; label: string }[] = [
  { value: "toronto", label: "Toronto" },
  { value: "mississauga", label: "Mississauga" },
  { value: "vaughan", label: "Vaughan" },
  { value: "markham", label: "Markham" },
  { value: "other", label: "Other GTA" },
];

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
