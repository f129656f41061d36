export interface ItemText {
  omschrijving: string;
  notitie: string;
}

export type ItemChange = { omschrijving: string } | { notitie: string };

/**
 * The one-field updates that turn `before` into `after` (SPEC 7: PUT with one field at a time).
 * The description is trimmed; an empty one is never sent (SPEC 5).
 */
export function itemChanges(before: ItemText, after: ItemText): ItemChange[] {
  const changes: ItemChange[] = [];
  const omschrijving = after.omschrijving.trim();
  if (omschrijving && omschrijving !== before.omschrijving) changes.push({ omschrijving });
  if (after.notitie !== before.notitie) changes.push({ notitie: after.notitie });
  return changes;
}

/** A deadline value worth sending: cleared (null) or a complete date; half-typed years are not. */
export function deadlineToSend(value: string): string | null | undefined {
  if (value === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match || Number(match[1]) < 1900) return undefined;
  return value;
}
