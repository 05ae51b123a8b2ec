/**
 * Privacy Policy (/privacy) and Terms of Service (/terms). Contacts and business
 * constants come from shared/business.ts.
 */
import { business, contractTerms, promises, quoteValidity } from "@shared/business";
import type { LegalDocument } from "./types";

const lastUpdated = "August 2024";

const paymentMethods = `${contractTerms.paymentMethods.slice(0, -1).join(", ")} or ${contractTerms.paymentMethods.at(-1)}`;

/** "07:00" -> "7:00" */
const clock = (time: string) => time.replace(/^0/, "");
const hoursText = business.hours
  .map(({ days, opens, closes }) => (opens && closes ? `${days} ${clock(opens)}-${clock(closes)}` : `${days} closed`))
  .join(", ");

const contactList = [`E-mail: ${business.email}`, `Phone: ${business.phoneDisplay}`, `Hours: ${hoursText}`];

/* ------------------------------------------------------------------------------------------------
 * Privacy Policy
 * ---------------------------------------------------------------------------------------------- */

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  lastUpdated,
  intro: `${business.name} ("we", "us") is a concrete contractor serving Toronto and the Greater Toronto Area. This policy explains what personal information we collect through ${business.host}, by phone and by messaging, how we use and protect it, and the choices you have. We handle personal information in line with Canada's Personal Information Protection and Electronic Documents Act (PIPEDA).`,
  sections: [
    {
      heading: "Information We Collect",
      paragraphs: ["We collect only what we need to quote, plan and carry out your project. Most of it you give us directly:"],
      list: [
        "Quote and estimate requests: your name, phone number, e-mail address, city or project address, project type, approximate size, timeline, budget range, contact preference and any details you write in the message.",
        "Photos you upload with a request, or send us by e-mail or messaging app. Photos can show your property and, sometimes, people or vehicles in the frame, so please send only what is needed to show the work area.",
        "Contracts: when you accept a quote and sign a contract online, we record your name, e-mail, phone, project address, your drawn signature, the date and time of signing, and the IP address and browser details of the device used, so the signature can be verified later.",
        "Your consent to be contacted about your project, and a record of our correspondence with you.",
        "Basic technical information that web servers receive with every request, such as IP address, browser type and pages requested, kept in server logs for security and troubleshooting.",
      ],
    },
    {
      heading: "How We Use Your Information",
      paragraphs: ["We use your personal information to:"],
      list: [
        "respond to your request and prepare a quote;",
        "arrange site visits and schedule and complete your project;",
        "send you quotes, contracts, signed copies and project updates by e-mail, phone or message;",
        "keep records of agreements, payments and warranty coverage;",
        "protect our website and customers from fraud and abuse; and",
        "meet our legal, tax and accounting obligations.",
      ],
    },
    {
      heading: "Sharing Your Information",
      paragraphs: [
        "We do not sell, rent or trade your personal information. We share it only when needed to deliver your project or when the law requires it, for example with:",
      ],
      list: [
        "our crew and trusted subcontractors working on your project, who receive only what they need, such as your address and contact number;",
        "municipalities or conservation authorities, when you ask us to help with a permit or approval;",
        "service providers that host our website and deliver our e-mail, who may process information only on our instructions; and",
        "our accountants, insurers and legal advisers, or authorities when we are legally required to disclose information.",
      ],
    },
    {
      heading: "Data Security",
      paragraphs: [
        "We protect personal information with safeguards suited to its sensitivity: encrypted connections (HTTPS) for our website, access to quote requests, photos and contracts limited to authorized staff with password-protected accounts, and secure storage of signed contracts.",
        "No method of transmission or storage is completely secure. If a breach of security safeguards creates a real risk of significant harm to you, we will notify you and the Office of the Privacy Commissioner of Canada as PIPEDA requires.",
      ],
    },
    {
      heading: "Your Rights",
      paragraphs: [
        "You may ask to see the personal information we hold about you, ask us to correct it if it is inaccurate, or withdraw your consent to our contacting you. Some information, such as signed contracts and payment records, must be kept for legal and warranty purposes even if you withdraw consent.",
        `To make a request, contact us at ${business.email}. We will respond within 30 days. If you are not satisfied with our response, you can contact the Office of the Privacy Commissioner of Canada.`,
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "Our public pages do not use advertising or tracking cookies. Our staff's admin area uses a session cookie that is needed to keep an administrator signed in; it is not used to track visitors.",
        "The admin area also keeps a small signed-in marker in the browser's storage. We store nothing on visitors' devices to track them, and you can clear cookies and site data in your browser settings at any time.",
      ],
    },
    {
      heading: "Third-Party Services",
      paragraphs: [
        "Our website serves its pages, images and fonts from our own servers and does not load third-party advertising or social media scripts.",
        "If you choose to contact us through WhatsApp, by text message or by e-mail from your own account, or follow our links to social networks, your use of those services is governed by their own privacy policies. Please avoid sending sensitive information, such as banking details, through messaging apps.",
      ],
    },
    {
      heading: "Data Retention",
      paragraphs: [
        "We keep personal information only as long as we need it. Quote requests and photos that do not lead to a project are deleted within two years of our last contact with you.",
        `Contracts, signatures, quotes and payment records are kept for at least the length of the ${promises.warrantyYears}-year workmanship warranty and for as long as tax law requires (generally six years after the end of the tax year they relate to), then securely deleted.`,
      ],
    },
    {
      heading: "Children's Privacy",
      paragraphs: [
        "Our services are offered to adults. We do not knowingly collect personal information from anyone under 18. If you believe a person under 18 has sent us personal information, please contact us and we will delete it.",
      ],
    },
    {
      heading: "Changes to This Policy",
      paragraphs: [
        "We may update this policy from time to time, for example when our services or the law change. The date at the top of this page shows when it was last updated. Significant changes will be highlighted on our website.",
      ],
    },
    {
      heading: "Contact Us",
      paragraphs: [`Questions or requests about your privacy can be sent to ${business.name}:`],
      list: contactList,
    },
  ],
};

