/**
 * Adding a note (several lines, never shown to the client): a labelled text box and "Add note".
 * Shared by the lead card and the quote page's note form; the caller says where the note goes.
 */
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, controlClasses } from "@/components/ui/field";
import { toast } from "@/components/ui/toast-store";
import { ApiError } from "@/lib/api";
import { noteMaxLength, noteSchema } from "@shared/note-rules";
import { safeParse } from "zod/mini";
import { useAddNote, type NoteTarget } from "./mutations";

export function NoteForm({ label, target }: { label: string; target: NoteTarget }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const formId = useId();

  const add = useAddNote(target, {
    onSuccess: () => {
      setText("");
      setError(undefined);
      toast({ title: "Note added", variant: "success" });
    },
    onError: (failure) => {
      const message = failure instanceof ApiError ? failure.fieldErrors.text : undefined;
      setError(message);
      if (!message) toast({ title: "Note not added", description: "Please try again.", variant: "destructive" });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = safeParse(noteSchema, { text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    add.mutate(parsed.data.text);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-describedby={`${formId}-private`}>
      <Field label={label} error={error}>
        <textarea
          className={`${controlClasses} min-h-24`}
          rows={3}
          maxLength={noteMaxLength}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
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
