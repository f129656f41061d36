import { createHash, randomBytes } from 'node:crypto';

/** Every token starts so: easy to spot in a leaked file or a secret scanner's rules. */
export const API_TOKEN_MARK = 'pop_';

/**
 * A new token's secret: `pop_` + 8 characters of public prefix + `_` + 43 of base64url (256 random bits).
 * The prefix is listed so a member recognises a token; only the SHA-256 of the whole is stored, which is
 * enough for a secret of this entropy (no slow hash needed: nothing to guess).
 */
export function newApiTokenSecret(): { secret: string; prefix: string } {
  const prefix = `${API_TOKEN_MARK}${randomBytes(6).toString('base64url')}`;
  return { secret: `${prefix}_${randomBytes(32).toString('base64url')}`, prefix };
}

export const apiTokenHash = (secret: string) => createHash('sha256').update(secret).digest('hex');
