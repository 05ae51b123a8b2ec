/**
 * The quote's choices: groups of alternatives the client picks one of (Finish: Broom / Stamped /
 * Exposed aggregate). Each option's own items are the lines that say "Belongs to" it (line-item-row).
 * What would stop the quote from being sent shows beside the group or option it concerns as the owner
 * types; it never stops a draft from being saved (docs/decisions/0135).
 */
import { useId, useState } from "react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { CheckboxField, Field, controlClasses } from "@/components/ui/field";
import { choiceLimits, type ChoiceGroup } from "@shared/choice-groups";
import type { LineItem } from "@shared/line-items";
import { blankGroup, blankOption, linesAttachedTo, problemsByField, usedIds } from "./choice-editing";
import type { QuoteFormInput } from "./quote-form-schema";

/** The live send problems of the quote being written, by field. */
export function useChoiceProblems(): Map<string, string[]> {
  const form = useFormContext<QuoteFormInput>();
  const [items, groups] = useWatch({ control: form.control, name: ["lineItems", "choiceGroups"] });
  return problemsByField((items ?? []) as LineItem[], (groups ?? []) as ChoiceGroup[]);
}

/** Messages that a send would refuse, shown while typing: a note, not an error that blocks saving. */
export function ChoiceProblems({ messages, testId = "choice-problem" }: { messages: readonly string[] | undefined; testId?: string }) {
  if (!messages || messages.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm font-medium text-amber-900">
      {messages.map((message) => (
        <li key={message} className="flex gap-2">
          <span aria-hidden="true">⚠</span>
          <span data-testid={testId}>{message}</span>
        </li>
      ))}
    </ul>
  );
}

const smallEdge = "aria-disabled:cursor-not-allowed aria-disabled:opacity-50";

type Announce = (message: string) => void;

