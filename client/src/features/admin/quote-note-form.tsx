/** The admin quote page's note form: the note goes on the quote's timeline, which reloads to show it. */
import { useQueryClient } from "@tanstack/react-query";
import { addQuoteNote } from "@/api/notes";
import { quoteKeys } from "@/api/quotes";
import { NoteForm } from "./note-form";
import { useSignOutOnUnauthorized } from "./session";

export function QuoteNoteForm({ quoteId }: { quoteId: string }) {
  const queryClient = useQueryClient();
  const signOutIfUnauthorized = useSignOutOnUnauthorized();
  return (
    <NoteForm
      label="Add a note"
      send={(text) => addQuoteNote(quoteId, text)}
      onAdded={() => queryClient.invalidateQueries({ queryKey: quoteKeys.events(quoteId) })}
      onUnauthorized={signOutIfUnauthorized}
    />
  );
}
