/**
 * The building blocks of every message. Each block renders itself twice, as inline-styled HTML and
 * as plain text, so the two versions of a message always say the same thing. All user text is
 * escaped here; templates never write raw HTML of their own.
 */
import { business, businessAddressLine } from "../../shared/business";

export type RenderedEmail = { subject: string; text: string; html: string };
export type Block = { html: string; text: string };

const stone950 = "#0c0a09";
const stone900 = "#1c1917";
const stone600 = "#57534e";
const stone200 = "#e7e5e4";
const stone50 = "#fafaf9";
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

/**
 * Money never breaks inside ("$9,4" on one line and "25.00" on the next): every amount in a text is
 * wrapped in a nowrap span, here, so no template has to remember it. Runs on escaped HTML.
 */
const moneyPattern = /[-\u2212]?\$\d{1,3}(?:,\d{3})*\.\d{2}(?: CAD)?/g;
const keepMoneyWhole = (html: string) => html.replace(moneyPattern, (amount) => `<span style="white-space:nowrap;">${amount}</span>`);
/** Escaped, line breaks kept, amounts whole. */
const escapeText = (text: string) => keepMoneyWhole(escapeLines(text));
/** A long unbroken token (an e-mail address, a link) may wrap where it must rather than widen the message. */
const wrapLongWords = "overflow-wrap:anywhere;word-break:break-word;";

export function paragraph(text: string): Block {
  return { html: `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:${stone900};">${escapeText(text)}</p>`, text };
}

export function subheading(text: string): Block {
  return {
    html: `<h2 style="margin:28px 0 8px;font-size:17px;line-height:1.4;color:${stone900};border-left:3px solid ${gold};padding-left:10px;">${escapeHtml(text)}</h2>`,
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
      `<p style="margin:0 0 16px;padding-bottom:12px;border-bottom:1px solid ${stone200};font-size:15px;line-height:1.6;color:${stone900};${wrapLongWords}">${escapeText(value)}</p>`,
    text: `${label}: ${value.replace(/\r?\n/g, "\n  ")}`,
  };
}

export type DetailRow = [label: string, value: string | number | null | undefined];

/**
 * Label/value rows; empty values are left out rather than shown blank. Each row is two inline
 * blocks of at most 160 and 370 px: side by side where the message is 530 px wide or more, and
 * stacked (label above value, each the whole width) on a phone, without a media query, so it holds
 * in mail programs that drop <style>. Where max-width is ignored (Outlook on Windows) they stack.
 */
export function details(rows: DetailRow[]): Block {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && String(value).trim() !== "");
  const htmlRows = shown
    .map(
      ([label, value]) =>
        `<tr><td style="padding:9px 0;border-bottom:1px solid ${stone200};">` +
        `<div style="display:inline-block;vertical-align:top;width:100%;max-width:160px;padding:2px 0;font-size:13px;line-height:1.5;color:${stone600};">${escapeHtml(label)}</div>` +
        `<div style="display:inline-block;vertical-align:top;width:100%;max-width:370px;font-size:15px;line-height:1.5;color:${stone900};${wrapLongWords}">${escapeText(String(value))}</div>` +
        `</td></tr>`,
    )
    .join("");
  return {
    html: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 20px;">${htmlRows}</table>`,
    text: shown.map(([label, value]) => `${label}: ${String(value).replace(/\r?\n/g, "\n  ")}`).join("\n"),
  };
}

/** A money row: the label (wrapping freely, with an optional smaller line under it) and its amount on the right. */
/** `mayWrap`: a headline of several amounts ("From $6,780.00 to $9,944.00") may break between them, each amount kept whole. */
export type AmountRow = { label: string; amount: string; detail?: string; strong?: boolean; headline?: boolean; mayWrap?: boolean };

/**
 * Totals, deposit and balance: labels left, amounts right-aligned and never broken. Two cells a
 * phone can hold, since an amount is short. `boxed` sets them apart as the summary at the top.
 */
