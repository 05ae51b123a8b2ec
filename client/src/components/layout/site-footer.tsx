import { StrokeIcon } from "@/components/ui/stroke-icon";
import { business, promises } from "@shared/business";
import { SiteLink } from "./site-link";

const serviceLinks = [
  { href: "/projects#stamped", label: "Stamped Concrete" },
  { href: "/projects#broom-finish", label: "Broom Finish" },
  { href: "/projects", label: "All Projects" },
  { href: "/gallery", label: "Gallery" },
];
const companyLinks = [
  { href: "/about", label: "About Us" },
  { href: "/pricing", label: "Pricing Guide" },
  { href: "/faq", label: "FAQ" },
  { href: "/service-areas", label: "Service Areas" },
  { href: "/contact", label: "Contact" },
];
const socialLinks = [
  { href: "https://www.facebook.com/formaconcretegta", label: "Facebook", path: "M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z" },
  {
    href: "https://www.instagram.com/formaconcretegta",
    label: "Instagram",
    path: "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5h.01",
  },
  {
    href: "https://www.youtube.com/@formaconcretegta",
    label: "YouTube",
    path: "M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8zM10 15V9l5.2 3z",
  },
];

function FooterLinks({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-gold">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.href}>
            <SiteLink href={link.href} className="text-stone-300 hover:text-white">
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  return (
    <footer className="bg-stone-950 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <img src="/api/assets/logo-light.svg" alt={business.brand} width={177} height={36} className="h-9 w-auto" loading="lazy" />
          <p className="mt-4 max-w-xs text-sm leading-relaxed">
            Stamped and broom finish concrete for homes and businesses across Toronto and the GTA.
          </p>
          <ul className="mt-5 flex gap-3" aria-label="Social media">
            {socialLinks.map((social) => (
              <li key={social.label}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${business.name} on ${social.label} (opens in a new tab)`}
                  className="inline-flex size-11 items-center justify-center rounded-full border border-stone-700 text-stone-200 hover:border-gold hover:text-gold"
                >
                  <StrokeIcon path={social.path} strokeWidth={1.8} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks title="Services" links={serviceLinks} />
        <FooterLinks title="Company" links={companyLinks} />
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-gold">Contact</h2>
          <address className="mt-4 space-y-3 not-italic">
            <p>
              <a href={business.phoneHref} className="text-lg font-semibold text-white hover:text-gold">
                {business.phoneDisplay}
              </a>
            </p>
            <p>
              <a href={`mailto:${business.email}`} className="break-all hover:text-white">
                {business.email}
              </a>
            </p>
            <p className="text-sm">Serving Toronto &amp; the Greater Toronto Area</p>
            <p className="text-sm">Mon–Fri 7:00–18:00 · Sat 8:00–16:00 · Sun closed</p>
          </address>
        </div>
      </div>
      <div className="border-t border-stone-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>
            {/* The year is rendered at build time; a page built last year still hydrates quietly. */}©{" "}
            <span suppressHydrationWarning>{new Date().getFullYear()}</span> {business.name}. Fully insured with WSIB · Licensed &amp; bonded ·{" "}
            {promises.warrantyYears}-year workmanship warranty
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <SiteLink href="/privacy" className="hover:text-white">
                Privacy Policy
              </SiteLink>
            </li>
            <li>
              <SiteLink href="/terms" className="hover:text-white">
                Terms of Service
              </SiteLink>
            </li>
            <li>
              <SiteLink href="/verify" className="hover:text-white">
                Verify a Contract
              </SiteLink>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
