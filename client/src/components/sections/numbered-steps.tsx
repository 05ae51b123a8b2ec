/** How a job or a quote goes, step by step: numbered cards, four across on a wide screen. */
export function NumberedSteps({ steps }: { steps: { title: string; text: string }[] }) {
  return (
    <ol className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-stone-950 font-bold text-gold">{index + 1}</span>
          <h3 className="mt-4 text-lg font-bold text-stone-950">{step.title}</h3>
          <p className="mt-2 leading-relaxed text-stone-600">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
