/**
 * Everything the business may want to change in one place: its name, contacts, hours, promises and
 * its limits and defaults. Pages, e-mails, the watermark and structured data read from here.
 */
export const business = {
  name: "Forma Concrete",
  /** Logo fallback and watermark text. */
  brand: "Forma Concrete GTA",
  phoneDisplay: "(416) 555-0188",
  phoneHref: "tel:+14165550188",
  whatsappUrl: "https://wa.me/14165550188",
  smsHref: "sms:+14165550188",
  email: "estimates@formaconcretegta.ca",
  host: "formaconcretegta.ca",
  /**
   * The business's place of business, printed on contracts and quote PDFs with the HST number (a
   * contract must name both parties' addresses). The site itself says only "Toronto & the GTA".
   */
  address: {
    street: "1180 Caledonia Road, Unit 4",
    city: "Toronto",
    province: "ON",
    postalCode: "M6A 2W5",
  },
  /**
   * Who signs contracts for the business when the owner has not drawn a signature yet (the account
   * screen's signature replaces the name with the one typed there). Decision 0129.
   */
  signatory: { name: "Daniel Moretti", title: "Owner" },
  currency: "CAD",
  timeZone: "America/Toronto",
  hours: [
    { days: "Monday-Friday", opens: "07:00", closes: "18:00" },
    { days: "Saturday", opens: "08:00", closes: "16:00" },
    { days: "Sunday", opens: null, closes: null },
  ],
} as const;

/** "1180 Caledonia Road, Unit 4, Toronto, ON M6A 2W5": the address on one line. */
export const businessAddressLine = `${business.address.street}, ${business.address.city}, ${business.address.province} ${business.address.postalCode}`;

export const promises = {
  responseHours: 24,
  asapWithinWeeks: 2,
  completionDays: "3-5",
  warrantyYears: 5,
  /**
   * The surface finish (sealer and colour) wears with use and is covered for a shorter time than the
   * workmanship; the contract states both, and the site's pages promise warrantyYears of workmanship.
   */
  finishWarrantyYears: 2,
} as const;

export const quoteValidity = {
  adminDefaultDays: 14,
  estimateDays: 30,
} as const;

/**
 * Ontario's Harmonized Sales Tax on every quote, and the business's registration number printed with
 * it on quotes, contracts and PDFs. The rate is in basis points (1300 = 13%) so tax stays integer math.
 */
export const salesTax = {
  name: "HST",
  rateBasisPoints: 1300,
  registrationNumber: "78412 5530 RT0001",
} as const;

export const contractTerms = {
  depositPercent: 50,
  completionPercent: 50,
  paymentMethods: ["cash", "cheque", "e-transfer"],
  lateChargeMonthlyPercent: 1.5,
} as const;

export const priceGuide = {
  broomFinishPerSqFt: { min: 8, max: 12 },
  stampedPerSqFt: { min: 12, max: 18 },
  /** FAQ: projects under this size may cost more per square foot. */
  smallProjectSqFt: 200,
} as const;

export const uploadLimits = {
  maxFileBytes: 10 * 1024 * 1024,
  maxTotalBytes: 20 * 1024 * 1024,
  maxFiles: 10,
} as const;

/**
 * /verify: what one check may read. A contract we sign carries exactly one signature dictionary with
 * one `/ByteRange` and a signature of a few KB, and is well under 1 MB; the bounds leave room for a
 * copy someone signed again, and keep every check a bounded amount of work whatever the file holds.
 * A file past a bound is answered from what was read up to it (decision 0106).
 */
export const verifyLimits = {
  maxPdfBytes: 10 * 1024 * 1024,
  /** Signature dictionaries (a `/ByteRange` over a `/Contents` hex string) read in one file. */
  maxSignatures: 4,
  /** `/ByteRange` entries looked at in one file, whatever they point at. */
  maxByteRanges: 8,
  /** The largest signature (the CMS in one `/Contents`) read: ours is about 2 KB, padded to 4 KB. */
  maxSignatureBytes: 64 * 1024,
  /** Checks per address per 10 minutes (counted in the database). */
  checksPerAddress: 100,
} as const;

export const signatureLimits = {
  maxBytes: 512 * 1024,
  /** A phone's pad at 3x pixel density is about 1,100 x 600; this leaves room and refuses image bombs. */
  maxPixels: 4_000_000,
} as const;

/**
 * "Request changes" on a client's quote: how many are accepted, and how often the business hears of
 * them. Every accepted message is on the quote's timeline; notices gather the ones since the last.
 */
export const changeRequestLimits = {
  /** Accepted per quote in any 24 hours (after that 429 CHANGE_REQUESTS_LIMITED). */
  perQuotePerDay: 5,
  /** Accepted per address in any 24 hours, whatever the quote. */
  perAddressPerDay: 20,
  /** At most one notice to the business per quote in this many minutes; it lists every message since the last. */
  noticeIntervalMinutes: 15,
} as const;

export const interfaceTimings = {
  acceptRedirectMs: 1500,
  headerScrollThresholdPx: 100,
  toastDurationMs: 5000,
  toastLimit: 1,
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
} as const;

export const listSizes = {
  projectsPerCategoryOnAll: 6,
  categoryPageSize: 24,
  dashboardRecent: 5,
  recentProjectsDefault: 6,
} as const;

/** Demo admin used when ADMIN_EMAIL/ADMIN_PASSWORD are not configured; the login screen then shows it. */
export const demoAdmin = {
  email: "admin@formaconcretegta.ca",
  password: "forma-demo-2024",
} as const;
