/**
 * A rating as stars: filled in gold, the rest grey; read as "4 out of 5 stars", or not read at all
 * (`decorative`) where a text beside it already says the rating.
 */
export function ReviewStars({ rating, size = "text-lg", decorative = false }: { rating: number; size?: string; decorative?: boolean }) {
  const label = decorative ? { "aria-hidden": true } : { role: "img", "aria-label": `${rating} out of 5 stars` };
  return (
    <span {...label} className={`whitespace-nowrap leading-none tracking-wider ${size}`}>
      <span aria-hidden="true" className="text-gold-dark">
        {"★".repeat(rating)}
      </span>
      <span aria-hidden="true" className="text-stone-300">
        {"★".repeat(Math.max(0, 5 - rating))}
      </span>
    </span>
  );
}
