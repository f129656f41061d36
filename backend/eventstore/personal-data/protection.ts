import { type EventContext, personalData, type PersonalPart, type Placeholder, placeholderFor } from '../../../events/personal-data';
import type { SubjectRef } from '../../../events/data-subjects';
import type { NewEvent, RecordedEvent, StreamAppend } from '../port';
import { createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import { openJson, sealJson } from './cipher';
import { openSealedValues } from './unseal-in-worker';
import type { DataKeyStore } from './data-key-store';

/**
 * Where personal data is encrypted and decrypted: inside the event store adapters, between the
 * stored bytes and the upcasters. Everything above the port (deciders, projections, reactors, the
 * history) sees plain events of today's contract; everything below it (the events table, EventStoreDB,
 * their backups) holds the personal fields only as ciphertext under the subject's data key.
 */
export interface EventProtection {
  /** Encrypts the personal fields of events about to be appended; returns new objects, the given ones are left as they are. */
  seal(appends: readonly StreamAppend[]): Promise<StreamAppend[]>;
  /** Decrypts read events in place, before they are upcast; fields of an erased subject become placeholders. */
  open(events: RecordedEvent[]): Promise<void>;
  /** How many erasures this process has learned of (DataKeyStore.erasuresSeen); 0 without protection. */
  readonly erasuresSeen: number;
}

export const noProtection: EventProtection = {
  seal: async (appends) => [...appends],
  open: async () => undefined,
  erasuresSeen: 0,
};

/** One subject's sealed fields: who, which fields with their placeholder, the ciphertext. */
interface Group {
  s: string;
  p: Record<string, Placeholder>;
  c: string;
  /**
   * Fields about several subjects: `c` is sealed under a content key that is the XOR of one random
   * share per subject (`s` first), each share sealed under its subject's key. Any key gone, no content key.
   */
  x?: [subject: string, share: string][];
}

/** What replaces the personal fields in stored data: groups on the object itself, and arrays whose elements carry their own. */
interface Envelope {
  g?: Group[];
  a?: string[];
}

export const ENVELOPE = '~pii';

type Rules = Readonly<Record<string, readonly PersonalPart[]>>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const aad = (subject: string, eventId: string) => `${subject}\u0000${eventId}`;

/** A personal part of one event (or one array element), its subject resolved. */
interface Pending {
  target: Record<string, unknown>;
  ref: SubjectRef;
  fields: Record<string, Placeholder>;
  also: SubjectRef[];
}

export class PersonalDataProtection implements EventProtection {
  constructor(
    private readonly keys: DataKeyStore,
    private readonly rules: Rules = personalData,
  ) {}

  get keyStore(): DataKeyStore {
    return this.keys;
  }

  get erasuresSeen(): number {
    return this.keys.erasuresSeen;
  }

  async seal(appends: readonly StreamAppend[]): Promise<StreamAppend[]> {
    const work: { event: NewEvent; data: Record<string, unknown>; parts: Pending[]; arrays: string[] }[] = [];
    const sealed = appends.map((append) => ({
      ...append,
      events: append.events.map((event) => {
        const parts = this.rules[event.type];
        if (!parts) return event;
        const prepared = this.prepare(append.stream, event, parts);
        if (!prepared) return event;
        work.push(prepared);
        return { ...event, data: prepared.data };
      }),
    }));
    if (!work.length) return sealed;
    const refs = work.flatMap((w) => w.parts.flatMap((p) => [p.ref, ...p.also]));
    const keys = await this.keys.keysToSeal(refs);
    for (const { event, data, parts, arrays } of work) {
      for (const { target, ref, fields, also } of parts) {
        const values: Record<string, unknown> = {};
        for (const field of Object.keys(fields)) {
          values[field] = target[field];
          delete target[field];
        }
        const group: Group = also.length
          ? sealedUnderAll([ref, ...also], fields, values, keys, event.id)
          : { s: ref.subject, p: fields, c: sealJson(keys.get(ref.subject)!, values, aad(ref.subject, event.id)) };
        const envelope = (target[ENVELOPE] ??= target === data ? {} : []) as Envelope | Group[];
        if (Array.isArray(envelope)) envelope.push(group);
        else (envelope.g ??= []).push(group);
      }
      if (arrays.length) ((data[ENVELOPE] ??= {}) as Envelope).a = arrays;
    }
    return sealed;
  }

  /** Copies of the data (and of the arrays it seals elements of) with the subjects resolved; null when nothing is personal. */
  private prepare(stream: string, event: NewEvent, parts: readonly PersonalPart[]) {
    if (ENVELOPE in event.data) throw new Error(`${event.type} in ${stream} is sealed already`);
    const data: Record<string, unknown> = { ...event.data };
    const ctx: EventContext = { streamId: stream, data: event.data, metadata: event.metadata };
    const pending: Pending[] = [];
    const arrays: string[] = [];
    const add = (target: Record<string, unknown>, part: PersonalPart, element?: Record<string, unknown>) => {
      const fields: Record<string, Placeholder> = {};
      for (const [field, placeholder] of Object.entries(part.fields)) if (target[field] !== undefined) fields[field] = placeholder;
      if (!Object.keys(fields).length) return;
      const ref = part.subject(ctx, element);
      if (!ref && part.optional) return;
      if (!ref) throw new Error(`${event.type} in ${stream}: no data subject for its personal fields (is metadata.tenant set?)`);
      const also = (part.alsoUnder?.(ctx) ?? []).filter((other) => other.subject !== ref.subject);
      pending.push({ target, ref, fields, also });
    };
    for (const part of parts) {
      if (part.inEach === undefined) {
        add(data, part);
        continue;
      }
      const list = data[part.inEach];
      if (!Array.isArray(list)) continue;
      const copies = list.map((element: unknown) => (isRecord(element) ? { ...element } : element));
      data[part.inEach] = copies;
      arrays.push(part.inEach);
      for (const element of copies) if (isRecord(element)) add(element, part, element);
    }
    return pending.length ? { event, data, parts: pending, arrays } : null;
  }

  async open(events: RecordedEvent[]): Promise<void> {
    const subjects = new Set<string>();
    let sealedEvents = 0;
    for (const event of events) {
      if (event.type === 'PersonalDataErased') this.keys.forgetCached();
      const envelope = event.data[ENVELOPE];
      if (envelope === undefined) continue;
      sealedEvents++;
      collectSubjects(event.data, subjects);
    }
    if (!sealedEvents) return;
    const keys = await this.keys.keysFor(subjects);
    // First every event's data copied without its envelope, noting where each sealed group goes;
    // then all groups of the batch opened at once (in the worker thread when there are many).
    const places: Place[] = [];
    for (const event of events) {
      const envelope = event.data[ENVELOPE] as Envelope | undefined;
      if (envelope === undefined) continue;
      event.data = unsealedCopy(event.data, envelope.g ?? [], event, places);
      for (const array of envelope.a ?? []) {
        const list = event.data[array];
        if (!Array.isArray(list)) continue;
        event.data[array] = list.map((element: unknown) =>
          isRecord(element) && Array.isArray(element[ENVELOPE])
            ? unsealedCopy(element, element[ENVELOPE] as Group[], event, places)
            : element,
        );
      }
    }
    for (const place of places) if (place.group.x) place.value = openUnderAll(place.group, place.event, keys);
    const withKey = places.filter((place) => !place.group.x && keys.get(place.group.s));
    const values = await openSealedValues(
      withKey.map(({ group, event }) => ({ key: keys.get(group.s)!, sealed: group.c, associated: aad(group.s, event.id) })),
    );
    withKey.forEach((place, i) => (place.value = values[i]));
    for (const place of places) assign(place, place.group.x ? place.value !== undefined : keys.get(place.group.s) != null);
  }
}

const xor = (shares: readonly Buffer[]) => {
  const out = Buffer.alloc(32);
  for (const share of shares) for (let i = 0; i < 32; i++) out[i]! ^= share[i]!;
  return out;
};

/** A group whose fields open only with the keys of all these subjects (see Group.x). */
function sealedUnderAll(
  refs: readonly SubjectRef[],
  fields: Record<string, Placeholder>,
  values: Record<string, unknown>,
  keys: Map<string, KeyObject>,
  eventId: string,
): Group {
  const subjects = [...new Set(refs.map((r) => r.subject))];
  const shares = subjects.map(() => randomBytes(32));
  const x = subjects.map((s, i): [string, string] => [s, sealJson(keys.get(s)!, shares[i]!.toString('base64'), aad(s, eventId))]);
  return { s: subjects[0]!, p: fields, c: sealJson(xor(shares), values, aad(subjects[0]!, eventId)), x };
}

/** The fields of a group sealed under several subjects; undefined when any of their keys is gone. Rare: on this thread. */
function openUnderAll(group: Group, event: RecordedEvent, keys: Map<string, KeyObject | null>): unknown {
  const shares: Buffer[] = [];
  for (const [subject, sealed] of group.x!) {
    const key = keys.get(subject);
    const share = key ? openJson(key, sealed, aad(subject, event.id)) : undefined;
    if (typeof share !== 'string') return undefined;
    shares.push(Buffer.from(share, 'base64'));
  }
  return openJson(createSecretKey(xor(shares)), group.c, aad(group.s, event.id));
}

const groupSubjects = (group: Group) => (group.x ? group.x.map(([subject]) => subject) : [group.s]);

/** Where one sealed group of a read event goes, and (once opened) its fields. */
interface Place {
  target: Record<string, unknown>;
  group: Group;
  event: RecordedEvent;
  value?: unknown;
}

/**
 * A copy of `sealed` without the envelope, its groups noted in `places` to be opened into it. A copy,
 * not `delete`: deleting a property leaves V8 an object in dictionary mode, slower for every read the
 * projections do after.
 */
function unsealedCopy(sealed: Record<string, unknown>, groups: readonly Group[], event: RecordedEvent, places: Place[]) {
  const data: Record<string, unknown> = {};
  for (const key in sealed) if (key !== ENVELOPE) data[key] = sealed[key];
  for (const group of groups) places.push({ target: data, group, event });
  return data;
}

/** Adds the subjects of every sealed group of an event (on the data and in its arrays' elements). */
function collectSubjects(data: Record<string, unknown>, into: Set<string>) {
  const envelope = data[ENVELOPE] as Envelope;
  if (envelope.g) for (const group of envelope.g) for (const subject of groupSubjects(group)) into.add(subject);
  if (!envelope.a) return;
  for (const array of envelope.a) {
    const list = data[array];
    if (!Array.isArray(list)) continue;
    for (const element of list)
      if (isRecord(element) && Array.isArray(element[ENVELOPE]))
        for (const group of element[ENVELOPE] as Group[]) for (const subject of groupSubjects(group)) into.add(subject);
  }
}

/** Puts the opened fields (or, when they did not open, the placeholders) where the group was. */
function assign({ target, group, event, value }: Place, hadKey: boolean) {
  if (isRecord(value)) {
    // The usual case: every sealed field comes back (a for-in over the fields, no arrays made).
    for (const field in group.p) target[field] = field in value ? value[field] : placeholderFor(group.p[field]!, group.s);
    return;
  }
  if (hadKey)
    console.error(`[avg] ${event.type} ${event.id} in ${event.streamId}: sealed fields of ${group.s} do not open; shown as erased`);
  for (const field in group.p) target[field] = placeholderFor(group.p[field]!, group.s);
}
