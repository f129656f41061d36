type DataOf<E, T> = Extract<E, { type: T }> extends { data: infer D } ? D : never;

/**
 * What each type of a stream's events changes, from its data: an evolve or a projection written as
 * a table rather than a switch. Every type has an entry (the table compiles only while none is left
 * out); `null` marks one that changes nothing here, or that the caller handles itself.
 */
export type ChangesOf<E extends { type: string; data: unknown }, R> = {
  readonly [T in E['type']]: ((data: DataOf<E, T>) => R) | null;
};

/** The change an event makes by its table; undefined for `null` and for a type from outside the types. */
export function changeOf<E extends { type: string; data: unknown }, R>(changes: ChangesOf<E, R>, event: E): R | undefined {
  // Own entries only: a type such as 'toString' would otherwise find Object.prototype's.
  if (!Object.hasOwn(changes, event.type)) return undefined;
  const change = (changes as Record<string, ((data: E['data']) => R) | null>)[event.type];
  return change ? change(event.data) : undefined;
}
