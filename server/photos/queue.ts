/**
 * Photo work waits its turn here, process-wide. sharp decodes on libuv's thread pool (4 threads unless
 * UV_THREADPOOL_SIZE says otherwise), which file reads, DNS, crypto and zlib share: a burst of large
 * leads must not take all of it, nor every core from the event loop.
 */
import os from "node:os";
import sharp from "sharp";

export type JobQueue = {
  /** Runs `job` once fewer than `concurrency` jobs are running; first come, first served. */
  run: <T>(job: () => Promise<T>) => Promise<T>;
  /** Jobs running and waiting now. */
  readonly size: { running: number; waiting: number };
};

export function createJobQueue(concurrency: number): JobQueue {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    async run(job) {
      if (running < concurrency) running++;
      // The finishing job hands its slot over, so `running` stays counted.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await job();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    get size() {
      return { running, waiting: waiting.length };
    },
  };
}

/**
 * Each job runs up to sharp.concurrency() libvips threads; photo work gets at most half the cores,
 * and never more than two photos at once (one on a 2-core machine).
 */
export function photoConcurrency(cores = os.availableParallelism(), threadsPerJob = sharp.concurrency()): number {
  return Math.max(1, Math.min(2, Math.floor(cores / (2 * Math.max(1, threadsPerJob)))));
}

export const photoJobs = createJobQueue(photoConcurrency());