export function amounts(rows: AmountRow[], options: { boxed?: boolean } = {}): Block {
  const htmlRows = rows
    .map((row) => {
      // The price a client reads first: the label, then the amount large on a line of its own.
      if (row.headline) {
        return (
          `<tr><td colspan="2" style="padding:6px 0 0;font-size:15px;line-height:1.45;color:${stone900};">${escapeText(row.label)}</td></tr>` +
          (row.mayWrap
            ? `<tr><td colspan="2" style="padding:0 0 8px;font-size:26px;font-weight:700;line-height:1.3;color:${stone900};">${escapeText(row.amount)}</td></tr>`
            : `<tr><td colspan="2" style="padding:0 0 8px;white-space:nowrap;font-size:26px;font-weight:700;line-height:1.3;color:${stone900};">${escapeHtml(row.amount)}</td></tr>`)
        );
      }
      const size = row.strong ? "font-size:17px;font-weight:700;" : "font-size:15px;";
      const detail = row.detail ? `<br><span style="font-size:13px;color:${stone600};">${escapeText(row.detail)}</span>` : "";
      return (
        `<tr><td style="padding:6px 12px 6px 0;vertical-align:baseline;${size}line-height:1.45;color:${stone900};">${escapeText(row.label)}${detail}</td>` +
        `<td align="right" style="padding:6px 0;vertical-align:baseline;text-align:right;white-space:nowrap;${size}line-height:1.45;color:${stone900};">${escapeHtml(row.amount)}</td></tr>`
      );
    })
    .join("");
  const box = options.boxed ? `background:${stone50};border:1px solid ${stone200};border-radius:6px;` : `border-top:2px solid ${stone900};`;
  const inner = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;">${htmlRows}</table>`;
  return {
    html: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:separate;margin:0 0 20px;${box}"><tr><td style="padding:${options.boxed ? "10px 14px" : "6px 0 0"};">${inner}</td></tr></table>`,
    text: rows.map((row) => `${row.label}: ${row.amount}${row.detail ? ` ${row.detail}` : ""}`).join("\n"),
  };
}

/** One priced line: what it is, then "quantity x unit price" and its amount beneath. */
export type ItemLine = { description: string; quantity: string; amount: string; note?: string; excluded?: boolean };

/**
 * Item lines that stack at every width: the description alone on a full-width line, then the
 * quantity and unit price on the left and the amount right-aligned under it. No column beside a
 * description to squeeze, so a 200-character description reads the same on a phone and a desktop.
 */
export function itemLines(lines: ItemLine[]): Block {
  const htmlRows = lines
    .map((line) => {
      const amountColour = line.excluded ? stone600 : stone900;
      const note = line.note ? ` · ${escapeText(line.note)}` : "";
      return (
        `<tr><td colspan="2" style="padding:12px 0 2px;font-size:15px;line-height:1.5;color:${stone900};${wrapLongWords}">${escapeText(line.description)}</td></tr>` +
        `<tr><td style="padding:0 12px 12px 0;border-bottom:1px solid ${stone200};vertical-align:baseline;font-size:13px;line-height:1.5;color:${stone600};">${escapeText(line.quantity)}${note}</td>` +
        `<td align="right" style="padding:0 0 12px;border-bottom:1px solid ${stone200};vertical-align:baseline;text-align:right;white-space:nowrap;font-size:15px;font-weight:700;line-height:1.5;color:${amountColour};">${escapeHtml(line.amount)}</td></tr>`
      );
    })
    .join("");
  return {
    html: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px;">${htmlRows}</table>`,
    text: lines.map((line) => `${line.description}\n  ${line.quantity} = ${line.amount}${line.note ? ` (${line.note})` : ""}`).join("\n"),
  };
}

/**
 * A call-to-action button (a link in a coloured cell, so Outlook shows the colour too); the text
 * version prints the address itself.
 */
export function button(label: string, href: string): Block {
  return {
    html:
      `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 12px;"><tr><td bgcolor="${gold}" style="background:${gold};border-radius:6px;">` +
      `<a href="${escapeHtml(href)}" style="display:inline-block;padding:14px 24px;font-size:16px;line-height:1.3;font-weight:700;color:${stone950};text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a>` +
      `</td></tr></table>` +
      `<p style="margin:0 0 20px;font-size:13px;line-height:1.5;color:${stone600};">Or open this link: <a href="${escapeHtml(href)}" style="color:${stone900};${wrapLongWords}">${escapeHtml(href)}</a></p>`,
    text: `${label}: ${href}`,
  };
}

/** A list of links (e.g. lead photos). */
export function links(items: Array<{ label: string; href: string }>): Block {
  return {
    html: `<ul style="margin:0 0 16px;padding-left:20px;font-size:15px;line-height:1.6;">${items
      .map((item) => `<li style="margin:0 0 4px;"><a href="${escapeHtml(item.href)}" style="color:${stone900};">${escapeHtml(item.label)}</a></li>`)
      .join("")}</ul>`,
    text: items.map((item) => `- ${item.label}: ${item.href}`).join("\n"),
  };
}

