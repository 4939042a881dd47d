import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

/**
 * Runs scrypt on threads of its own. Node's async scrypt uses libuv's small shared pool (4
 * threads), the same pool that reads files and resolves names: a flood of password attempts
 * queued there held media downloads for seconds. Each worker here runs scryptSync, so a hash
 * occupies only its own thread. Evaluated source rather than a file, so the same code runs from
 * tsx, the tests and the bundled server.
 */
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const { scryptSync } = require("node:crypto");
parentPort.on("message", (job) => {
  try {
    const key = scryptSync(job.password, Buffer.from(job.salt), job.keyLength, { N: job.N, r: job.r, p: job.p, maxmem: job.maxmem });
    parentPort.postMessage({ key });
  } catch (err) {
    parentPort.postMessage({ error: String(err && err.message || err) });
  }
});
`;

export type ScryptJob = {
  password: string;
  salt: Uint8Array;
  keyLength: number;
  N: number;
  r: number;
  p: number;
  maxmem: number;
};

/** Thrown when the queue is full: the caller answers 503 with Retry-After. */
export class HashQueueFull extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("Password hashing queue is full");
  }
}

type Pending = { job: ScryptJob; resolve: (key: Buffer) => void; reject: (err: Error) => void };

export type HashPoolOptions = { threads: number; maxQueued: number };

/** One thread per spare core (at most 4: each hash holds 128 MiB), 16 waiting jobs per thread. */
function defaultPoolOptions(): HashPoolOptions {
  const threads = Math.max(1, Math.min(4, availableParallelism() - 1));
  return { threads, maxQueued: threads * 16 };
}

export class HashPool {
  private idle: Worker[] = [];
  private workers = 0;
  private queue: Pending[] = [];
  /** Recent time per hash, for Retry-After. */
  private averageMs = 500;

  constructor(private readonly options: HashPoolOptions = defaultPoolOptions()) {}

  run(job: ScryptJob): Promise<Buffer> {
    if (this.queue.length >= this.options.maxQueued) {
      const waitMs = (this.queue.length / this.options.threads + 1) * this.averageMs;
      return Promise.reject(new HashQueueFull(Math.max(1, Math.ceil(waitMs / 1000))));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  get queued() {
    return this.queue.length;
  }

  async close() {
    const idle = this.idle;
    this.idle = [];
    await Promise.all(idle.map((w) => w.terminate()));
  }

  private dispatch() {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? this.spawn();
      if (!worker) return;
      this.execute(worker, this.queue.shift()!);
    }
  }

  private spawn(): Worker | null {
    if (this.workers >= this.options.threads) return null;
    this.workers += 1;
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    // An idle pool must not keep the process (or a test run) alive.
    worker.unref();
    worker.on("error", () => {
      this.workers -= 1;
    });
    return worker;
  }

  private execute(worker: Worker, { job, resolve, reject }: Pending) {
    const started = performance.now();
    const finish = (message: { key?: Uint8Array; error?: string }) => {
      worker.off("error", fail);
      worker.unref();
      this.averageMs = this.averageMs * 0.8 + (performance.now() - started) * 0.2;
      if (message.key) resolve(Buffer.from(message.key));
      else reject(new Error(message.error ?? "scrypt failed"));
      this.idle.push(worker);
      this.dispatch();
    };
    const fail = (err: Error) => {
      worker.off("message", finish);
      reject(err);
      this.dispatch();
    };
    // Held while it works, so a script awaiting a hash is not ended under it.
    worker.ref();
    worker.once("message", finish);
    worker.once("error", fail);
    worker.postMessage(job);
  }
}
