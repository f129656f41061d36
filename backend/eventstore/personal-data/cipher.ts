import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM through Node's crypto. A sealed value is base64url of iv (12 bytes) | tag (16) |
 * ciphertext. The associated data binds a ciphertext to its purpose (the subject it belongs to),
 * so a ciphertext or wrapped key copied into another subject's place does not open.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function seal(key: Buffer, plaintext: Buffer, associated: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associated));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The plaintext, or null when the value was not sealed with this key for this purpose (or was tampered with). */
export function open(key: Buffer, sealed: string, associated: string): Buffer | null {
  const raw = Buffer.from(sealed, 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(associated));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    return null;
  }
}

export const sealJson = (key: Buffer, value: unknown, associated: string) => seal(key, Buffer.from(JSON.stringify(value)), associated);

export function openJson(key: Buffer, sealed: string, associated: string): unknown {
  const plain = open(key, sealed, associated);
  return plain === null ? undefined : (JSON.parse(plain.toString('utf8')) as unknown);
}

export const newDataKey = () => randomBytes(32);
