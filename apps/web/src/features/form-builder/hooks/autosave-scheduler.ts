/**
 * The autosave rules, without React: a save runs 500 ms after the last change,
 * never while a manual save runs, one at a time, and always sends the latest state. Failures
 * are only reported to `onError` (logged, no toast).
 */
export interface AutosaveDeps {
  save: () => Promise<unknown>;
  onError: (err: unknown) => void;
  delayMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export class AutosaveScheduler {
  private timer: unknown = null;
  private inFlight = false;
  private manual = false;
  private latest = 0;
  private saved = 0;
  private readonly delay: number;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(private readonly deps: AutosaveDeps) {
    this.delay = deps.delayMs ?? 500;
    this.setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  }

  /** An owner edit with this revision number happened. */
  changed(revision: number) {
    this.latest = Math.max(this.latest, revision);
    this.schedule();
  }

  /** A manual save starts; the revision it sends counts as saved once it succeeds. */
  manualStarted() {
    this.manual = true;
    this.cancel();
  }

  manualFinished(savedRevision: number | null) {
    this.manual = false;
    if (savedRevision !== null) this.saved = Math.max(this.saved, savedRevision);
    if (this.latest > this.saved) this.schedule();
  }

  get pending() {
    return this.latest > this.saved;
  }

  /** Leaving the editor: save what is waiting now instead of after the delay. */
  flush() {
    if (this.timer === null) return;
    this.cancel();
    void this.run();
  }

  cancel() {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
  }

  private schedule() {
    this.cancel();
    if (this.latest <= this.saved) return;
    this.timer = this.setTimer(() => {
      this.timer = null;
      void this.run();
    }, this.delay);
  }

  private async run() {
    if (this.manual || this.inFlight || this.latest <= this.saved) return;
    const revision = this.latest;
    this.inFlight = true;
    try {
      await this.deps.save();
      this.saved = Math.max(this.saved, revision);
    } catch (err) {
      this.deps.onError(err);
      // Not retried in a loop: the next edit schedules the next attempt.
      this.saved = Math.max(this.saved, revision);
    } finally {
      this.inFlight = false;
    }
    // Edits made while this save was on its way get their own save.
    if (!this.manual && this.latest > this.saved) this.schedule();
  }
}
