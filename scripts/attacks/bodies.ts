/**
 * Bodies against every public write (decision 0150): eight connections post, for a few seconds per
 * endpoint, (1) the largest body its entry accepts (valid JSON at its byte bound), (2) garbage (JSON
 * that does not parse, at the same size) and (3) 1 MB, while /api/health is polled; each load once from
 * one address (its limits reached, as one attacker meets them) and once from a new loopback address
 * per request (limits never reached, the worst a crowd of addresses can do). Health latency p50, p99
 * and max, and the answers, per endpoint and load. Tokens and ids lead nowhere: bodies are bounded
 * before anything is looked up.
 */
import http from "node:http";
import { randomUUID } from "node:crypto";
import { endpoints, type JsonBody } from "../../shared/api/endpoints";
import { pollHealthWhile } from "./lib/health-poller";
import type { AttackFigure, AttackTarget } from "./types";

const connections = 8;
const secondsEach = 3;
const megabyte = 1024 * 1024;

type Answer = { status: number };

/** One POST (or PATCH) from `from` (a loopback address of its own when given); never throws. */
function send(base: URL, method: string, path: string, body: Buffer, from?: string): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path,
        method: method.toUpperCase(),
        localAddress: from,
        agent: false,
        timeout: 30_000,
        headers: { "Content-Type": "application/json", "Content-Length": String(body.length), Origin: base.origin },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0 }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    // A server that answers 413 early may close before the body is sent: that is its answer.
    req.on("error", () => resolve({ status: 0 }));
    req.end(body);
  });
}

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];
};
const ms = (value: number) => `${Math.round(value)}`;

export default async function attack(target: AttackTarget): Promise<AttackFigure[]> {
  const base = new URL(target.baseUrl);
  if (base.hostname !== "127.0.0.1") throw new Error(`attacks run against 127.0.0.1 only, not ${base.hostname}`);
  // A loopback subnet of this run's own (127.N.x.y): a new address for every request of the crowd load.
  const subnet = 2 + Math.floor(Math.random() * 250);
  let next = 0;
  const crowdAddress = () => {
    next += 1;
    return `127.${subnet}.${Math.floor(next / 250) % 250}.${1 + (next % 250)}`;
  };
  const oneAddress = `127.${subnet}.251.1`;
  const writes = endpoints.filter(
    (endpoint) => endpoint.access !== "admin" && endpoint.method !== "get" && endpoint.body !== undefined && "schema" in endpoint.body,
  );
  const figures: AttackFigure[] = [];
  // A few requests to every route first, from an address of their own, so the first figures do not
  // measure the server's first compilations.
  const warmUp = `127.${subnet}.252.1`;
  for (let round = 0; round < 5; round++) {
    for (const endpoint of writes) {
      const path = endpoint.path.replace("{token}", "Zx8pQ2vL0mN4rT6yB1cD3fG5hJ7kW9sA").replace(/\{\w+\}/g, randomUUID());
      await send(base, endpoint.method, path, Buffer.from("{}"), warmUp);
    }
  }
  for (const endpoint of writes) {
    const maxBytes = (endpoint.body as JsonBody).maxBytes ?? megabyte;
    const path = () => endpoint.path.replace("{token}", "Zx8pQ2vL0mN4rT6yB1cD3fG5hJ7kW9sA").replace(/\{\w+\}/g, randomUUID());
    const bodies: [string, Buffer][] = [
      [`largest accepted (${Math.round(maxBytes / 1024)} KB)`, Buffer.from(`{"a":"${"x".repeat(maxBytes - 8)}"}`)],
      [`garbage (${Math.round(maxBytes / 1024)} KB)`, Buffer.from(`{"a":${"[".repeat(maxBytes - 5)}`)],
      ["1 MB", Buffer.from(`{"a":"${"x".repeat(megabyte - 8)}"}`)],
    ];
    for (const [name, body] of bodies) {
      for (const [load, from] of [
        ["one address", () => oneAddress],
        ["a new address each", crowdAddress],
      ] as const) {
        const statuses = new Map<number, number>();
        const { health } = await pollHealthWhile(base.origin, async () => {
          const until = Date.now() + secondsEach * 1000;
          await Promise.all(
            Array.from({ length: connections }, async () => {
              while (Date.now() < until) {
                const { status } = await send(base, endpoint.method, path(), body, from());
                statuses.set(status, (statuses.get(status) ?? 0) + 1);
              }
            }),
          );
        });
        const answers = [...statuses.entries()]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${count} x ${status || "closed"}`)
          .join(", ");
        figures.push({
          attack: `${endpoint.method.toUpperCase()} ${endpoint.path}: ${name}, ${connections} connections for ${secondsEach} s from ${load}`,
          figure: `health p50 ${ms(percentile(health.samples, 0.5))} / p99 ${ms(health.p99Ms)} / max ${ms(health.worstMs)} ms (${health.samples.length} polls); ${answers}`,
        });
      }
    }
  }
  return figures;
}
