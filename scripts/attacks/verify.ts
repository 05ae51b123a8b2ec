/**
 * Hostile files at /api/verify against a running server: the 8192-bit-key PDF, the ~1 MB PDF with 40
 * `/ByteRange` entries over one blob, and a ~9 MB one with 150,000 entries; three of each, one after
 * the other, while `/api/health` is polled every 20 ms. Reports the worst and p99 health latency
 * during each kind, and how long each verify took to answer (with its verdict). Ten requests to
 * /api/verify in all (well under its limit of 100 per address per 10 minutes); stops by itself.
 */
import { performance } from "node:perf_hooks";
import { pollHealthWhile } from "./lib/health-poller";
import { bigKeyPdf, manyByteRangesPdf } from "./lib/hostile-pdfs";
import type { AttackFigure, AttackTarget } from "./types";

const sendsEach = 3;
const format = (ms: number) => `${Math.round(ms)} ms`;

type Sent = { ms: number; status: number; verdict: string };

async function send(baseUrl: string, pdf: Buffer): Promise<Sent> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/verify`, {
    method: "POST",
    headers: { "Content-Type": "application/pdf" },
    body: new Uint8Array(pdf),
    signal: AbortSignal.timeout(30_000),
  });
  const answer = (await response.json()) as { verdict?: { status: string; reason?: string }; code?: string };
  const ms = performance.now() - started;
  const verdict = answer.verdict ? [answer.verdict.status, answer.verdict.reason].filter(Boolean).join(", ") : (answer.code ?? "?");
  return { ms, status: response.status, verdict };
}

export default async function attack(target: AttackTarget): Promise<AttackFigure[]> {
  const baseUrl = target.baseUrl.replace(/\/$/, "");
  const files: [string, Buffer][] = [
    ["8192-bit-key PDF", await bigKeyPdf()],
    ["1 MB PDF with 40 /ByteRange entries over one blob", await manyByteRangesPdf({ byteRanges: 40, totalBytes: 1024 * 1024 })],
    ["9 MB PDF with 150,000 /ByteRange entries", await manyByteRangesPdf({ byteRanges: 150_000, totalBytes: 9 * 1024 * 1024 })],
  ];
  // One ordinary check first, so a worker that starts on first use is not counted against a file.
  await send(baseUrl, Buffer.from("%PDF-1.7\n%%EOF\n"));

  const figures: AttackFigure[] = [];
  for (const [name, pdf] of files) {
    const { result: sent, health } = await pollHealthWhile(baseUrl, async () => {
      const answers: Sent[] = [];
      for (let index = 0; index < sendsEach; index++) answers.push(await send(baseUrl, pdf));
      return answers;
    });
    figures.push(
      { attack: `worst /api/health latency during ${sendsEach} verifies of the ${name}`, figure: format(health.worstMs) },
      {
        attack: `p99 /api/health latency during ${sendsEach} verifies of the ${name} (${health.samples.length} polls)`,
        figure: format(health.p99Ms),
      },
      {
        attack: `/api/verify answer times for the ${name} (${Math.round(pdf.length / 1024)} KB)`,
        figure: sent.map((answer) => `${format(answer.ms)} (${answer.status} ${answer.verdict})`).join("; "),
      },
    );
  }
  return figures;
}
