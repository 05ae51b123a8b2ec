/**
 * The words of a project the owner writes, shared by "Publish on the website" (contract page) and
 * the Edit dialog (Website projects): title, description, finishes, city, date, type and the first
 * photo's description. The city is a list, never free text, so no street address can slip onto the site.
 * They are fields of the form around them (its react-hook-form context); a field's message goes as
 * soon as that field is changed.
 */
import { useId } from "react";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import { projectTypes, siteCityNames, siteLimits, siteProjectCategories, type ProjectType, type SiteProjectCategory } from "@shared/site/content";
import { Field, SelectOptions, controlClasses } from "@/components/ui/field";
import { fieldMessage } from "@/lib/field-message";
import { OptionGroup, OptionTile } from "./option-tile";
import type { ProjectDraft } from "./project-draft";

const typeLabels = { residential: "Residential", commercial: "Commercial" } as const;

const counter = (text: string, max: number) => `${text.trim().length} of ${max} characters`;

export function ProjectFields() {
  const typeName = useId();
  const form = useFormContext<ProjectDraft>();
  const { errors } = useFormState({ control: form.control });
  const [shortDescription, categories, type] = useWatch({ control: form.control, name: ["shortDescription", "categories", "type"] });
  const register = (field: "title" | "shortDescription" | "alt" | "city" | "date") =>
    form.register(field, { onChange: () => form.clearErrors(field) });
  const toggleCategory = (category: SiteProjectCategory, on: boolean) => {
    form.setValue("categories", on ? [...categories, category] : categories.filter((each) => each !== category));
    form.clearErrors("categories");
  };
  const chooseType = (chosen: ProjectType) => {
    form.setValue("type", chosen);
    form.clearErrors("type");
  };
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <Field
        label="Title"
        error={errors.title?.message}
        hint="What a visitor sees first, e.g. “Slate Grey Ashlar Driveway”."
        required
        className="md:col-span-2"
      >
        <input className={controlClasses} maxLength={siteLimits.titleMax} autoComplete="off" {...register("title")} />
      </Field>
      <Field
        label="Short description"
        error={errors.shortDescription?.message}
        hint={`What was done and how it turned out. ${counter(shortDescription, siteLimits.descriptionMax)}.`}
        required
        className="md:col-span-2"
      >
        <textarea className={controlClasses} rows={4} maxLength={siteLimits.descriptionMax} {...register("shortDescription")} />
      </Field>
      <OptionGroup legend="Finishes" hint="Choose one or two." error={fieldMessage(errors.categories)} columns className="md:col-span-2">
        {siteProjectCategories.map((category) => {
          const checked = categories.includes(category);
          return (
            <OptionTile
              key={category}
              type="checkbox"
              label={category}
              checked={checked}
              // Two at most: the others wait until one is unticked.
              disabled={!checked && categories.length >= 2}
              onChange={(event) => toggleCategory(category, event.target.checked)}
            />
          );
        })}
      </OptionGroup>
      <Field label="City" error={errors.city?.message} hint="Only the city is shown. The street address and the client's name never are." required>
        <select className={controlClasses} {...register("city")}>
          <option value="">Choose a city</option>
          <SelectOptions values={siteCityNames} />
        </select>
      </Field>
      <Field label="Date finished" error={errors.date?.message} required>
        <input type="date" className={controlClasses} {...register("date")} />
      </Field>
      <OptionGroup legend="Type of job" error={errors.type?.message} columns className="md:col-span-2">
        {projectTypes.map((option) => (
          <OptionTile
            key={option}
            type="radio"
            name={typeName}
            label={typeLabels[option]}
            checked={type === option}
            onChange={() => chooseType(option)}
          />
        ))}
      </OptionGroup>
      <Field
        label="Photo description"
        error={errors.alt?.message}
        hint="What the first photo shows, for people who cannot see it, e.g. “Grey stamped driveway in front of a brick house”."
        required
        className="md:col-span-2"
      >
        <textarea className={controlClasses} rows={2} maxLength={siteLimits.altMax} {...register("alt")} />
      </Field>
    </div>
  );
}
