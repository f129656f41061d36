/**
 * A claim on a unique value (an e-mail address) is made before the registration it is for, in an
 * append of its own. A claim whose registration has not followed may be orphaned (the request died
 * half-way) and then taken over, but only after this long: a younger one may belong to a
 * registration still under way (a double click's first request), and taking it over would register
 * the address twice.
 */
export const CLAIM_ORPHANED_AFTER_MS = 60_000;

/** Whether a claim made at `at` (ISO) may still be followed by its registration at `now` (ISO). */
export const claimMayStillComplete = (at: string, now: string): boolean => Date.parse(now) - Date.parse(at) < CLAIM_ORPHANED_AFTER_MS;
