import { describe, expect, it } from "vitest";
import { createJobQueue, photoConcurrency } from "../../server/photos/queue";

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A job that runs until its `finish` is called. */
function heldJob(log: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const job = () => {
    log.push(`start ${name}`);
    return new Promise<string>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { job, finish: () => finish(name), fail: () => fail(new Error(name)) };
}

describe("createJobQueue", () => {
  it("runs at most `concurrency` jobs at once, the others in the order they came", async () => {
    const log: string[] = [];
    const queue = createJobQueue(2);
    const jobs = ["a", "b", "c", "d"].map((name) => heldJob(log, name));
    const results = jobs.map(({ job }) => queue.run(job));
    await tick();
    expect(log).toEqual(["start a", "start b"]);
    expect(queue.size).toEqual({ running: 2, waiting: 2 });

    jobs[1].finish();
    await tick();
    expect(log).toEqual(["start a", "start b", "start c"]);
    jobs[0].finish();
    await tick();
    expect(log).toEqual(["start a", "start b", "start c", "start d"]);
    jobs[2].finish();
    jobs[3].finish();
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d"]);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it("gives the slot of a failed job to the next one and passes the failure to its caller", async () => {
    const log: string[] = [];
    const queue = createJobQueue(1);
    const first = heldJob(log, "first");
    const second = heldJob(log, "second");
    const failed = queue.run(first.job);
    const next = queue.run(second.job);
    await tick();
    first.fail();
    await expect(failed).rejects.toThrow("first");
    await tick();
    expect(log).toEqual(["start first", "start second"]);
    second.finish();
    expect(await next).toBe("second");
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });
});

describe("photoConcurrency", () => {
  it("leaves at least half the cores to everything else, with one photo at a time at the least and two at the most", () => {
    expect(photoConcurrency(1, 1)).toBe(1);
    expect(photoConcurrency(2, 1)).toBe(1);
    expect(photoConcurrency(4, 1)).toBe(2);
    expect(photoConcurrency(16, 1)).toBe(2);
    expect(photoConcurrency(8, 8)).toBe(1);
    expect(photoConcurrency(16, 4)).toBe(2);
  });
});
