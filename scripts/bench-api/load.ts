/**
 * One autocannon run against one server: throughput counted from the answers that came back, and
 * latency percentiles. Any non-2xx answer or socket error fails the run, so a broken server cannot
 * pass for a fast one.
 */
import autocannon from "autocannon";

export type LoadResult = { requestsPerSecond: number; p50: number; p99: number; completed: number };

export type LoadOptions = { connections: number; seconds: number; headers: Record<string, string> };

export async function load(url: string, options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds, headers: options.headers });
  if (result.non2xx || result.errors || result.timeouts) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    completed: result.requests.total,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