/* ------------------------------------------------------------------------------------------------
 * Terms of Service
 * ---------------------------------------------------------------------------------------------- */

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  lastUpdated,
  intro: `These terms apply to your use of ${business.host} and to the services ${business.name} provides. Where you sign a written contract with us, the contract describes your specific project; if it conflicts with these terms, the contract applies. By requesting a quote or using our website, you agree to these terms.`,
  sections: [
    {
      heading: "Services",
      paragraphs: [
        "We install, repair and restore concrete for residential and commercial clients, in four services: Stamped Concrete, Broom Finish, Polished Concrete, and Repair & Restoration (crack repair and resurfacing). The exact scope, materials, finish, colours and price of your project are those set out in your accepted quote and signed contract.",
        "Concrete is a natural material. Colour, texture and pattern can vary slightly from samples, photos and between pours, and fine hairline shrinkage cracks can appear as it cures. These variations are normal and are not defects.",
      ],
    },
    {
      heading: "Service Areas",
      paragraphs: [
        "We serve Toronto and the Greater Toronto Area, including Toronto, Mississauga, Vaughan, Markham, Richmond Hill, Oakville, Brampton, Etobicoke, Scarborough and North York, and surrounding GTA towns. We may decline or charge additional travel costs for projects outside this area; any such cost will be shown on your quote.",
      ],
    },
    {
      heading: "Quotes",
      paragraphs: [
        `Quotes are free and without obligation. Unless a different date is shown on the quote, a quote is valid for ${quoteValidity.estimateDays} days from the date it is issued. After that, prices and availability may change.`,
        "Quotes are based on the conditions visible or reported at the time of the site assessment. If hidden conditions are found, such as buried debris, soft soil, old footings, thick reinforced concrete or unmarked utilities, we will explain the issue and agree any change in price with you before doing additional work.",
      ],
    },
    {
      heading: "Scheduling",
      paragraphs: [
        `Most projects are completed in ${promises.completionDays} working days once started. Start dates are estimates: outdoor concrete cannot be poured in rain or when freezing temperatures are expected, so we may reschedule for weather, and we will tell you as early as we can.`,
        "If you need to reschedule, please give us at least 48 hours' notice. Materials ordered specifically for your project may be charged if the project is cancelled after ordering.",
      ],
    },
    {
      heading: "Payment",
      paragraphs: [
        `Unless your contract says otherwise, a deposit of ${contractTerms.depositPercent}% of the contract price is due when the contract is signed and the remaining ${contractTerms.completionPercent}% is due on completion. We accept ${paymentMethods}. Prices are in Canadian dollars and applicable HST is added as shown on your quote.`,
        `Overdue balances are charged interest at ${contractTerms.lateChargeMonthlyPercent}% per month. The warranty applies once the project has been paid in full.`,
      ],
    },
    {
      heading: "Client Responsibilities",
      paragraphs: ["To let us do the work safely and on schedule, you agree to:"],
      list: [
        "give us clear access to the work area, and water and power where needed;",
        "move vehicles, furniture, planters and other items out of the work area before we arrive;",
        "tell us about private underground services such as sprinkler lines, lighting cables, gas lines to barbecues or drainage pipes, which public utility locates do not mark;",
        "obtain any permits or approvals your project needs, such as for driveway widening, front-yard parking or work near a ravine, unless your contract says we will;",
        "keep people, pets and vehicles off new concrete for the curing times we give you; and",
        "follow the care instructions we provide, including not using de-icing salts on new concrete during its first winter.",
      ],
    },
    {
      heading: "Workmanship Warranty",
      paragraphs: [
        `We warrant our workmanship for ${promises.warrantyYears} years from the date of completion. If a defect caused by our installation appears during that time, we will repair it at no charge.`,
        "The warranty does not cover: fine hairline shrinkage cracks; normal wear and fading; damage from de-icing chemicals, fertilizer or other chemicals; vehicles or equipment heavier than the surface was designed for; soil movement, tree roots or drainage problems outside the area we prepared; work by others; or failure to follow the care instructions. Sealers wear with use and need periodic reapplication.",
        "To make a claim, contact us with a description and photos. We will inspect and, if the claim is covered, schedule the repair.",
      ],
    },
    {
      heading: "Limitation of Liability",
      paragraphs: [
        "To the extent permitted by law, our total liability for any claim relating to a project is limited to the amount you paid for that project, and we are not liable for indirect or consequential losses such as loss of use or loss of income.",
        "Nothing in these terms limits any rights you have under Ontario's Consumer Protection Act, 2002 or other laws that cannot be excluded by agreement.",
      ],
    },
    {
      heading: "Force Majeure",
      paragraphs: [
        "We are not responsible for delays or failure to perform caused by events beyond our reasonable control, including severe weather, natural disasters, material or supply shortages, labour disputes, utility failures, public health orders or government action. We will notify you promptly and resume work as soon as reasonably possible.",
      ],
    },
    {
      heading: "Intellectual Property",
      paragraphs: [
        `All content on this website, including text, photos, logos and designs, belongs to ${business.name} or is used with permission, and may not be copied or reused without our written consent. Our photos are watermarked to protect our work.`,
        "We may photograph completed projects for our portfolio and marketing. We never publish your name or full address without your permission, and you can ask us not to use photos of your property.",
      ],
    },
    {
      heading: "Disputes",
      paragraphs: [
        "If you have a concern about our work, please contact us first; most issues can be resolved quickly and directly. These terms and any contract with us are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there, and any dispute will be heard by the courts of Ontario.",
      ],
    },
    {
      heading: "Limitation Period",
      paragraphs: [
        "To the extent permitted by law, any legal action relating to our services must be started within one year of the completion of the project. Where a longer limitation period cannot be shortened by agreement, such as for some consumer claims, that period applies instead.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: [`Questions about these terms can be sent to ${business.name}:`],
      list: contactList,
    },
  ],
};
