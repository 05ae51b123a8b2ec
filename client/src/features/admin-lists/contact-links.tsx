/** The client's phone and e-mail as tap-to-call and tap-to-mail links, tall enough to hit (`tall`: a finger on a phone). */
const linkClasses = (tall: boolean) =>
  `inline-flex items-center font-medium text-stone-900 underline-offset-2 hover:underline ${tall ? "min-h-10" : "min-h-6"}`;

export function PhoneLink({ phone, tall = false }: { phone: string; tall?: boolean }) {
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className={linkClasses(tall)}>
      {phone}
    </a>
  );
}

export function EmailLink({ email, tall = false }: { email: string; tall?: boolean }) {
  return (
    <a href={`mailto:${email}`} className={`${linkClasses(tall)} wrap-anywhere`}>
      {email}
    </a>
  );
}
