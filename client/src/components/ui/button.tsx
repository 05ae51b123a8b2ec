import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes } from "react";
import { Link } from "wouter";

type Variant = "gold" | "dark" | "outline" | "outline-light" | "ghost";
type Size = "md" | "lg" | "sm";

const variants: Record<Variant, string> = {
  gold: "bg-gold text-stone-950 hover:bg-[#d4b65c] shadow-sm",
  dark: "bg-stone-950 text-white hover:bg-stone-800 shadow-sm",
  outline: "border border-stone-300 bg-white text-stone-900 hover:border-stone-900",
  "outline-light": "border border-white/60 bg-white/5 text-white hover:bg-white/15",
  ghost: "text-stone-900 hover:bg-stone-100",
};
const sizes: Record<Size, string> = {
  sm: "min-h-10 px-4 text-sm",
  md: "min-h-11 px-5 text-[15px]",
  lg: "min-h-13 px-7 text-base",
};

const textColour = /^text-(?:[a-z]+-\d{2,3}|white|black)$/;

/**
 * A caller's own text colour ("text-red-800" on a Void button) replaces the variant's: both classes
 * have the same weight in the built CSS, so keeping both would let the stylesheet's order decide.
 */
function variantClasses(variant: Variant, extra: string): string {
  const own = extra.split(/\s+/).some((name) => textColour.test(name));
  return own
    ? variants[variant]
        .split(" ")
        .filter((name) => !textColour.test(name))
        .join(" ")
    : variants[variant];
}

export function buttonClasses(variant: Variant = "gold", size: Size = "md", extra = ""): string {
  return `inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${variantClasses(variant, extra)} ${sizes[size]} ${extra}`;
}

type Styling = { variant?: Variant; size?: Size };

export const Button = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & Styling>(
  ({ variant, size, className = "", type = "button", ...props }, ref) => (
    <button ref={ref} type={type} className={buttonClasses(variant, size, className)} {...props} />
  ),
);
Button.displayName = "Button";

/** An in-site link that looks like a button. */
export function LinkButton({ href, variant, size, className = "", ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & Styling & { href: string }) {
  return <Link href={href} className={buttonClasses(variant, size, className)} {...props} />;
}

/** A link leaving the page (tel:, mailto:, chat) that looks like a button. */
export function ExternalButton({ variant, size, className = "", ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & Styling) {
  return <a className={buttonClasses(variant, size, className)} {...props} />;
}
