import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AutosaveScheduler } from "./autosave-scheduler";

function deferred() {
  let resolve!: () => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("AutosaveScheduler", () => {
  it("saves once, 500 ms after the last of several quick changes", async () => {
    const save = vi.fn(async () => undefined);
    const s = new AutosaveScheduler({ save, onError: () => undefined });
    s.changed(1);
    await vi.advanceTimersByTimeAsync(300);
    s.changed(2);
    await vi.advanceTimersByTimeAsync(499);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(s.pending).toBe(false);
  });

  it("does not save while a manual save runs, and saves later edits after it", async () => {
    const save = vi.fn(async () => undefined);
    const s = new AutosaveScheduler({ save, onError: () => undefined });
    s.changed(1);
    s.manualStarted();
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).not.toHaveBeenCalled();
    s.changed(2); // typed while the manual save (which sent revision 1) was running
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).not.toHaveBeenCalled();
    s.manualFinished(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("needs no autosave when the manual save already sent the latest state", async () => {
    const save = vi.fn(async () => undefined);
    const s = new AutosaveScheduler({ save, onError: () => undefined });
    s.changed(3);
    s.manualStarted();
    s.manualFinished(3);
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).not.toHaveBeenCalled();
  });

  it("runs one save at a time and follows up with the edits made meanwhile", async () => {
    const first = deferred();
    const save = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValue(undefined);
    const s = new AutosaveScheduler({ save, onError: () => undefined });
    s.changed(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(save).toHaveBeenCalledTimes(1);
    s.changed(2);
    await vi.advanceTimersByTimeAsync(600);
    expect(save).toHaveBeenCalledTimes(1); // the first is still on its way
    first.resolve();
    await vi.advanceTimersByTimeAsync(500);
    expect(save).toHaveBeenCalledTimes(2);
    expect(s.pending).toBe(false);
  });

  it("reports a failure without retrying in a loop", async () => {
    const onError = vi.fn();
    const save = vi.fn(async () => {
      throw new Error("offline");
    });
    const s = new AutosaveScheduler({ save, onError });
    s.changed(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: "offline" }));
    s.changed(2);
    await vi.advanceTimersByTimeAsync(500);
    expect(save).toHaveBeenCalledTimes(2);
  });
});

describe("AutosaveScheduler.flush", () => {
  it("saves a waiting change at once when the editor closes", async () => {
    const save = vi.fn(async () => undefined);
    const s = new AutosaveScheduler({ save, onError: () => undefined });
    s.changed(1);
    s.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
