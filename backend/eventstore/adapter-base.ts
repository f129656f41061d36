import type { NewEvent, RecordedEvent, StreamAppend } from './port';
import type { EventProtection } from './personal-data/protection';
import type { UpcasterRegistry } from './upcasters';
import { openAndUpcast } from './read-pipeline';

/** The port's refusals of a malformed append, worded alike by every adapter. */
export function assertAppendable(events: NewEvent[]): void {
  if (events.length === 0) throw new Error('appendToStream needs at least one event');
}

export function assertBatchAppendable(appends: StreamAppend[]): void {
  if (appends.some((a) => a.events.length === 0)) throw new Error('appendToStreams needs at least one event per stream');
  if (new Set(appends.map((a) => a.stream)).size !== appends.length) throw new Error('appendToStreams takes each stream at most once');
}

/**
 * What both adapters do alike around their own storage: wake the readers waiting for new events
 * (onNewEvents) and hand out what they read as today's contract, personal fields opened and upcast.
 */
export abstract class EventStoreAdapter {
  private readonly listeners = new Set<() => void>();
  protected closed = false;

  protected constructor(
    private readonly upcasters: UpcasterRegistry,
    protected readonly protection: EventProtection,
  ) {}

  onNewEvents(listener: () => void): () => void {
    this.listeners.add(listener);
    this.startFeed();
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Starts, once, what tells this adapter of events appended by other processes; asked at every new listener. */
  protected abstract startFeed(): void;

  protected get hasListeners(): boolean {
    return this.listeners.size > 0;
  }

  protected wake = () => {
    for (const listener of this.listeners) listener();
  };

  /** No reader is woken any more; the adapter closes its feed and connection itself. */
  protected stopWaking(): void {
    this.closed = true;
    this.listeners.clear();
  }

  get erasuresSeen(): number {
    return this.protection.erasuresSeen;
  }

  protected open(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    return openAndUpcast(events, this.protection, this.upcasters);
  }
}
