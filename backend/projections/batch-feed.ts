import type { Checkpoint, EventStore, ReadAllOptions, ReadAllResult } from '../eventstore/port';
import { readAhead } from '../eventstore/read-ahead';

interface Slot {
  page: Promise<ReadAllResult | null>;
  resolve(page: ReadAllResult | null): void;
}

/**
 * The store read once for several consumers that each take every page in order (a rebuild's
 * read models on their own connections). Pages are kept until every consumer has passed them, and
 * reading pauses while the slowest consumer is `window` pages behind, so memory stays bounded
 * however long the store is.
 */
export class BatchFeed {
  private readonly slots = new Map<number, Slot>();
  private readonly passed: number[];
  private read = 0;
  private wakeReader: (() => void) | undefined;
  private stopped = false;

  constructor(
    consumers: number,
    private readonly window = 8,
  ) {
    this.passed = new Array<number>(consumers).fill(0);
  }

  /** Page `index` (0 first), or null past the last one. */
  page(index: number): Promise<ReadAllResult | null> {
    return this.slot(index).page;
  }

  /** Consumer `consumer` is done with the pages before `next`. */
  pass(consumer: number, next: number) {
    const before = Math.min(...this.passed);
    this.passed[consumer] = next;
    const slowest = Math.min(...this.passed);
    for (let i = before; i < slowest; i++) this.slots.delete(i);
    this.wakeReader?.();
  }

  /** The slowest consumer's place: how many pages every consumer has passed. */
  get slowest(): number {
    return Math.min(...this.passed);
  }

  /** Reads the store from `from` into the pages; the last page is followed by null. */
  async run(store: EventStore, from: Checkpoint | null, batchSize: number, options?: ReadAllOptions) {
    for await (const page of readAhead(store, from, batchSize, options)) {
      if (this.stopped) return;
      this.slot(this.read++).resolve(page);
      while (!this.stopped && this.read - this.slowest >= this.window) {
        await new Promise<void>((resolve) => (this.wakeReader = resolve));
        this.wakeReader = undefined;
      }
    }
    this.slot(this.read).resolve(null);
  }

  /** Ends reading after a consumer failed: the others get null and stop. */
  stop() {
    this.stopped = true;
    this.wakeReader?.();
    for (const [index, slot] of this.slots) if (index >= this.read) slot.resolve(null);
  }

  private slot(index: number): Slot {
    let slot = this.slots.get(index);
    if (!slot) {
      let resolve!: (page: ReadAllResult | null) => void;
      const page = new Promise<ReadAllResult | null>((r) => (resolve = r));
      slot = { page: this.stopped ? Promise.resolve(null) : page, resolve };
      this.slots.set(index, slot);
    }
    return slot;
  }
}
