import { cityLinks } from "@/content/city-links";
import { siteOrigin } from "@/lib/page-meta";
import { business, priceGuide } from "@shared/business";

const dayNames: Record<string, string[]> = {
  "Monday-Friday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  Saturday: ["Saturday"],
};

/** schema.org GeneralContractor for the home page head (search engines' local business card). */
export const homeStructuredData = {
  "@context": "https://schema.org",
  "@type": "GeneralContractor",
  name: business.name,
  url: `${siteOrigin}/`,
  logo: `${siteOrigin}/api/assets/logo.svg`,
  image: `${siteOrigin}/api/assets/hero-stamped-patio-800.jpg`,
  telephone: "+1-416-555-0188",
  email: business.email,
  priceRange: `$${priceGuide.broomFinishPerSqFt.min}-$${priceGuide.stampedPerSqFt.max} per sq ft`,
  currenciesAccepted: business.currency,
  address: { "@type": "PostalAddress", addressLocality: "Toronto", addressRegion: "ON", addressCountry: "CA" },
  areaServed: cityLinks.map((link) => ({ "@type": "City", name: link.city })),
  openingHoursSpecification: business.hours
    .filter((slot) => slot.opens)
    .map((slot) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: dayNames[slot.days], opens: slot.opens, closes: slot.closes })),
  // The four services, named as on /projects, then what they are most often used for.
  knowsAbout: ["Stamped Concrete", "Broom Finish", "Polished Concrete", "Repair & Restoration", "Concrete driveways", "Concrete patios"],
};
