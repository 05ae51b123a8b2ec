/** A line icon drawn from one SVG path on a 24×24 grid, in the text's colour; decorative (hidden from screen readers). */
export function StrokeIcon({ path, strokeWidth = 2, roundCaps = false }: { path: string; strokeWidth?: number; roundCaps?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinejoin="round"
      strokeLinecap={roundCaps ? "round" : undefined}
    >
      <path d={path} />
    </svg>
  );
}
