/**
 * Intl formatters made on their first use rather than when their module loads. The first Intl object
 * a browser page makes costs about 15–20 ms (the browser loads its locale data: measured in Chromium);
 * made at module load, that cost fell inside the start of every public page, on a phone one long task
 * of about 80 ms, even on pages that format nothing. The server pays it once either way.
 */
export type DateFormatter = { format: (date: Date) => string; formatToParts: (date: Date) => Intl.DateTimeFormatPart[] };
export type NumberFormatter = { format: (value: number) => string };

export function lazyDateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): DateFormatter {
  let made: Intl.DateTimeFormat | undefined;
  const formatter = () => (made ??= new Intl.DateTimeFormat(locale, options));
  return { format: (date) => formatter().format(date), formatToParts: (date) => formatter().formatToParts(date) };
}

export function lazyNumberFormat(locale: string, options: Intl.NumberFormatOptions): NumberFormatter {
  let made: Intl.NumberFormat | undefined;
  return { format: (value) => (made ??= new Intl.NumberFormat(locale, options)).format(value) };
}
