/**
 * A real SMTP server for mail tests (smtp-server on 127.0.0.1): it accepts every message and keeps
 * the raw bytes and the envelope, or refuses them all with a temporary error when told to.
 */
import net from "node:net";
import { SMTPServer } from "smtp-server";
import { parseMail, type ParsedMail } from "./mime";

export type ReceivedMail = { envelopeFrom: string; envelopeTo: string[]; raw: Buffer; mail: ParsedMail };

export type SmtpPeer = {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** While set, every message is refused with "451 <text>" (a server that is up but failing). */
  refuseWith: string | null;
  /** How long the server takes to accept each message's data (a slow mail server). */
  delayMs: number;
  stop: () => Promise<void>;
};

/** A port nothing listens on right now (for an SMTP_URL that refuses connections). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startSmtpPeer(port = 0): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const peer: SmtpPeer = { port, url: "", received, refuseWith: null, delayMs: 0, stop: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!peer.refuseWith) return callback();
      const error = Object.assign(new Error(peer.refuseWith), { responseCode: 451 });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        received.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          mail: parseMail(raw),
        });
        setTimeout(callback, peer.delayMs);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address() as net.AddressInfo;
  peer.port = address.port;
  peer.url = `smtp://127.0.0.1:${address.port}`;
  peer.stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return peer;
}
