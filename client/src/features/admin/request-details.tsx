/** What the visitor answered on the estimate form: facts for the admin, never shown to the client. */
import { Fact } from "@/components/ui/panels";
import { estimateAnswerRows, type EstimateAnswers } from "@shared/estimate-answers";

export function RequestDetails({ answers }: { answers: EstimateAnswers }) {
  return (
    <dl className="grid gap-5 sm:grid-cols-2">
      {estimateAnswerRows(answers).map((row) => (
        <Fact key={row.label} label={row.label}>
          {row.value}
        </Fact>
      ))}
    </dl>
  );
}
