import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

/**
 * Runs scrypt on threads of its own. Node's async scrypt uses libuv's small shared pool (4
 * threads), the same pool that reads files and resolves names: a flood of password attempts
 * queued there held media downloads for seconds. Each worker here runs scryptSync, so a hash
 * occupies only its own thread. Evaluated source rather than a file, so the same code runs from
 * tsx, the tests and the bundled server.
 *
 * On Linux each hashing thread lowers its own priority to the lowest (nice 19; setpriority on
 * the calling thread affects that thread only there). A hash then runs on CPU time nothing else
 * wants: whenever the thread that answers requests is ready it goes first, so files and pages
 * keep their speed during a flood of sign-ins, and the hashes take the idle time.
 * Elsewhere setpriority would lower the whole process, so the thread keeps its priority.
 */
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const { scryptSync } = require("node:crypto");
if (process.platform === "linux") require("node:os").setPriority(19);
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
/** A request waiting for its turn, refused at its deadline (turn()). */
type Waiter = { resolve: () => void; deadline: ReturnType<typeof setTimeout> };

/**
 * `threads`: hashes at once. `maxWaitMs`: the longest a password request may wait for its turn;
 * past it the request is refused with Retry-After.
 */
export type HashPoolOptions = { threads: number; maxWaitMs: number };

/**
 * Fewer hashing threads than cores, so one core is always left to answer requests (one thread
 * on two cores; at most 4: each hash holds 128 MiB). A request waits up to 10 seconds for its
 * turn: about 30 sign-ins queued on one thread of a quiet two-core machine (decision 084).
 */
function defaultPoolOptions(): HashPoolOptions {
  return { threads: Math.max(1, Math.min(4, availableParallelism() - 1)), maxWaitMs: 10_000 };
}

/** Retry-After in whole seconds, at least one. */
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export class HashPool {
  private idle: Worker[] = [];
  private workers = 0;
  private queue: Pending[] = [];
  /** Recent time per hash, for Retry-After of the backstop queue. */
  private averageMs = 500;
  /**
   * Recent time per turn, for the wait estimate and Retry-After: a request refused before its
   * hash (a wrong field, a lockout) takes a moment, one that hashes about a hash.
   */
  private turnMs = 500;
  /** Password requests holding a turn (turn()), and those waiting for one. */
  private turns = 0;
  private waiting: Waiter[] = [];

  constructor(readonly options: HashPoolOptions = defaultPoolOptions()) {}

  /**
   * Runs a whole password request (its counters, its database reads, its hash) in a turn: one
   * per hashing thread and one more being prepared while they hash. The rest wait, at no cost to
   * the thread that answers requests; when the wait would pass `maxWaitMs` the request is refused
   * at once with HashQueueFull, before any of its work. Sixty sign-ins at once were sixty sets
   * of database work and Better Auth calls on the main thread in the same moment; a file asked
   * for then waited behind all of them.
   *
   * That estimate is only a guess made on arrival: the turns of a burst took longer than the
   * recent ones (a loaded machine), and sign-ins let in waited 47 s. So each waiting request also
   * has a deadline of `maxWaitMs`, and is refused when it passes still waiting.
   */
  async turn<T>(work: () => Promise<T>): Promise<T> {
    if (this.turns >= this.options.threads + 1) {
      const waitMs = this.turnWaitMs(this.waiting.length + 1);
      // Retry-After: when the line ahead should have been served.
      if (waitMs > this.options.maxWaitMs) throw new HashQueueFull(seconds(waitMs));
      await new Promise<void>((resolve, reject) => {
        const waiter: Waiter = {
          resolve,
          deadline: setTimeout(() => {
            this.waiting.splice(this.waiting.indexOf(waiter), 1);
            reject(new HashQueueFull(seconds(this.turnWaitMs(this.waiting.length + 1))));
          }, this.options.maxWaitMs),
        };
        this.waiting.push(waiter);
      });
    } else {
      this.turns += 1;
    }
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.turnMs = this.turnMs * 0.8 + (performance.now() - started) * 0.2;
      // The turn passes straight to the next request in line, or is given back.
      const next = this.waiting.shift();
      if (next) {
        clearTimeout(next.deadline);
        next.resolve();
      } else this.turns -= 1;
    }
  }

  /** How long the `ahead`-th request in line should wait, by the recent time per turn. */
  private turnWaitMs(ahead: number) {
    return (ahead / (this.options.threads + 1)) * this.turnMs;
  }

  run(job: ScryptJob): Promise<Buffer> {
    // A backstop for hashes outside a turn (every password route of password-guard.ts takes one).
    // Inside turns at most one hash per turn is queued here, so a request waits for a thread at
    // most one hash beyond its turn.
    if (this.queue.length >= this.options.threads * 16) {
      return Promise.reject(new HashQueueFull(this.retryAfter(this.queue.length)));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  async close() {
    const idle = this.idle;
    this.idle = [];
    await Promise.all(idle.map((w) => w.terminate()));
  }

  private retryAfter(ahead: number) {
    return seconds((ahead / this.options.threads + 1) * this.averageMs);
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
