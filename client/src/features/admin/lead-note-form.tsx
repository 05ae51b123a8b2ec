/** A lead card's note form: the note is kept on the lead, and the leads list reloads to show it. */
import { useQueryClient } from "@tanstack/react-query";
import { leadKeys } from "@/api/leads";
import { addLeadNote } from "@/api/notes";
import { NoteForm } from "./note-form";
import { useSignOutOnUnauthorized } from "./session";

export function LeadNoteForm({ leadId }: { leadId: string }) {
  const queryClient = useQueryClient();
  const signOutIfUnauthorized = useSignOutOnUnauthorized();
  return (
    <NoteForm
      label="Add a note"
      send={(text) => addLeadNote(leadId, text)}
      onAdded={() => queryClient.invalidateQueries({ queryKey: leadKeys.all })}
      onUnauthorized={signOutIfUnauthorized}
    />
  );
}
