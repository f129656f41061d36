import type { Checkpoint, EventStore, NewEvent, RecordedEvent } from '../../backend/eventstore/port';

/** What the parts of the conformance suite borrow from the main suite (eventstore-conformance.ts), which calls them inside its describe. */
export interface ConformanceTools {
  store: () => EventStore;
  newStream: (label: string) => string;
  newEvent: () => NewEvent;
  /** The events of `streams` after `from`, read through readAll until `count` of them have come. */
  readAllOf: (store: EventStore, from: Checkpoint | null, streams: string[], count: number) => Promise<{ events: RecordedEvent[] }>;
}
