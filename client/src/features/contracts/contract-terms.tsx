import { contractTermsList } from "@shared/contract-terms";

/** The eight terms, exactly as the server freezes them into every signed contract. */
export function ContractTerms() {
  return (
    <ol className="flex flex-col gap-5" aria-label="Contract terms">
      {contractTermsList.map((term) => (
        <li key={term.title}>
          <h3 className="font-bold text-stone-950">{term.title}</h3>
          <p className="mt-1 leading-relaxed text-stone-700">{term.body}</p>
        </li>
      ))}
    </ol>
  );
}
