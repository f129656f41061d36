import type { Checkpoint, EventStore, ReadAllResult } from '../eventstore/port';

/** What a runner needs of the store: the global read, checkpoint order and the wake-up. */
export type EventFeed = Pick<EventStore, 'readAll' | 'compareCheckpoints' | 'onNewEvents'>;

const perStore = new WeakMap<EventStore, SharedReads>();

/** The one SharedReads of a store: every runner of the process reads through it. */
export function sharedReads(store: EventStore): SharedReads {
  let feed = perStore.get(store);
  if (!feed) perStore.set(store, (feed = new SharedReads(store)));
  return feed;
}

/** Pages kept at most; there is one per distinct position the runners read from, normally one. */
const MAX_PAGES = 32;

/**
 * One read of new events for all runners of a process. After an append every runner wakes and asks
 * for the events after its checkpoint, which is the same one for all that were caught up: they share
 * one store read (and one decryption of its personal data) instead of one each. A page is kept until
 * the next wake-up, since a later read from the same place may see more (a read under way then is
 * dropped too: whoever asks after the wake-up reads anew).
 */
export class SharedReads implements EventFeed {
  private readonly pages = new Map<string, Promise<ReadAllResult>>();
  /** Store reads made, for tests and benchmarks. */
  reads = 0;

  private listening: { count: number; stop: () => void } | undefined;

  constructor(private readonly store: EventStore) {}

  readAll(from: Checkpoint | null, max: number): Promise<ReadAllResult> {
    // Nobody listens for wake-ups: nothing would clear a kept page.
    if (!this.listening) return this.store.readAll(from, max);
    const key = `${from ?? ''}|${max}`;
    const shared = this.pages.get(key);
    if (shared) return shared;
    this.reads++;
    const page = this.store.readAll(from, max);
    if (this.pages.size >= MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, page);
    // A failed read is not shared with the next asker.
    page.catch(() => {
      if (this.pages.get(key) === page) this.pages.delete(key);
    });
    return page;
  }

  compareCheckpoints(a: Checkpoint | null, b: Checkpoint | null): number {
    return this.store.compareCheckpoints(a, b);
  }

  onNewEvents(listener: () => void): () => void {
    // Its own listener comes before the first runner's: the pages are gone when a woken runner reads.
    this.listening ??= { count: 0, stop: this.store.onNewEvents(() => this.pages.clear()) };
    this.listening.count++;
    const stop = this.store.onNewEvents(listener);
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      stop();
      if (this.listening && --this.listening.count === 0) {
        this.listening.stop();
        this.listening = undefined;
        this.pages.clear();
      }
    };
  }
}
