/**
 * A random key for Idempotency-Key headers. crypto.getRandomValues works on plain http too, where
 * crypto.randomUUID does not exist (it needs a secure context, and the app may be opened by IP address).
 */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
