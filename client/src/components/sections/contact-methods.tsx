import { PhoneIcon } from "@/components/layout/site-header";
import { trackEvent } from "@/lib/analytics";
import { business } from "@shared/business";

const hoursLines = [
  { days: "Monday - Friday", time: "7:00 AM - 6:00 PM" },
  { days: "Saturday", time: "8:00 AM - 4:00 PM" },
  { days: "Sunday", time: "Closed" },
];

/** Phone, WhatsApp, e-mail and business hours, as a card list. */
export function ContactMethods({ showHours = true }: { showHours?: boolean }) {
  return (
    <div className="grid gap-4">
      <a
        href={business.phoneHref}
        onClick={() => trackEvent({ event: "phone_click", location: "contact" })}
        className="flex items-center gap-4 rounded-xl border border-stone-200 bg-white p-5 hover:border-stone-950"
      >
        <span className="inline-flex size-12 items-center justify-center rounded-lg bg-stone-950 text-gold">
          <PhoneIcon className="size-5" />
        </span>
        <span>
          <span className="block text-sm text-stone-600">Call us</span>
          <span className="block text-lg font-bold text-stone-950">{business.phoneDisplay}</span>
        </span>
      </a>
      <a
        href={business.whatsappUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="flex items-center gap-4 rounded-xl border border-stone-200 bg-white p-5 hover:border-stone-950"
      >
        <span className="inline-flex size-12 items-center justify-center rounded-lg bg-stone-950 text-gold">
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M21 11.5a8.4 8.4 0 0 1-12.4 7.4L3 21l2.1-5.4A8.4 8.4 0 1 1 21 11.5z" />
          </svg>
        </span>
        <span>
          <span className="block text-sm text-stone-600">WhatsApp (opens in a new tab)</span>
          <span className="block text-lg font-bold text-stone-950">Send us project photos</span>
        </span>
      </a>
      <a href={`mailto:${business.email}`} className="flex items-center gap-4 rounded-xl border border-stone-200 bg-white p-5 hover:border-stone-950">
        <span className="inline-flex size-12 items-center justify-center rounded-lg bg-stone-950 text-gold">
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 6h16v12H4zM4 7l8 6 8-6" />
          </svg>
        </span>
        <span className="min-w-0">
          <span className="block text-sm text-stone-600">E-mail</span>
          <span className="block break-all text-lg font-bold text-stone-950">{business.email}</span>
        </span>
      </a>
      {showHours && (
        <div className="rounded-xl border border-stone-200 bg-white p-5">
          <h2 className="font-bold text-stone-950">Business Hours</h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 text-stone-700">
            {hoursLines.map((line) => (
              <div key={line.days} className="contents">
                <dt>{line.days}</dt>
                <dd className="text-right font-medium text-stone-950">{line.time}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </div>
  );
}
