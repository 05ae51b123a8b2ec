/** The admin quote page's note form: the note goes on the quote's timeline, which reloads to show it. */
import { NoteForm } from "./note-form";

export function QuoteNoteForm({ quoteId }: { quoteId: string }) {
  return <NoteForm label="Add a note" target={{ kind: "quote", id: quoteId }} />;
}
