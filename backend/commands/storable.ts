import { INVALID_CHARACTERS, isCleanText } from '../../contracts/fields';
import { ValidationError } from '../platform/errors';

/**
 * Refuses an event whose text PostgreSQL could not store or nobody typed: NUL and other control
 * characters, broken surrogates. The edge already refuses them; this keeps every path to the store
 * (scripts, future routes) from writing an event a projection cannot apply.
 */
export function assertStorable(value: unknown): void {
  if (typeof value === 'string') {
    if (!isCleanText(value)) throw new ValidationError(INVALID_CHARACTERS);
  } else if (Array.isArray(value)) {
    for (const item of value) assertStorable(item);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) assertStorable(item);
  }
}
