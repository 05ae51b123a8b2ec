/**
 * The clickable photo card shared by /projects and /gallery: it lifts on hover, shows a focus ring
 * when its (stretched) title button has keyboard focus, and its photo zooms slightly on hover.
 * Motion stops for visitors who ask for reduced motion.
 */
export const photoCardClasses =
  "group relative flex h-full flex-col overflow-hidden rounded-2xl border shadow-sm transition duration-300 hover:-translate-y-1 hover:shadow-xl has-[button:focus-visible]:ring-3 has-[button:focus-visible]:ring-gold-dark has-[button:focus-visible]:ring-offset-2 motion-reduce:transition-none motion-reduce:hover:translate-y-0";

export const photoCardImageClasses =
  "size-full object-cover transition-transform duration-700 group-hover:scale-[1.04] motion-reduce:transition-none motion-reduce:group-hover:scale-100";
