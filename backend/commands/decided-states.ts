import type { Checkpoint, EventStore, RecordedEvent } from '../eventstore/port';
import { KEY_TTL_MS } from '../eventstore/personal-data/data-key-store';

/**
 * A stream's state as its decider left it after the event at `position`, so that the next command on
 * it reads and folds only what the stream got since (a conversation whose goal slider moves all day
 * would otherwise be read and folded whole for every move).
 */
export interface Decided<State> {
  state: State;
  /** The stream position of the last event folded in; -1: the stream had none. */
  position: number;
  /** Where that event sits in the global order; null when the stream had none. */
  checkpoint: Checkpoint | null;
  /** Every event id of the stream with the command type that appended it: a retried command is known by its first id. */
  commands: Map<string, { position: number; commandType: string | undefined }>;
}

interface Kept<State> extends Decided<State> {
  until: number;
  /** The event ids counted for it against MAX_IDS. */
  counted: number;
}

/** Streams kept at most per store, and event ids over all of them: a few MB. */
const MAX_STREAMS = 512;
const MAX_IDS = 100_000;

/**
 * The decided states of recently written streams, per store. A state holds personal data opened from
 * the store (a conversation's employee name and e-mail, its report), so it lives no longer than the keys
 * that opened it would (KEY_TTL_MS: an erasure in another process is seen within it at the latest), and
 * every state of a store is dropped as soon as the store learns of an erasure (`erasuresSeen`). Kept
 * states are frozen in tests, so a caller that changes one in place fails there instead of corrupting
 * the next command's state.
 */
export class DecidedStates {
  private static readonly byStore = new WeakMap<EventStore, DecidedStates>();
  /** A number per decider: two deciders of one stream keep a state each. */
  private static readonly deciders = new WeakMap<object, number>();
  private static nextDecider = 1;
  private readonly streams = new Map<string, Kept<unknown>>();
  private ids = 0;
  private erasures: number;

  private constructor(private readonly store: EventStore) {
    this.erasures = store.erasuresSeen;
  }

  static of(store: EventStore): DecidedStates {
    let states = DecidedStates.byStore.get(store);
    if (!states) DecidedStates.byStore.set(store, (states = new DecidedStates(store)));
    return states;
  }

  /** Names the state `decider` decides on for `stream`. */
  static key(decider: object, stream: string): string {
    let id = DecidedStates.deciders.get(decider);
    if (id === undefined) DecidedStates.deciders.set(decider, (id = DecidedStates.nextDecider++));
    return `${id}:${stream}`;
  }

  /** The state kept for `key` (DecidedStates.key), if it is still good. */
  get<State>(key: string): Decided<State> | undefined {
    if (this.store.erasuresSeen !== this.erasures) this.clear();
    const kept = this.streams.get(key) as Kept<State> | undefined;
    if (kept && kept.until < Date.now()) {
      this.delete(key);
      return undefined;
    }
    return kept;
  }

  /** Keeps `decided` for `key`. A state extended by newer events keeps the life of the data it was first opened with. */
  set<State>(key: string, decided: Decided<State>) {
    const until = this.streams.get(key)?.until ?? Date.now() + KEY_TTL_MS;
    this.delete(key);
    if (process.env.VITEST) deepFreeze(decided.state);
    const counted = decided.commands.size;
    this.streams.set(key, { ...decided, until, counted });
    this.ids += counted;
    // The least recently written go first.
    for (const name of this.streams.keys()) {
      if (this.streams.size <= MAX_STREAMS && this.ids <= MAX_IDS) break;
      if (name !== key) this.delete(name);
    }
  }

  delete(key: string) {
    const kept = this.streams.get(key);
    if (!kept) return;
    this.streams.delete(key);
    this.ids -= kept.counted;
  }

  private clear() {
    this.streams.clear();
    this.ids = 0;
    this.erasures = this.store.erasuresSeen;
  }
}

/** The event ids and command types of `events` (read, or just appended), added to `commands` (which is changed). */
export function noteCommands(
  commands: Decided<unknown>['commands'],
  events: readonly (Pick<RecordedEvent, 'id' | 'streamPosition'> & { metadata?: RecordedEvent['metadata'] })[],
) {
  for (const event of events) {
    const commandType = event.metadata?.commandType;
    commands.set(event.id, { position: event.streamPosition, commandType: typeof commandType === 'string' ? commandType : undefined });
  }
  return commands;
}

function deepFreeze(value: unknown) {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}
