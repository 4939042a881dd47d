export type BatcherOptions<In, Out> = {
  /** Batches running at once; an item that arrives while fewer run leaves at once, alone. */
  maxInFlight: number;
  maxBatch: number;
  /** Whether `item` may join the items already in a batch (they leave together); a first item always starts one. */
  canJoin: (batch: readonly In[], item: In) => boolean;
  /** One result per item, in the items' order. */
  run: (items: In[]) => Promise<Out[]>;
  /**
   * When a batch of several fails, run each of its items alone, so an item that cannot be done
   * fails by itself instead of taking the others with it. Only for work that may run again after
   * a failed attempt (the lead insert: one statement, so a failure stored nothing).
   */
  retryAlone?: boolean;
};

type Waiting<In, Out> = { item: In; resolve: (out: Out) => void; reject: (err: unknown) => void };

/**
 * Sends work in batches without making anyone wait for a batch to fill: an item leaves at once
 * while fewer than `maxInFlight` batches are running; otherwise it queues, and everything that
 * queued leaves together as soon as a batch finishes. Idle, every item is a batch of one; under
 * load, many round trips become a few larger ones (decision 018). If a batch fails, every item
 * in it fails with the same error, unless `retryAlone` runs them again one by one.
 */
export class Batcher<In, Out> {
  #queue: Waiting<In, Out>[] = [];
  #inFlight = 0;

  constructor(private readonly options: BatcherOptions<In, Out>) {}

  submit(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.#queue.push({ item, resolve, reject });
      this.#dispatch();
    });
  }

  #dispatch() {
    const { maxInFlight, maxBatch, canJoin } = this.options;
    while (this.#inFlight < maxInFlight && this.#queue.length > 0) {
      const batch: Waiting<In, Out>[] = [];
      const items: In[] = [];
      const left: Waiting<In, Out>[] = [];
      for (const waiting of this.#queue) {
        if (items.length === 0 || (items.length < maxBatch && canJoin(items, waiting.item))) {
          batch.push(waiting);
          items.push(waiting.item);
        } else {
          left.push(waiting);
        }
      }
      this.#queue = left;
      this.#inFlight += 1;
      void this.#run(batch, items);
    }
  }

  async #run(batch: Waiting<In, Out>[], items: In[]) {
    try {
      await this.#settle(batch, items);
    } catch (err) {
      if (this.options.retryAlone && batch.length > 1) {
        for (const waiting of batch) await this.#settle([waiting], [waiting.item]).catch(waiting.reject);
      } else {
        for (const waiting of batch) waiting.reject(err);
      }
    } finally {
      this.#inFlight -= 1;
      this.#dispatch();
    }
  }

  async #settle(batch: Waiting<In, Out>[], items: In[]) {
    const results = await this.options.run(items);
    if (results.length !== batch.length)
      throw new Error(`a batch of ${batch.length} returned ${results.length} results`);
    batch.forEach((waiting, i) => waiting.resolve(results[i]));
  }
}
