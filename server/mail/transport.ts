/**
 * How a message leaves: nodemailer over SMTP when SMTP_URL is set; otherwise an .eml file per message
 * in DATA_DIR/outbox, so a fresh install keeps every message where the owner can open it.
 */
import fs from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { business } from "../../shared/business";
import type { Config } from "../config";

export type OutgoingMessage = {
  id: string;
  kind: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  createdAt: Date;
  /** Review and maintenance e-mails: where the recipient unsubscribes in one click (RFC 2369, RFC 8058). */
  listUnsubscribeUrl?: string | null;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
};

export type MailTransport = { deliver: (message: OutgoingMessage) => Promise<void>; close: () => void };

function mailOptions(message: OutgoingMessage, from: string): Mail.Options {
  return {
    from,
    to: message.to,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments,
    // The outbox id makes the Message-ID: a retry after an unclear failure is recognisably the same message.
    messageId: `<${message.id}@${business.host}>`,
    date: message.createdAt,
    // A mail app's own "Unsubscribe" button: it POSTs List-Unsubscribe=One-Click to this address, and
    // the address alone (a secret per recipient) unsubscribes, with no login (RFC 8058).
    ...(message.listUnsubscribeUrl
      ? { headers: { "List-Unsubscribe": `<${message.listUnsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } }
      : {}),
  };
}

function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // A server that accepts the connection and then hangs must not hold the sender forever.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    deliver: async (message) => {
      await transporter.sendMail(mailOptions(message, from));
    },
    close: () => transporter.close(),
  };
}

/** File names sort by creation time and name the kind, so the folder reads like an inbox. */
export function emlFilename(message: Pick<OutgoingMessage, "id" | "kind" | "createdAt">): string {
  const stamp = message.createdAt.toISOString().replace(/[:.]/g, "-");
  return `${stamp}-${message.kind}-${message.id}.eml`;
}

function emlFileTransport(folder: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    deliver: async (message) => {
      const info = await transporter.sendMail(mailOptions(message, from));
      fs.mkdirSync(folder, { recursive: true });
      const target = path.join(folder, emlFilename(message));
      // Written aside and renamed, so a reader never sees half a message.
      const partial = `${target}.partial`;
      await fs.promises.writeFile(partial, info.message as Buffer);
      await fs.promises.rename(partial, target);
    },
    close: () => transporter.close(),
  };
}

export function outboxFolder(config: Pick<Config, "dataDir">): string {
  return path.join(config.dataDir, "outbox");
}

/** Where the configuration sends mail: to the SMTP server, or only into the outbox folder (the mail page says which). */
export function mailDelivery(config: Pick<Config, "smtpUrl" | "dataDir">): { mode: "smtp"; folder: null } | { mode: "files"; folder: string } {
  return config.smtpUrl ? { mode: "smtp", folder: null } : { mode: "files", folder: outboxFolder(config) };
}

export function createMailTransport(config: Pick<Config, "smtpUrl" | "dataDir" | "mailFrom">): MailTransport {
  const delivery = mailDelivery(config);
  return delivery.mode === "smtp" ? smtpTransport(config.smtpUrl!, config.mailFrom) : emlFileTransport(delivery.folder, config.mailFrom);
}
