import { business } from "@shared/business";

/**
 * The logo, drawn inline: the same drawing as assets/logo.svg and assets/logo-light.svg (the files
 * e-mails and the footer use), without a request before the page's first paint. Light on the dark
 * hero, dark on the solid header.
 */
export function Logo({ light }: { light: boolean }) {
  const font = "system-ui,-apple-system,Segoe UI,Roboto,sans-serif";
  return (
    <svg viewBox="0 0 236 48" width={177} height={36} role="img" aria-label={business.brand} className="h-9 w-auto">
      {light ? (
        <rect width="48" height="48" rx="10" fill="#FFFFFF" fillOpacity=".08" stroke="#C4A448" strokeOpacity=".5" />
      ) : (
        <rect width="48" height="48" rx="10" fill="#1C1A17" />
      )}
      <path d="M14 36V12h21v6H21v4h12v6H21v8z" fill="#C4A448" />
      <text x="60" y="24" fontFamily={font} fontSize="21" fontWeight="800" letterSpacing="-.3" fill={light ? "#FFFFFF" : "#1C1A17"}>
        FORMA
      </text>
      <text x="60" y="41" fontFamily={font} fontSize="11.5" fontWeight="600" letterSpacing="3.2" fill={light ? "#E9DDB5" : "#6B6357"}>
        CONCRETE · GTA
      </text>
    </svg>
  );
}
