/**
 * Adding a note (several lines, never shown to the client): a labelled text box and "Add note".
 * Shared by the lead card and the quote page's note form; the caller says where the note goes.
 */
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Field, controlClasses } from "@/components/ui/field";
import { toast } from "@/components/ui/toast-store";
import { fieldErrorsOf, showFieldErrors } from "@/lib/server-field-errors";
import { messagesOnSubmit, useZodForm } from "@/lib/use-zod-form";
import { noteMaxLength, noteSchema } from "@shared/note-rules";
import { useAddNote, type NoteTarget } from "./mutations";

export function NoteForm({ label, target }: { label: string; target: NoteTarget }) {
  const form = useZodForm(noteSchema, { ...messagesOnSubmit, defaultValues: { text: "" } });
  const formId = useId();

  const add = useAddNote(target, {
    onSuccess: () => {
      form.reset();
      toast({ title: "Note added", variant: "success" });
    },
    onError: (failure) => {
      if (!showFieldErrors(form, fieldErrorsOf(failure), ["text"], { focus: false })) {
        toast({ title: "Note not added", description: "Please try again.", variant: "destructive" });
      }
    },
  });

  return (
    <form
      onSubmit={form.handleSubmit(({ text }) => add.mutate(text))}
      noValidate
      className="flex flex-col gap-3"
      aria-describedby={`${formId}-private`}
    >
      <Field label={label} error={form.formState.errors.text?.message}>
        <textarea className={`${controlClasses} min-h-24`} rows={3} maxLength={noteMaxLength} {...form.register("text")} />
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline" size="sm" disabled={add.isPending}>
          {add.isPending ? "Adding..." : "Add note"}
        </Button>
        <p id={`${formId}-private`} className="text-sm text-stone-600">
          Only you see notes.
        </p>
      </div>
    </form>
  );
}
