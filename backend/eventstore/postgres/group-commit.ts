/**
 * Group commit: appends that arrive while another group is being written wait a moment and go
 * together, so many callers share one transaction and one WAL flush instead of queueing for one
 * each. A lone append with nothing in flight goes at once: a single writer waits for nothing.
 */

export interface GroupCommitOptions {
  /** A group this large goes at once. */
  maxGroup: number;
  /** The longest an append waits for company while another group is in flight. */
  maxDelayMs: number;
  /** Groups written side by side at most (each takes a connection of the pool). */
  maxInFlight: number;
}

export const DEFAULT_GROUP_COMMIT: GroupCommitOptions = { maxGroup: 64, maxDelayMs: 1, maxInFlight: 4 };

interface Entry<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Writes each group with `write`, which answers one result or one Error per item, in order: one
 * caller's refusal fails only that caller. A stream is in at most one pending or in-flight group;
 * a later append to it waits for that group to end, so appends to one stream keep their order.
 */
export class GroupCommitQueue<T extends { stream: string }, R> {
  private pending: Entry<T, R>[] = [];
  /** Appends whose stream is busy, oldest first. */
  private held: Entry<T, R>[] = [];
  private readonly busy = new Set<string>();
  private inFlight = 0;
  private timer: NodeJS.Timeout | undefined;
  private immediate: NodeJS.Immediate | undefined;

  constructor(
    private readonly write: (items: T[]) => Promise<(R | Error)[]>,
    private readonly options: GroupCommitOptions = DEFAULT_GROUP_COMMIT,
  ) {}

  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const entry = { item, resolve, reject };
      if (this.busy.has(item.stream)) this.held.push(entry);
      else this.enqueue(entry);
      this.schedule();
    });
  }

  private enqueue(entry: Entry<T, R>) {
    this.busy.add(entry.item.stream);
    this.pending.push(entry);
  }

  private schedule() {
    if (this.pending.length === 0 || this.inFlight >= this.options.maxInFlight) return;
    if (this.inFlight === 0 || this.pending.length >= this.options.maxGroup) this.flushSoon();
    else this.timer ??= setTimeout(() => this.flushSoon(), this.options.maxDelayMs);
  }

  /** After the current turn of the event loop: the appends made in the same turn go together. */
  private flushSoon() {
    this.immediate ??= setImmediate(() => {
      this.immediate = undefined;
      this.flush();
    });
  }

  private flush() {
    clearTimeout(this.timer);
    this.timer = undefined;
    const group = this.pending.splice(0, this.options.maxGroup);
    if (group.length === 0) return;
    this.inFlight++;
    this.write(group.map((e) => e.item))
      .then(
        (results) => group.forEach((entry, i) => settle(entry, results[i])),
        (err: unknown) => group.forEach((entry) => entry.reject(err)),
      )
      .finally(() => {
        this.inFlight--;
        for (const entry of group) this.busy.delete(entry.item.stream);
        this.release();
        // A connection is free and whoever queued meanwhile has waited for a whole group: go now.
        if (this.pending.length > 0) this.flushSoon();
      });
    this.schedule();
  }

  /** Held appends whose stream became free join the next group, in the order they came. */
  private release() {
    const stillHeld: Entry<T, R>[] = [];
    for (const entry of this.held) {
      if (this.busy.has(entry.item.stream)) stillHeld.push(entry);
      else this.enqueue(entry);
    }
    this.held = stillHeld;
  }
}

function settle<T, R>(entry: Entry<T, R>, result: R | Error | undefined) {
  if (result === undefined) entry.reject(new Error('group commit: no result for an append'));
  else if (result instanceof Error) entry.reject(result);
  else entry.resolve(result);
}
