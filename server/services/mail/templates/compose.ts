/**
 * The building blocks of every message. Each block renders itself twice, as inline-styled HTML and
 * as plain text, so the two versions of a message always say the same thing. All user text is
 * escaped here; templates never write raw HTML of their own.
 */
import { business } from "../../../../shared/business";

export type RenderedEmail = { subject: string; text: string; html: string };
export type Block = { html: string; text: string };

const stone950 = "#0c0a09";
const stone900 = "#1c1917";
const stone600 = "#57534e";
const stone200 = "#e7e5e4";
const gold = "#C4A448";
const fontStack = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** Escaped, with the writer's line breaks kept. */
const escapeLines = (text: string) => escapeHtml(text).replace(/\r?\n/g, "<br>");

/** Header values are one line: a name typed with a line break must not start a new header. */
export function oneLine(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      .replace(/[\u0000-\u001f\u007f]+/g, " ")
      .replace(/\s{2,}/g, " ")
      .trim()
  );
}

export function paragraph(text: string): Block {
  return { html: `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:${stone900};">${escapeLines(text)}</p>`, text };
}

export function subheading(text: string): Block {
  return {
    html: `<h2 style="margin:24px 0 8px;font-size:16px;line-height:1.4;color:${stone900};border-left:3px solid ${gold};padding-left:10px;">${escapeHtml(text)}</h2>`,
    text: `${text.toUpperCase()}\n${"-".repeat(Math.min(text.length, 60))}`,
  };
}

/**
 * A label above a free text that may run long (a client's message): stacked, so the text has the
 * whole width on a phone instead of a narrow column beside the label. The text version reads as a
 * detail row.
 */
export function labelledText(label: string, value: string): Block {
  return {
    html:
      `<p style="margin:0 0 4px;font-size:13px;line-height:1.4;color:${stone600};">${escapeHtml(label)}</p>` +
      `<p style="margin:0 0 16px;padding-bottom:12px;border-bottom:1px solid ${stone200};font-size:15px;line-height:1.6;color:${stone900};overflow-wrap:anywhere;word-break:break-word;">${escapeLines(value)}</p>`,
    text: `${label}: ${value.replace(/\r?\n/g, "\n  ")}`,
  };
}

export type DetailRow = [label: string, value: string | number | null | undefined];

/** Label/value rows; empty values are left out rather than shown blank. */
export function details(rows: DetailRow[]): Block {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && String(value).trim() !== "");
  const htmlRows = shown
    .map(
      ([label, value]) =>
        `<tr><td style="padding:8px 12px 8px 0;vertical-align:top;font-size:13px;color:${stone600};white-space:nowrap;border-bottom:1px solid ${stone200};">${escapeHtml(label)}</td>` +
        `<td style="padding:8px 0;vertical-align:top;font-size:14px;color:${stone900};border-bottom:1px solid ${stone200};overflow-wrap:anywhere;word-break:break-word;">${escapeLines(String(value))}</td></tr>`,
    )
    .join("");
  return {
    html: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 20px;">${htmlRows}</table>`,
    text: shown.map(([label, value]) => `${label}: ${String(value).replace(/\r?\n/g, "\n  ")}`).join("\n"),
  };
}

/** A call-to-action button; the text version prints the address itself. */
export function button(label: string, href: string): Block {
  return {
    html:
      `<p style="margin:8px 0 24px;"><a href="${escapeHtml(href)}" style="display:inline-block;background:${gold};color:${stone950};font-weight:700;font-size:15px;text-decoration:none;padding:14px 28px;border-radius:6px;">${escapeHtml(label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:12px;line-height:1.5;color:${stone600};">Or open this link: <a href="${escapeHtml(href)}" style="color:${stone900};word-break:break-all;">${escapeHtml(href)}</a></p>`,
    text: `${label}: ${href}`,
  };
}

/** A list of links (e.g. lead photos). */
export function links(items: Array<{ label: string; href: string }>): Block {
  return {
    html: `<ul style="margin:0 0 16px;padding-left:20px;font-size:14px;line-height:1.6;">${items
      .map((item) => `<li><a href="${escapeHtml(item.href)}" style="color:${stone900};">${escapeHtml(item.label)}</a></li>`)
      .join("")}</ul>`,
    text: items.map((item) => `- ${item.label}: ${item.href}`).join("\n"),
  };
}

/** A quieter boxed remark (what happens next, how to reach us). */
export function note(text: string): Block {
  return {
    html: `<p style="margin:0 0 16px;padding:12px 14px;background:#fafaf9;border:1px solid ${stone200};border-radius:6px;font-size:13px;line-height:1.6;color:${stone600};">${escapeLines(text)}</p>`,
    text,
  };
}

export const hoursLine = business.hours.map((slot) => `${slot.days} ${slot.opens ? `${slot.opens}-${slot.closes}` : "closed"}`).join(" · ");

/** The whole message: stone header with the gold rule, the blocks, and the business footer. */
export function compose(options: { subject: string; preheader: string; heading: string; blocks: Block[] }): RenderedEmail {
  const subject = oneLine(options.subject);
  const body = options.blocks.map((block) => block.html).join("\n");
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(options.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f4;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden;font-family:${fontStack};color:${stone900};">
<tr><td style="background:${stone900};padding:24px 32px;border-bottom:4px solid ${gold};">
<div style="font-size:20px;font-weight:700;letter-spacing:0.3px;color:#ffffff;">${escapeHtml(business.name)} <span style="color:${gold};">GTA</span></div>
<div style="margin-top:4px;font-size:13px;color:#d6d3d1;">Stamped &amp; broom finish concrete · Toronto &amp; the GTA</div>
</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:${stone900};">${escapeHtml(options.heading)}</h1>
${body}
</td></tr>
<tr><td style="background:#fafaf9;padding:20px 32px;border-top:1px solid ${stone200};font-size:12px;line-height:1.6;color:${stone600};">
<strong style="color:${stone900};">${escapeHtml(business.name)}</strong> · <a href="${business.phoneHref}" style="color:${stone600};">${escapeHtml(business.phoneDisplay)}</a> · <a href="mailto:${business.email}" style="color:${stone600};">${escapeHtml(business.email)}</a> · ${escapeHtml(business.host)}<br>
${escapeHtml(hoursLine)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  const text = [
    `${business.name.toUpperCase()} GTA`,
    "",
    options.heading,
    "=".repeat(Math.min(options.heading.length, 60)),
    "",
    options.blocks.map((block) => block.text).join("\n\n"),
    "",
    "--",
    `${business.name} · ${business.phoneDisplay} · ${business.email} · ${business.host}`,
    hoursLine,
    "",
  ].join("\n");
  return { subject, text, html };
}
