/**
 * A stream category: every stream whose id is `<name>-<id>` holds events of one contract. The
 * descriptor knows the stream ids, the event types with the schema version their data has today,
 * and how older stored versions map onto today's (the upcasters read that, on every read).
 */

/** An event as the contracts declare it: a type tag and a JSON-safe payload. */
export interface CategoryEvent {
  type: string;
  data: Record<string, unknown>;
}

/** Lifts a stored payload one version up; may give the event a new type (a rename). */
export interface LegacyStep {
  /** The type as stored. */
  type: string;
  /** The stored schema version this step lifts from (to `version + 1`). */
  version: number;
  /** The type it has from `version + 1` on; left out, it keeps its type. */
  renamedTo?: string;
  lift(data: Record<string, unknown>): Record<string, unknown>;
}

export interface EventCategory<E extends CategoryEvent, Id extends number | string = number> {
  /** `company` for the streams `company-<id>`. */
  readonly name: string;
  readonly prefix: string;
  /** Every event type of the contract. */
  readonly types: readonly E['type'][];
  /** Older stored shapes and how they become today's. */
  readonly history: readonly LegacyStep[];
  streamOf(id: Id): string;
  idOf(streamId: string): Id;
  owns(streamId: string): boolean;
  /** True for an event of one of this category's types (as read, after upcasting). */
  is<R extends { type: string }>(event: R): event is R & E;
  /** The version new events of this type are written with (1 for a type the category does not know). */
  schemaVersionOf(type: string): number;
  /** What an append needs besides id and metadata: the type, the data and the current schema version. */
  versioned(event: E): { type: E['type']; data: E['data']; schemaVersion: number };
}

export type EventOf<C> = C extends EventCategory<infer E, infer _Id> ? E : never;
export type IdOf<C> = C extends EventCategory<infer _E, infer Id> ? Id : never;

interface CategorySpec<E extends CategoryEvent> {
  name: string;
  /** Every type of the category with its current schema version: a missing type does not compile. */
  versions: { readonly [T in E['type']]: number };
  history?: readonly LegacyStep[];
}

function define<E extends CategoryEvent, Id extends number | string>(
  spec: CategorySpec<E>,
  parseId: (raw: string) => Id,
): EventCategory<E, Id> {
  // Names without '-' keep prefixes unambiguous: `employee-1` never matches `employee_emails-`.
  if (!/^[a-z_]+$/.test(spec.name)) throw new Error(`invalid stream category name ${spec.name}`);
  const prefix = `${spec.name}-`;
  const versions = new Map<string, number>(Object.entries<number>(spec.versions));
  return {
    name: spec.name,
    prefix,
    types: Object.keys(spec.versions) as E['type'][],
    history: spec.history ?? [],
    streamOf: (id) => `${prefix}${id}`,
    idOf: (streamId) => parseId(streamId.slice(prefix.length)),
    owns: (streamId) => streamId.startsWith(prefix),
    is: <R extends { type: string }>(event: R): event is R & E => versions.has(event.type),
    schemaVersionOf: (type) => versions.get(type) ?? 1,
    versioned: (event) => ({ type: event.type, data: event.data, schemaVersion: versions.get(event.type) ?? 1 }),
  };
}

/** A category whose streams are numbered (`company-12`). */
export const defineCategory = <E extends CategoryEvent>(spec: CategorySpec<E>): EventCategory<E, number> => define(spec, Number);

/** A category whose stream ids are keys or uuids (`hr_email-3fa1...`). */
export const defineKeyedCategory = <E extends CategoryEvent>(spec: CategorySpec<E>): EventCategory<E, string> => define(spec, (raw) => raw);

/** A step that only renames payload fields (`{ naam: 'name' }`); other fields are kept as they are. */
export function renameFields(type: string, version: number, fields: Readonly<Record<string, string>>, renamedTo?: string): LegacyStep {
  // A Map, not the object: a name like `constructor` in the data must not find Object.prototype's.
  const names = new Map(Object.entries(fields));
  return {
    type,
    version,
    renamedTo,
    lift(data) {
      const lifted: Record<string, unknown> = {};
      for (const key of Object.keys(data)) lifted[names.get(key) ?? key] = data[key];
      return lifted;
    },
  };
}
