import { describe, expect, it } from "vitest";
import { Batcher } from "./batcher";

/** A batcher whose batches finish only when the test says so, recording what each one held. */
function controlledBatcher(options: {
  maxInFlight: number;
  maxBatch?: number;
  canJoin?: (batch: readonly string[], item: string) => boolean;
}) {
  const batches: string[][] = [];
  const finishers: Array<(fail?: Error) => void> = [];
  const batcher = new Batcher<string, string>({
    maxInFlight: options.maxInFlight,
    maxBatch: options.maxBatch ?? 100,
    canJoin: options.canJoin ?? (() => true),
    run: (items) => {
      batches.push(items);
      return new Promise((resolve, reject) => {
        finishers.push((fail) => (fail ? reject(fail) : resolve(items.map((item) => `done:${item}`))));
      });
    },
  });
  const finish = async (index: number, fail?: Error) => {
    finishers[index](fail);
    await new Promise(setImmediate);
  };
  return { batcher, batches, finish };
}

describe("Batcher", () => {
  it("sends an item at once while a slot is free, alone", async () => {
    const { batcher, batches, finish } = controlledBatcher({ maxInFlight: 2 });
    const a = batcher.submit("a");
    const b = batcher.submit("b");
    expect(batches).toEqual([["a"], ["b"]]);
    await finish(0);
    await finish(1);
    expect(await Promise.all([a, b])).toEqual(["done:a", "done:b"]);
  });

  it("queues while every slot is busy and sends everything that queued as one batch when one frees", async () => {
    const { batcher, batches, finish } = controlledBatcher({ maxInFlight: 1 });
    const results = ["a", "b", "c", "d"].map((item) => batcher.submit(item));
    expect(batches).toEqual([["a"]]);
    await finish(0);
    expect(batches).toEqual([["a"], ["b", "c", "d"]]);
    await finish(1);
    expect(await Promise.all(results)).toEqual(["done:a", "done:b", "done:c", "done:d"]);
  });

  it("keeps an item that may not join a batch for the next one, and caps the batch size", async () => {
    const sameLetter = (batch: readonly string[], item: string) => batch.every((other) => other[0] !== item[0]);
    const { batcher, batches, finish } = controlledBatcher({ maxInFlight: 1, maxBatch: 3, canJoin: sameLetter });
    const results = ["x1", "a1", "a2", "b1", "c1", "d1", "a3"].map((item) => batcher.submit(item));
    await finish(0);
    expect(batches[1]).toEqual(["a1", "b1", "c1"]);
    await finish(1);
    expect(batches[2]).toEqual(["a2", "d1"]);
    await finish(2);
    expect(batches[3]).toEqual(["a3"]);
    await finish(3);
    expect(await Promise.all(results)).toHaveLength(7);
  });

  it("fails every item of a failed batch, and goes on with the next one", async () => {
    const { batcher, finish } = controlledBatcher({ maxInFlight: 1 });
    const first = batcher.submit("a");
    const queued = [batcher.submit("b"), batcher.submit("c")];
    const refused = Promise.allSettled(queued);
    await finish(0);
    await finish(1, new Error("connection lost"));
    expect((await refused).map((r) => (r.status === "rejected" ? (r.reason as Error).message : r.status))).toEqual([
      "connection lost",
      "connection lost",
    ]);
    const later = batcher.submit("d");
    await finish(2);
    expect(await Promise.all([first, later])).toEqual(["done:a", "done:d"]);
  });

  it("fails a batch whose results do not match its items one for one", async () => {
    const batcher = new Batcher<string, string>({
      maxInFlight: 1,
      maxBatch: 10,
      canJoin: () => true,
      run: async (items) => items.slice(1),
    });
    await expect(batcher.submit("a")).rejects.toThrow("a batch of 1 returned 0 results");
  });

  it("with retryAlone, runs the items of a failed batch one by one, so only the one that fails fails", async () => {
    const runs: string[][] = [];
    const batcher = new Batcher<string, string>({
      maxInFlight: 1,
      maxBatch: 10,
      canJoin: () => true,
      retryAlone: true,
      run: async (items) => {
        runs.push(items);
        // The items submitted with this one queue behind it while it is in flight.
        await new Promise(setImmediate);
        if (items.includes("bad")) throw new Error("refused: bad");
        return items.map((item) => `done:${item}`);
      },
    });
    const results = await Promise.allSettled(["first", "a", "bad", "c"].map((item) => batcher.submit(item)));
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : (r.reason as Error).message))).toEqual([
      "done:first",
      "done:a",
      "refused: bad",
      "done:c",
    ]);
    expect(runs).toEqual([["first"], ["a", "bad", "c"], ["a"], ["bad"], ["c"]]);
  });
});
