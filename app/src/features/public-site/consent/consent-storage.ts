/**
 * The visitor's cookie choice (SPEC 4, Cookie banner): accepting stores true, declining false, in the
 * app's own local storage like the session token. Nothing but this storage is used before a choice,
 * and nothing beyond the app's own after declining.
 */
export const CONSENT_KEY = 'cookieConsent';

export type Consent = boolean | null;

export function readConsent(): Consent {
  try {
    const stored = window.localStorage.getItem(CONSENT_KEY);
    return stored === 'true' ? true : stored === 'false' ? false : null;
  } catch {
    return null;
  }
}

export function storeConsent(accepted: boolean): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, String(accepted));
  } catch {
    // Storage unavailable (private mode): the banner asks again next time.
  }
}

/**
 * Whether analytics may run: only with a stored yes. The app has no analytics today; whatever
 * is added later must ask this first (SPEC 4: a page view only when the stored consent is true).
 */
export const analyticsAllowed = (): boolean => readConsent() === true;
