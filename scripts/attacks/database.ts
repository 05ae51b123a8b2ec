/**
 * The database under a heavy write: the largest photo lead the forms allow (10 real JPEGs of grain,
 * 20 MB in all) sent anonymously to a running server, while /api/health is asked every 20 ms. On the
 * embedded database a lead's photo bytes once held the event loop for over a second; the figures are
 * health's p99 and max while the lead is stored (each request timed from when it was due), and
 * whether health stayed 200 (the schema check).
 * Bounded: one lead, health polled until it is answered (at most 60 s), loopback only.
 */
import { uploadLimits } from "../../shared/business";
import type { AttackFigure, AttackTarget } from "./types";
import { largestAllowedPhoto } from "../../tests/support/largest-photo";

const pollEveryMs = 20;

const percentile = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];

export default async function attack(target: AttackTarget): Promise<AttackFigure[]> {
  const base = new URL(target.baseUrl);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(base.hostname)) throw new Error("attacks run against loopback only");
  const photo = await largestAllowedPhoto();
  const form = new FormData();
  const fields = {
    name: "Attack Lead",
    phone: "(416) 555-0142",
    email: "attack.lead@example.com",
    city: "toronto",
    projectType: "Stamped Concrete",
    sqFt: "650",
    timeline: "month",
    message: "Driveway, ten photos attached.",
    consent: "true",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (let index = 0; index < uploadLimits.maxFiles; index++)
    form.append("photos", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), `photo-${index + 1}.jpg`);

  // Asked on a fixed schedule without waiting for earlier answers, each timed from when it was due:
  // a stall delays every request due during it, so it counts as often as it lasts.
  const statuses = new Map<number, number>();
  const answers: Array<Promise<number>> = [];
  const pollStarted = performance.now();
  let tick = 0;
  let running = true;
  const deadline = Date.now() + 60_000;
  const poll = (async () => {
    while (running && Date.now() < deadline) {
      const now = performance.now();
      while (pollStarted + tick * pollEveryMs <= now) {
        const due = pollStarted + tick * pollEveryMs;
        tick++;
        answers.push(
          fetch(new URL("/api/health", base), { signal: AbortSignal.timeout(30_000) })
            .then(async (response) => {
              await response.arrayBuffer();
              return response.status;
            })
            .catch(() => 0)
            .then((status) => {
              statuses.set(status, (statuses.get(status) ?? 0) + 1);
              return performance.now() - due;
            }),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, pollStarted + tick * pollEveryMs - performance.now())));
    }
  })();
  const started = performance.now();
  const response = await fetch(new URL("/api/quote-requests", base), {
    method: "POST",
    body: form,
    headers: { Origin: base.origin },
    signal: AbortSignal.timeout(60_000),
  }).catch((error: unknown) => ({ status: 0, text: async () => String(error) }));
  await response.text();
  const leadMs = performance.now() - started;
  running = false;
  await poll;
  const samples = await Promise.all(answers);

  const sorted = [...samples].sort((a, b) => a - b);
  const total = ((photo.length * uploadLimits.maxFiles) / 1048576).toFixed(1);
  const where = `on ${target.database}, during the largest photo lead (${uploadLimits.maxFiles} photos, ${total} MB)`;
  return [
    { attack: `the largest photo lead ${where}`, figure: `answered ${response.status} in ${Math.round(leadMs)} ms` },
    { attack: `/api/health p99 ${where}`, figure: `${Math.round(percentile(sorted, 0.99))} ms (${sorted.length} requests, bound 200 ms)` },
    { attack: `/api/health max ${where}`, figure: `${Math.round(sorted[sorted.length - 1] ?? 0)} ms` },
    {
      attack: `/api/health statuses ${where}`,
      figure: [...statuses].map(([status, count]) => `${count} x ${status || "no answer"}`).join(", "),
    },
  ];
}
