/**
 * One entry of the design catalogue as a form: kind (when adding), name, maker, code and a swatch image
 * from the phone's camera or its files. Checked with the server's own rules (shared/design-catalogue-entry.ts)
 * before it is sent; the server's messages come back under the same fields.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod/mini";
import { Button } from "@/components/ui/button";
import { Field, SelectOptions, controlClasses } from "@/components/ui/field";
import { showFieldErrors } from "@/lib/server-field-errors";
import { messagesOnSubmit, useZodForm } from "@/lib/use-zod-form";
import { catalogueKindLabels, catalogueKinds, swatchLimits, type CatalogueKind } from "@shared/design-catalogue";
import { catalogueEntryMessages, catalogueEntrySchema, type CatalogueEntryInput } from "@shared/design-catalogue-entry";

export type CatalogueDraft = { kind: CatalogueKind; name: string; maker: string; code: string };
export type CatalogueFormErrors = Partial<Record<keyof CatalogueDraft | "swatch", string>>;
export type CatalogueSubmission = { entry: CatalogueEntryInput; swatch?: File; removeSwatch: boolean };

export const blankCatalogueDraft = (kind: CatalogueKind = "pattern"): CatalogueDraft => ({ kind, name: "", maker: "", code: "" });

const swatchAccept = "image/jpeg,image/png,image/webp,image/heic,image/heif";

/** The entry's own rules, and the swatch's size: the server refuses it too, but saying so here spares the owner the upload on a phone connection. */
const catalogueFormSchema = z.extend(catalogueEntrySchema, {
  swatch: z.optional(z.custom<File>().check(z.refine((file) => file.size <= swatchLimits.maxBytes, catalogueEntryMessages.swatchTooLarge))),
});
const fields = ["kind", "name", "maker", "code", "swatch"] as const;

/**
 * The chosen image and its preview address, so the owner sees it is the right photo before sending.
 * Each address is let go when another image is chosen or the form goes away.
 */
function useChosenImage(): [{ file: File; url: string } | undefined, (file: File | undefined) => void] {
  const [chosen, setChosen] = useState<{ file: File; url: string }>();
  const current = useRef<string | undefined>(undefined);
  useEffect(() => () => (current.current ? URL.revokeObjectURL(current.current) : undefined), []);
  const choose = (file: File | undefined) => {
    if (current.current) URL.revokeObjectURL(current.current);
    const next = file ? { file, url: URL.createObjectURL(file) } : undefined;
    current.current = next?.url;
    setChosen(next);
  };
  return [chosen, choose];
}

type Props = {
  initial: CatalogueDraft;
  /** Editing: the kind is fixed, and the current swatch can be replaced or removed. */
  editing?: { swatchUrl: string | null };
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onSubmit: (submission: CatalogueSubmission) => void;
  serverErrors?: CatalogueFormErrors;
  /** A refusal that names no field (the kind is full), shown above the buttons. */
  formError?: string;
  /** Names the entry in the buttons for screen readers ("Save Ashlar Slate"). */
  entryName?: string;
  autoFocus?: boolean;
  children?: ReactNode;
};

export function CatalogueEntryForm({
  initial,
  editing,
  submitLabel,
  pendingLabel,
  isPending,
  onSubmit,
  serverErrors,
  formError,
  entryName,
  autoFocus,
  children,
}: Props) {
  const form = useZodForm(catalogueFormSchema, { ...messagesOnSubmit, defaultValues: initial });
  const errors = form.formState.errors;
  const name = useWatch({ control: form.control, name: "name" });
  const [chosen, choose] = useChosenImage();
  const swatch = chosen?.file;
  const [removeSwatch, setRemoveSwatch] = useState(false);
  const removeId = useId();
  // A server message stays under its field until that field is changed; a new answer shows all of its own.
  useEffect(() => {
    if (serverErrors) showFieldErrors(form, serverErrors, fields, { focus: false });
  }, [serverErrors, form]);
  const changed = (field: (typeof fields)[number]) => {
    if (form.getFieldState(field).error?.type === "server") form.clearErrors(field);
  };
  const register = (field: keyof CatalogueDraft) => form.register(field, { onChange: () => changed(field) });
  const previewUrl = chosen?.url ?? (removeSwatch ? null : editing?.swatchUrl);

  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={form.handleSubmit(({ swatch: _swatch, ...entry }) => onSubmit({ entry, swatch, removeSwatch: !swatch && removeSwatch }))}
    >
      {!editing && (
        <Field label="Kind" error={errors.kind?.message} required>
          <select className={controlClasses} {...register("kind")}>
            <SelectOptions values={catalogueKinds} labels={catalogueKindLabels} />
          </select>
        </Field>
      )}
      <Field label="Name" error={errors.name?.message} required>
        <input className={controlClasses} autoComplete="off" autoFocus={autoFocus} maxLength={120} {...register("name")} />
      </Field>
      <Field label="Maker" hint="Brickform, Butterfield… Empty for your own." error={errors.maker?.message}>
        <input className={controlClasses} autoComplete="off" {...register("maker")} />
      </Field>
      <Field label="Code" hint="The maker's colour or pattern code." error={errors.code?.message}>
        <input className={controlClasses} autoComplete="off" {...register("code")} />
      </Field>
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-start">
        {/* Remounted for each image; one the browser cannot show (not an image at all) is hidden, and the server says why. */}
        {previewUrl ? (
          <img
            key={previewUrl}
            onError={(event) => {
              event.currentTarget.hidden = true;
            }}
            src={previewUrl}
            alt={`Swatch of ${name || "the new entry"}`}
            className="size-20 shrink-0 rounded-md border border-stone-200 object-cover"
          />
        ) : null}
        <Field
          label={editing?.swatchUrl ? "Replace swatch" : "Swatch image"}
          hint="A photo from the camera or your files: JPEG, PNG, WebP or HEIC, up to 2 MB. Stored at 480 px."
          error={errors.swatch?.message}
          className="min-w-0 flex-1"
        >
          <input
            type="file"
            accept={swatchAccept}
            className="block w-full text-sm text-stone-700 file:mr-4 file:rounded-md file:border-0 file:bg-stone-900 file:px-4 file:py-2.5 file:font-semibold file:text-white hover:file:bg-stone-800"
            onChange={(event) => {
              const file = event.target.files?.[0];
              choose(file);
              form.setValue("swatch", file);
              form.clearErrors("swatch");
            }}
          />
        </Field>
      </div>
      {editing?.swatchUrl && !swatch && (
        <div className="flex items-center gap-2 sm:col-span-2">
          <input
            id={removeId}
            type="checkbox"
            className="size-5 rounded border-stone-400"
            checked={removeSwatch}
            onChange={(event) => setRemoveSwatch(event.target.checked)}
          />
          <label htmlFor={removeId} className="text-sm font-medium text-stone-900">
            Remove the swatch (the entry then shows its name only)
          </label>
        </div>
      )}
      {formError && (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" variant="dark" disabled={isPending}>
          {isPending ? pendingLabel : submitLabel}
          {entryName && <span className="sr-only"> {entryName}</span>}
        </Button>
        {children}
      </div>
    </form>
  );
}
