/**
 * What the admin benchmarks share: signing in as the seeded admin, and timing one GET at a time
 * after a warm-up, as the owner's browser would ask (session cookie, gzip), with p50 and p99.
 */
export type AdminCredentials = { email: string; password: string };

/** Signs in and returns the session cookie to send with each request. */
export async function signInAdmin(origin: string, admin: AdminCredentials): Promise<string> {
  const response = await fetch(`${origin}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify(admin),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** One timed GET: the whole answer read as text, and the status checked. */
export async function timedGet(origin: string, requestPath: string, cookie: string, accept = "application/json") {
  const started = performance.now();
  const response = await fetch(`${origin}${requestPath}`, { headers: { cookie, accept, "accept-encoding": "gzip" } });
  const text = await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`GET ${requestPath} answered ${response.status}: ${text.slice(0, 300)}`);
  return { elapsed, text, contentType: response.headers.get("content-type") ?? "" };
}

/**
 * Asks `warmUp` times untimed, then `requests` times one after another; returns p50 and p99 in ms
 * and what `read` took from the last answer (row counts for the table).
 */
export async function timeRequests<T>(
  ask: () => Promise<{ elapsed: number; value: T }>,
  { warmUp, requests }: { warmUp: number; requests: number },
): Promise<{ p50: number; p99: number; last: T }> {
  for (let i = 0; i < warmUp; i++) await ask();
  const times: number[] = [];
  let last: T | undefined;
  for (let i = 0; i < requests; i++) {
    const answer = await ask();
    times.push(answer.elapsed);
    last = answer.value;
  }
  if (last === undefined) throw new Error("timeRequests needs at least one request");
  times.sort((a, b) => a - b);
  const at = (fraction: number) => times[Math.min(times.length - 1, Math.ceil(fraction * times.length) - 1)];
  return { p50: at(0.5), p99: at(0.99), last };
}

/** Milliseconds for a table: whole numbers from 10 up, one decimal below. */
export const msText = (value: number) => (value >= 10 ? String(Math.round(value)) : value.toFixed(1));
