/**
 * The words of a project the owner writes, shared by "Publish on the website" (contract page) and
 * the Edit dialog (Website projects): title, description, finishes, city, date, type and the first
 * photo's description. The city is a list, never free text, so no street address can slip onto the site.
 */
import { useId } from "react";
import { projectTypes, siteCityNames, siteLimits, siteProjectCategories, type SiteProjectCategory } from "@shared/site-content";
import { Field, controlClasses } from "@/components/ui/field";
import { OptionGroup, OptionTile } from "./option-tile";
import type { ProjectDraft, ProjectErrors } from "./project-draft";

type Props = {
  draft: ProjectDraft;
  errors: ProjectErrors;
  onChange: <Key extends keyof ProjectDraft>(field: Key, value: ProjectDraft[Key]) => void;
};

const typeLabels = { residential: "Residential", commercial: "Commercial" } as const;

const counter = (text: string, max: number) => `${text.trim().length} of ${max} characters`;

export function ProjectFields({ draft, errors, onChange }: Props) {
  const typeName = useId();
  const toggleCategory = (category: SiteProjectCategory, on: boolean) =>
    onChange("categories", on ? [...draft.categories, category] : draft.categories.filter((each) => each !== category));
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <Field
        label="Title"
        error={errors.title}
        hint="What a visitor sees first, e.g. “Slate Grey Ashlar Driveway”."
        required
        className="md:col-span-2"
      >
        <input
          className={controlClasses}
          maxLength={siteLimits.titleMax}
          autoComplete="off"
          value={draft.title}
          onChange={(event) => onChange("title", event.target.value)}
        />
      </Field>
      <Field
        label="Short description"
        error={errors.shortDescription}
        hint={`What was done and how it turned out. ${counter(draft.shortDescription, siteLimits.descriptionMax)}.`}
        required
        className="md:col-span-2"
      >
        <textarea
          className={controlClasses}
          rows={4}
          maxLength={siteLimits.descriptionMax}
          value={draft.shortDescription}
          onChange={(event) => onChange("shortDescription", event.target.value)}
        />
      </Field>
      <OptionGroup legend="Finishes" hint="Choose one or two." error={errors.categories} columns className="md:col-span-2">
        {siteProjectCategories.map((category) => {
          const checked = draft.categories.includes(category);
          return (
            <OptionTile
              key={category}
              type="checkbox"
              label={category}
              checked={checked}
              // Two at most: the others wait until one is unticked.
              disabled={!checked && draft.categories.length >= 2}
              onChange={(event) => toggleCategory(category, event.target.checked)}
            />
          );
        })}
      </OptionGroup>
      <Field label="City" error={errors.city} hint="Only the city is shown. The street address and the client's name never are." required>
        <select className={controlClasses} value={draft.city} onChange={(event) => onChange("city", event.target.value)}>
          <option value="">Choose a city</option>
          {siteCityNames.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Date finished" error={errors.date} required>
        <input type="date" className={controlClasses} value={draft.date} onChange={(event) => onChange("date", event.target.value)} />
      </Field>
      <OptionGroup legend="Type of job" error={errors.type} columns className="md:col-span-2">
        {projectTypes.map((type) => (
          <OptionTile
            key={type}
            type="radio"
            name={typeName}
            label={typeLabels[type]}
            checked={draft.type === type}
            onChange={() => onChange("type", type)}
          />
        ))}
      </OptionGroup>
      <Field
        label="Photo description"
        error={errors.alt}
        hint="What the first photo shows, for people who cannot see it, e.g. “Grey stamped driveway in front of a brick house”."
        required
        className="md:col-span-2"
      >
        <textarea
          className={controlClasses}
          rows={2}
          maxLength={siteLimits.altMax}
          value={draft.alt}
          onChange={(event) => onChange("alt", event.target.value)}
        />
      </Field>
    </div>
  );
}
