/**
 * Long synchronous work cut into slices of about `ms`, with the event loop let in between: what waits on it
 * (another connection's answer, the next statement for PostgreSQL to start on) goes on meanwhile. A loop asks
 * `due` after each step and awaits `pause()` when it is.
 */
export class Slices {
  private started = performance.now();

  constructor(private readonly ms = 10) {}

  /** Whether this slice has had its time. */
  get due(): boolean {
    return performance.now() - this.started >= this.ms;
  }

  /** Lets the event loop run what waits (I/O included), then a new slice begins. */
  async pause(): Promise<void> {
    await new Promise<void>((resume) => setImmediate(resume));
    this.started = performance.now();
  }

  /**
   * `each` of every item in turn, with a pause whenever a slice has had its time. One loop for every caller: the
   * work of an item is a function compiled once on its own, not again inside each caller's loop (V8 compiled a
   * rebuild's month folds, async loops with their items' work inlined, anew in each of the first rounds).
   */
  async each<T>(items: Iterable<T>, each: (item: T) => void): Promise<void> {
    for (const item of items) {
      each(item);
      if (this.due) await this.pause();
    }
  }
}
