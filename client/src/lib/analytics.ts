/**
 * Analytics events (lead, phone click, contract signed, quote button click), pushed to window.dataLayer (the tag-manager convention).
 * Nothing is sent anywhere unless the owner adds a tag manager to the page.
 */
type AnalyticsEvent =
  | { event: "generate_lead"; currency: "CAD"; value: number; form: "estimate" | "quote_request" }
  | { event: "phone_click"; location: string }
  | { event: "contract_signed"; currency: "CAD"; value: number }
  | { event: "quote_cta_click"; location: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function trackEvent(event: AnalyticsEvent): void {
  if (typeof window === "undefined") return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}
