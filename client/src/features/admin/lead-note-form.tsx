/** A lead card's note form: the note is kept on the lead, and the leads list reloads to show it. */
import { NoteForm } from "./note-form";

export function LeadNoteForm({ leadId }: { leadId: string }) {
  return <NoteForm label="Add a note" target={{ kind: "lead", id: leadId }} />;
}
