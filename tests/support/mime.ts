/**
 * A small reader for the MIME messages our sender produces (nodemailer output): headers with
 * RFC 2047 words, nested multiparts, base64 and quoted-printable bodies. Enough to check what a mail
 * client would show, without adding a parser dependency.
 */

export type MimePart = {
  headers: Record<string, string>;
  contentType: string;
  params: Record<string, string>;
  body: Buffer;
  parts: MimePart[];
};

export type ParsedMail = {
  headers: Record<string, string>;
  subject: string;
  from: string;
  to: string;
  replyTo?: string;
  messageId?: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
};

function decodeEncodedWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset: string, encoding: string, text: string) => {
      if (encoding.toUpperCase() === "B") return Buffer.from(text, "base64").toString("utf8");
      const bytes = text.replace(/_/g, " ").replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, "latin1").toString("utf8");
    });
}

function splitHead(raw: Buffer): { head: string; body: Buffer } {
  const text = raw.toString("latin1");
  const match = /\r?\n\r?\n/.exec(text);
  if (!match) return { head: text, body: Buffer.alloc(0) };
  return { head: text.slice(0, match.index), body: raw.subarray(match.index + match[0].length) };
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = decodeEncodedWords(Buffer.from(line.slice(colon + 1).trim(), "latin1").toString("utf8"));
    headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

function parseParams(value: string): { main: string; params: Record<string, string> } {
  const [main, ...rest] = value.split(";");
  const params: Record<string, string> = {};
  for (const piece of rest) {
    const eq = piece.indexOf("=");
    if (eq < 0) continue;
    params[piece.slice(0, eq).trim().toLowerCase()] = piece
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, "$1");
  }
  return { main: main.trim().toLowerCase(), params };
}

function decodeBody(body: Buffer, encoding: string | undefined): Buffer {
  switch ((encoding ?? "7bit").toLowerCase()) {
    case "base64":
      return Buffer.from(body.toString("latin1").replace(/\s+/g, ""), "base64");
    case "quoted-printable": {
      const text = body.toString("latin1").replace(/=\r?\n/g, "");
      return Buffer.from(
        text.replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      );
    }
    default:
      return body;
  }
}

export function parseMime(raw: Buffer): MimePart {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const { main, params } = parseParams(headers["content-type"] ?? "text/plain");
  if (main.startsWith("multipart/") && params.boundary) {
    const delimiter = `--${params.boundary}`;
    const text = body.toString("latin1");
    const sections = text.split(new RegExp(`\\r?\\n?${delimiter.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    const parts = sections
      .slice(1)
      .filter((section) => !section.startsWith("--"))
      .map((section) => parseMime(Buffer.from(section.replace(/^\r?\n/, ""), "latin1")));
    return { headers, contentType: main, params, body: Buffer.alloc(0), parts };
  }
  return { headers, contentType: main, params, body: decodeBody(body, headers["content-transfer-encoding"]), parts: [] };
}

function leaves(part: MimePart): MimePart[] {
  return part.parts.length > 0 ? part.parts.flatMap(leaves) : [part];
}

export function parseMail(raw: Buffer | string): ParsedMail {
  const root = parseMime(typeof raw === "string" ? Buffer.from(raw, "utf8") : raw);
  const all = leaves(root);
  const isAttachment = (part: MimePart) =>
    /attachment/i.test(part.headers["content-disposition"] ?? "") || Boolean(parseParams(part.headers["content-disposition"] ?? "").params.filename);
  // Line ends as a mail client shows them: SMTP carries CRLF, the .eml files LF.
  const bodyOf = (type: string) =>
    (all.find((part) => part.contentType === type && !isAttachment(part))?.body.toString("utf8") ?? "").replace(/\r\n/g, "\n");
  return {
    headers: root.headers,
    subject: root.headers.subject ?? "",
    from: root.headers.from ?? "",
    to: root.headers.to ?? "",
    replyTo: root.headers["reply-to"],
    messageId: root.headers["message-id"],
    text: bodyOf("text/plain"),
    html: bodyOf("text/html"),
    attachments: all.filter(isAttachment).map((part) => ({
      filename: parseParams(part.headers["content-disposition"] ?? "").params.filename ?? part.params.name ?? "",
      contentType: part.contentType,
      content: part.body,
    })),
  };
}
