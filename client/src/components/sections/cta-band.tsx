import { useQuoteDialog } from "@/components/layout/quote-dialog";
import { PhoneIcon } from "@/components/layout/site-header";
import { Button, ExternalButton } from "@/components/ui/button";
import { trackEvent } from "@/lib/analytics";
import { business, promises } from "@shared/business";

/** The closing call to action: the quote dialog and a call link. */
export function CtaBand({
  title = "Ready for Your Concrete Project?",
  text = `Send us a few details and get a detailed, no-obligation quote within ${promises.responseHours} hours.`,
  quoteLabel = "Get Free Quote",
}: {
  title?: string;
  text?: string;
  quoteLabel?: string;
}) {
  const { openQuoteDialog } = useQuoteDialog();
  return (
    <section className="bg-gold">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2 className="text-3xl font-extrabold tracking-tight text-stone-950">{title}</h2>
          <p className="mt-2 text-lg text-stone-900">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button variant="dark" size="lg" onClick={openQuoteDialog}>
            {quoteLabel}
          </Button>
          <ExternalButton href={business.phoneHref} variant="outline" size="lg" onClick={() => trackEvent({ event: "phone_click", location: "cta" })}>
            <PhoneIcon />
            Call {business.phoneDisplay}
          </ExternalButton>
        </div>
      </div>
    </section>
  );
}