function OptionFields({
  groupIndex,
  optionIndex,
  count,
  problems,
  onMove,
  onRemove,
}: {
  groupIndex: number;
  optionIndex: number;
  count: number;
  problems: Map<string, string[]>;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  const form = useFormContext<QuoteFormInput>();
  const path = `choiceGroups.${groupIndex}.options.${optionIndex}` as const;
  const errors = form.formState.errors.choiceGroups?.[groupIndex]?.options?.[optionIndex];
  const [optionId, recommended] = useWatch({ control: form.control, name: [`${path}.id`, `choiceGroups.${groupIndex}.recommendedOptionId`] });
  const position = optionIndex + 1;
  return (
    <fieldset className="min-w-0 rounded-lg border border-stone-200 bg-white p-3 sm:p-4" data-testid="choice-option">
      <legend className="px-1 text-sm font-bold text-stone-950">
        Option {position}
        {recommended === optionId && <span className="font-semibold text-emerald-800"> (recommended)</span>}
      </legend>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        <Field label="Option name" error={errors?.label?.message} required>
          <input className={controlClasses} autoComplete="off" placeholder="e.g. Stamped" {...form.register(`${path}.label`)} />
        </Field>
        <Field label="Short description" error={errors?.description?.message}>
          <input
            className={controlClasses}
            autoComplete="off"
            placeholder="e.g. Ashlar slate pattern, two colours, sealed"
            {...form.register(`${path}.description`)}
          />
        </Field>
      </div>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-6">
        <CheckboxField label="Needs a stamped design (pattern and colours)">
          <input type="checkbox" {...form.register(`${path}.needsDesign`)} />
        </CheckboxField>
        <label className="flex items-center gap-3 text-sm text-stone-800">
          <input
            type="radio"
            className="size-5 shrink-0 accent-stone-900"
            name={`recommended-${groupIndex}`}
            checked={recommended === optionId}
            onChange={() => form.setValue(`choiceGroups.${groupIndex}.recommendedOptionId`, optionId, { shouldDirty: true })}
          />
          Recommended
        </label>
      </div>
      <div className="mt-2">
        <ChoiceProblems messages={problems.get(`choiceGroups.${groupIndex}.options.${optionIndex}`)} />
      </div>
      <div className="mt-3 flex flex-wrap gap-2 border-t border-stone-100 pt-3">
        <Button
          variant="outline"
          size="sm"
          className={smallEdge}
          aria-disabled={optionIndex === 0}
          onClick={() => optionIndex > 0 && onMove(optionIndex, optionIndex - 1)}
        >
          Move up<span className="sr-only"> option {position}</span>
        </Button>
        <Button
          variant="outline"
          size="sm"
          className={smallEdge}
          aria-disabled={optionIndex === count - 1}
          onClick={() => optionIndex < count - 1 && onMove(optionIndex, optionIndex + 1)}
        >
          Move down<span className="sr-only"> option {position}</span>
        </Button>
        <Button variant="ghost" size="sm" className="ml-auto text-red-800 hover:bg-red-50" onClick={() => onRemove(optionIndex)}>
          Remove option<span className="sr-only"> {position}</span>
        </Button>
      </div>
    </fieldset>
  );
}

/** Lines attached to removed options go back to the base scope (or to any option, for an add-on). */
function detachLines(form: ReturnType<typeof useFormContext<QuoteFormInput>>, optionIds: readonly string[], announce: Announce, what: string) {
  const items = form.getValues("lineItems");
  const moved = linesAttachedTo(items, optionIds);
  if (moved > 0) {
    const ids = new Set(optionIds);
    form.setValue(
      "lineItems",
      items.map((item) => ({
        ...item,
        optionId: item.optionId && ids.has(item.optionId) ? undefined : item.optionId,
        requiresOptionId: item.requiresOptionId && ids.has(item.requiresOptionId) ? undefined : item.requiresOptionId,
      })),
      { shouldDirty: true },
    );
  }
  announce(moved > 0 ? `${what} removed. ${moved === 1 ? "Its item is" : `Its ${moved} items are`} now in the base scope.` : `${what} removed.`);
}

function GroupFields({
  index,
  count,
  problems,
  onMove,
  onRemove,
  announce,
}: {
  index: number;
  count: number;
  problems: Map<string, string[]>;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  announce: Announce;
}) {
  const form = useFormContext<QuoteFormInput>();
  const options = useFieldArray({ control: form.control, name: `choiceGroups.${index}.options`, keyName: "fieldKey" });
  const errors = form.formState.errors.choiceGroups?.[index];
  const recommended = useWatch({ control: form.control, name: `choiceGroups.${index}.recommendedOptionId` });
  const position = index + 1;
  const optionsError = errors?.options?.root?.message ?? errors?.options?.message;

  const removeOption = (optionIndex: number) => {
    const option = form.getValues(`choiceGroups.${index}.options.${optionIndex}`);
    if (recommended === option.id) form.setValue(`choiceGroups.${index}.recommendedOptionId`, null, { shouldDirty: true });
    options.remove(optionIndex);
    detachLines(form, [option.id], announce, `Option ${option.label.trim() || optionIndex + 1}`);
  };

  return (
    <fieldset className="min-w-0 rounded-xl border border-stone-300 bg-stone-50/60 p-3 sm:p-5" data-testid="choice-group">
      <legend className="px-1 text-sm font-bold text-stone-950">Choice {position}</legend>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <Field label="Choice title" error={errors?.title?.message} required>
          <input className={controlClasses} autoComplete="off" placeholder="e.g. Finish" {...form.register(`choiceGroups.${index}.title`)} />
        </Field>
        <div className="sm:pb-2.5">
          <CheckboxField label="The client must choose one">
            <input type="checkbox" {...form.register(`choiceGroups.${index}.required`)} />
          </CheckboxField>
        </div>
      </div>
      <div className="mt-2">
        <ChoiceProblems messages={problems.get(`choiceGroups.${index}`)} />
      </div>
      <div className="mt-4 flex flex-col gap-3">
        {options.fields.map((field, optionIndex) => (
          <OptionFields
            key={field.fieldKey}
            groupIndex={index}
            optionIndex={optionIndex}
            count={options.fields.length}
            problems={problems}
            onMove={(from, to) => {
              options.move(from, to);
              announce(`Option moved to position ${to + 1} of ${options.fields.length}.`);
            }}
            onRemove={removeOption}
          />
        ))}
      </div>
      {optionsError && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {optionsError}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={options.fields.length >= choiceLimits.maxOptions}
          onClick={() => {
            options.append(blankOption(usedIds(form.getValues("lineItems"), form.getValues("choiceGroups"))));
            announce(`Option ${options.fields.length + 1} added to choice ${position}.`);
          }}
        >
          <span aria-hidden="true">+</span> Add option
        </Button>
        {recommended && (
          <Button variant="ghost" size="sm" onClick={() => form.setValue(`choiceGroups.${index}.recommendedOptionId`, null, { shouldDirty: true })}>
            No recommendation
          </Button>
        )}
        {options.fields.length >= choiceLimits.maxOptions && (
          <span className="text-sm text-stone-600">At most {choiceLimits.maxOptions} options.</span>
        )}
      </div>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-stone-200 pt-3">
        <Button variant="outline" size="sm" className={smallEdge} aria-disabled={index === 0} onClick={() => index > 0 && onMove(index, index - 1)}>
          Move up<span className="sr-only"> choice {position}</span>
        </Button>
        <Button
          variant="outline"
          size="sm"
          className={smallEdge}
          aria-disabled={index === count - 1}
          onClick={() => index < count - 1 && onMove(index, index + 1)}
        >
          Move down<span className="sr-only"> choice {position}</span>
        </Button>
        <Button variant="ghost" size="sm" className="ml-auto text-red-800 hover:bg-red-50" onClick={() => onRemove(index)}>
          Remove choice<span className="sr-only"> {position}</span>
        </Button>
      </div>
    </fieldset>
  );
}

export function ChoiceGroupsEditor() {
  const form = useFormContext<QuoteFormInput>();
  const groups = useFieldArray({ control: form.control, name: "choiceGroups", keyName: "fieldKey" });
  const problems = useChoiceProblems();
  const headingId = useId();
  const [announcement, setAnnouncement] = useState("");
  const listError = form.formState.errors.choiceGroups?.root?.message ?? form.formState.errors.choiceGroups?.message;

  const removeGroup = (index: number) => {
    const group = form.getValues(`choiceGroups.${index}`);
    groups.remove(index);
    detachLines(
      form,
      group.options.map((option) => option.id),
      setAnnouncement,
      `Choice ${group.title.trim() || index + 1}`,
    );
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h3 id={headingId} className="text-base font-bold text-stone-950">
          Choices
        </h3>
        <p className="mt-1 text-sm text-stone-600">
          Alternatives the client picks one of, such as Finish: Broom, Stamped or Exposed aggregate. Give each option its items with “Belongs to” on
          the item; items that belong to no option are the base scope, counted whatever is chosen.
        </p>
      </div>
      {groups.fields.map((field, index) => (
        <GroupFields
          key={field.fieldKey}
          index={index}
          count={groups.fields.length}
          problems={problems}
          onMove={(from, to) => {
            groups.move(from, to);
            setAnnouncement(`Choice moved to position ${to + 1} of ${groups.fields.length}.`);
          }}
          onRemove={removeGroup}
          announce={setAnnouncement}
        />
      ))}
      <ChoiceProblems messages={problems.get("choiceGroups")} />
      {listError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          disabled={groups.fields.length >= choiceLimits.maxGroups}
          onClick={() => {
            groups.append(blankGroup(usedIds(form.getValues("lineItems"), form.getValues("choiceGroups"))));
            setAnnouncement(`Choice ${groups.fields.length + 1} added with two options to name.`);
          }}
        >
          <span aria-hidden="true">+</span> Add a choice
        </Button>
        {groups.fields.length >= choiceLimits.maxGroups && (
          <span className="text-sm text-stone-600">A quote holds at most {choiceLimits.maxGroups} choices.</span>
        )}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
