import type { ExpectedVersion, NewEvent } from '../port';

/** es_append's way of saying the expected version: a kind, and the revision when it is exact. */
export function expectation(expected: ExpectedVersion): [kind: string, revision: number | null] {
  if (typeof expected !== 'number') return [expected, null];
  return expected < 0 ? ['no_stream', null] : ['exact', expected];
}

/** 'wrong_expected_version:<actual>[:<stream index>]', as es_append and es_append_many raise it. */
export function wrongVersion(message: string): { actual: number | 'no_stream'; index: number } {
  const [, actual, index] = message.split(':');
  return { actual: actual === 'no_stream' ? 'no_stream' : Number(actual), index: Number(index ?? 1) };
}

/** The events as the parallel arrays es_append and es_append_many take. */
export function eventColumns(events: NewEvent[]) {
  return [
    events.map((e) => e.id),
    events.map((e) => e.type),
    events.map((e) => e.schemaVersion ?? 1),
    events.map((e) => JSON.stringify(e.data)),
    events.map((e) => JSON.stringify(e.metadata ?? {})),
  ];
}
