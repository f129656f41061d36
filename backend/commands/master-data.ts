import { NotFoundError } from '../platform/errors';

/*
 * Companies and employees are a tenant's master data: both belong to one HR user, and both are
 * switched off and on instead of deleted. What those two rules decide is written here once.
 */

/** What the rules below read of a company's or an employee's state. */
export interface OwnedRecord {
  exists: boolean;
  ownerId: number;
  active: boolean;
}

/** Another user's record answers exactly like a missing one: tenants are sealed. */
export function assertOwnRecord(state: OwnedRecord, actorId: number, notFoundMessage: string): void {
  if (!state.exists || state.ownerId !== actorId) throw new NotFoundError(notFoundMessage);
}

/** The event that switches the record to `wanted`: none when it is left out or already so. */
export function activeSwitch<Type extends string>(
  state: OwnedRecord,
  wanted: boolean | undefined,
  types: { activated: Type; deactivated: Type },
  at: string,
): { type: Type; data: { at: string } }[] {
  if (wanted === undefined || wanted === state.active) return [];
  return [{ type: wanted ? types.activated : types.deactivated, data: { at } }];
}