/** A quieter boxed remark (what happens next, how to reach us). */
export function note(text: string): Block {
  return {
    html: `<p style="margin:0 0 16px;padding:12px 14px;background:${stone50};border:1px solid ${stone200};border-radius:6px;font-size:14px;line-height:1.6;color:${stone600};">${escapeText(text)}</p>`,
    text,
  };
}

/** Why a commercial e-mail came, and what an unsubscribe stops (never the job's own paperwork). */
export const unsubscribeReason =
  "You receive this because we did concrete work for you. Unsubscribing stops review and maintenance e-mails; your contract, schedule and warranty e-mails still come.";

export const hoursLine = business.hours.map((slot) => `${slot.days} ${slot.opens ? `${slot.opens}-${slot.closes}` : "closed"}`).join(" · ");

/**
 * Only an enhancement: tighter margins on a phone. Everything must already read without it, since
 * some Gmail apps drop <style> (the layout test renders both).
 */
const phoneStyle = `@media only screen and (max-width:480px){.fc-outer{padding:0 !important}.fc-header{padding:18px 16px !important}.fc-content{padding:22px 16px !important}.fc-footer{padding:18px 16px !important}.fc-card,.fc-header,.fc-footer{border-radius:0 !important}}`;

/**
 * The whole message: stone header with the gold rule, the blocks, and the business footer, in a
 * card at most 600 px wide (a fixed 600 px table for Outlook on Windows, which ignores max-width).
 */
export function compose(options: {
  subject: string;
  preheader: string;
  heading: string;
  blocks: Block[];
  /**
   * Review and maintenance e-mails (commercial under Canada's anti-spam law): the footer then names
   * the business's mailing address and the link that unsubscribes without a login.
   */
  unsubscribeUrl?: string;
}): RenderedEmail {
  const subject = oneLine(options.subject);
  const unsubscribe = options.unsubscribeUrl;
  const body = options.blocks.map((block) => block.html).join("\n");
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="x-apple-disable-message-reformatting"><meta name="format-detection" content="telephone=no,address=no,email=no,date=no"><title>${escapeHtml(subject)}</title>
<style>${phoneStyle}</style></head>
<body style="margin:0;padding:0;background:#f5f5f4;-webkit-text-size-adjust:100%;text-size-adjust:100%;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(options.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f4;">
<tr><td align="center" class="fc-outer" style="padding:16px 8px;">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" class="fc-card" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;font-family:${fontStack};color:${stone900};">
<tr><td class="fc-header" style="background:${stone900};padding:20px 24px;border-bottom:4px solid ${gold};border-radius:8px 8px 0 0;">
<div style="font-size:20px;font-weight:700;letter-spacing:0.3px;color:#ffffff;">${escapeHtml(business.name)} <span style="color:${gold};">GTA</span></div>
<div style="margin-top:4px;font-size:13px;color:#d6d3d1;">Stamped &amp; broom finish concrete · Toronto &amp; the GTA</div>
</td></tr>
<tr><td class="fc-content" style="padding:28px 24px;text-align:left;">
<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:${stone900};">${escapeHtml(options.heading)}</h1>
${body}
</td></tr>
<tr><td class="fc-footer" style="background:${stone50};padding:20px 24px;border-top:1px solid ${stone200};border-radius:0 0 8px 8px;font-size:13px;line-height:1.6;color:${stone600};text-align:left;">
<strong style="color:${stone900};">${escapeHtml(business.name)}</strong> · <a href="${business.phoneHref}" style="color:${stone600};white-space:nowrap;">${escapeHtml(business.phoneDisplay)}</a> · <a href="mailto:${business.email}" style="color:${stone600};">${escapeHtml(business.email)}</a> · ${escapeHtml(business.host)}<br>
${escapeHtml(hoursLine)}${
    unsubscribe
      ? `<br>${escapeHtml(businessAddressLine)}<br>${escapeHtml(unsubscribeReason)} <a href="${escapeHtml(unsubscribe)}" style="color:${stone600};">Unsubscribe</a>`
      : ""
  }
</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
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
    ...(unsubscribe ? [businessAddressLine, `${unsubscribeReason} Unsubscribe: ${unsubscribe}`] : []),
    "",
  ].join("\n");
  return { subject, text, html };
}
