/**
 * Runs of one kind of work (a catch-up with the change log, a question to it) that callers share: a call while none runs
 * starts one; a call while one runs shares the run queued behind it. So every caller waits for a run
 * that began after its call (the running one may have read the log before the caller's change), and
 * a burst of callers costs at most two runs.
 */
export class SharedRuns<T = void> {
  private running: Promise<T> | null = null;
  private queued: Promise<T> | null = null;

  /** The last run started or queued, while there is one. */
  get pending(): Promise<T> | null {
    return this.queued ?? this.running;
  }

  run(work: () => Promise<T>): Promise<T> {
    if (!this.running) {
      const running = work().finally(() => {
        if (this.running === running) this.running = null;
      });
      return (this.running = running);
    }
    return (this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.run(work);
      }));
  }
}
