import { createCipheriv, createDecipheriv, type KeyObject, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM through Node's crypto. A sealed value is base64url of iv (12 bytes) | tag (16) |
 * ciphertext. The associated data binds a ciphertext to its purpose (the subject it belongs to),
 * so a ciphertext or wrapped key copied into another subject's place does not open.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function seal(key: Buffer | KeyObject, plaintext: Buffer, associated: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associated));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/**
 * A decipher set up for `sealed` (iv, tag, associated data) with the ciphertext to feed it; null when
 * the value is too short to be sealed. Throws where the key or the value does not fit.
 */
function unsealing(key: Buffer | KeyObject, sealed: string, associated: string) {
  const raw = Buffer.from(sealed, 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) return null;
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(associated));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return { decipher, body: raw.subarray(IV_BYTES + TAG_BYTES) };
}

/** The plaintext, or null when the value was not sealed with this key for this purpose (or was tampered with). */
export function open(key: Buffer, sealed: string, associated: string): Buffer | null {
  try {
    const unsealed = unsealing(key, sealed, associated);
    return unsealed && Buffer.concat([unsealed.decipher.update(unsealed.body), unsealed.decipher.final()]);
  } catch {
    return null;
  }
}

export const sealJson = (key: Buffer | KeyObject, value: unknown, associated: string) =>
  seal(key, Buffer.from(JSON.stringify(value)), associated);

/**
 * The text sealed in `sealed`, or undefined when it does not open. The hot path of every read of a
 * sealed event (a rebuild opens one per event): a prepared KeyObject, and the text decoded by the
 * decipher itself instead of through intermediate buffers.
 */
export function openText(key: KeyObject, sealed: string, associated: string): string | undefined {
  try {
    const unsealed = unsealing(key, sealed, associated);
    if (!unsealed) return undefined;
    return unsealed.decipher.update(unsealed.body, undefined, 'utf8') + unsealed.decipher.final('utf8');
  } catch {
    return undefined;
  }
}

/** The JSON value sealed in `sealed`, or undefined when it does not open. */
export function openJson(key: KeyObject, sealed: string, associated: string): unknown {
  const text = openText(key, sealed, associated);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export const newDataKey = () => randomBytes(32);
