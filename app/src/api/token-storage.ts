const TOKEN_KEY = 'token';

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
}

/** Forgets everything the browser keeps for the signed-in user (SPEC section 4: logout). */
export function clearStoredSession(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
    window.sessionStorage.clear();
  } catch {
    // Storage can be unavailable (private mode); there is then nothing to clear.
  }
}
