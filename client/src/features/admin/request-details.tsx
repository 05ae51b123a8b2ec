/** What the visitor answered and sent on the estimate form: facts for the admin, never shown to the client. */
import { Fact } from "@/components/ui/panels";
import { estimateAnswerRows, type EstimateAnswers } from "@shared/estimate-answers";
import { PhotoThumbnails } from "./photo-thumbnails";

export function RequestDetails({ answers, photoUrls, owner }: { answers: EstimateAnswers | null; photoUrls: string[]; owner: string }) {
  return (
    <dl className="grid gap-5 sm:grid-cols-2">
      {answers &&
        estimateAnswerRows(answers).map((row) => (
          <Fact key={row.label} label={row.label}>
            {row.value}
          </Fact>
        ))}
      <Fact label="Photos" wide>
        <PhotoThumbnails urls={photoUrls} owner={owner} />
      </Fact>
    </dl>
  );
}
