import type { EventStore } from '../eventstore/port';

/** A command waiting for its stream's turn; `key` says which commands may share one (the same decider). */
export interface Waiting<Key> {
  key: Key;
  reject(err: unknown): void;
}

interface Turn<Key, Entry extends Waiting<Key>> {
  key: Key;
  entries: Entry[];
  started: boolean;
  work: (entries: Entry[]) => Promise<void>;
}

/**
 * At most this many commands share a turn: enough that ten writers on one stream pay for one read and
 * one append together, few enough that one turn's append stays small.
 */
export const MAX_PER_TURN = 64;

const lines = new WeakMap<EventStore, Map<string, Array<Turn<unknown, Waiting<unknown>>>>>();

/**
 * Commands on one stream take turns within this process. Those that arrive while a turn runs wait for
 * the next one together, and `work` handles them in one go (one read of the stream, one append): under
 * contention a stream then serves more commands per second, not fewer. Commands of another `key` (another
 * decider on the same stream) get a turn of their own. `work` settles each entry; what it throws fails
 * the entries of its turn.
 */
export function inTurn<Key, Entry extends Waiting<Key>>(
  store: EventStore,
  stream: string,
  entry: Entry,
  work: (entries: Entry[]) => Promise<void>,
): void {
  let streams = lines.get(store);
  if (!streams) lines.set(store, (streams = new Map()));
  let line = streams.get(stream) as Array<Turn<Key, Entry>> | undefined;
  if (!line) streams.set(stream, (line = []) as never);
  const last = line[line.length - 1];
  if (last && !last.started && last.key === entry.key && last.entries.length < MAX_PER_TURN) {
    last.entries.push(entry);
    return;
  }
  line.push({ key: entry.key, entries: [entry], started: false, work });
  if (line.length === 1) void runLine(streams, stream, line);
}

async function runLine<Key, Entry extends Waiting<Key>>(streams: Map<string, unknown>, stream: string, line: Array<Turn<Key, Entry>>) {
  while (line.length > 0) {
    const turn = line[0]!;
    turn.started = true;
    try {
      await turn.work(turn.entries);
    } catch (err) {
      for (const entry of turn.entries) entry.reject(err);
    }
    line.shift();
  }
  streams.delete(stream);
}
