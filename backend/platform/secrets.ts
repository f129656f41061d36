import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';

/** JWT_SECRET, or a key generated once and kept under DATA_DIR (mode 0600). */
export async function loadMasterSecret(config: Config): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  const existing = await fs.readFile(file, 'utf8').catch(() => '');
  if (existing.trim()) return existing.trim();
  const secret = randomBytes(48).toString('base64url');
  await fs.mkdir(config.dataDir, { recursive: true });
  await fs.writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Keys derived from the master secret. Mailed links and codes are keyed hashes of a request
 * id stored in an event, so no usable token or code ever sits in the event store.
 */
export class Secrets {
  readonly jwtKey: string;

  constructor(private readonly master: string) {
    this.jwtKey = this.mac('jwt', 'signing-key');
  }

  private mac(purpose: string, value: string): string {
    return createHmac('sha256', this.master).update(`${purpose}\u0000${value}`).digest('base64url');
  }

  /** A link token for `purpose` ('verify', 'reset') that names the user and the request. */
  token(purpose: string, userId: number, requestId: string): string {
    return `${userId}.${requestId}.${this.mac(purpose, `${userId}.${requestId}`)}`;
  }

  /** The user and request a token names, or null when it was not made by us for `purpose`. */
  parseToken(purpose: string, token: string): { userId: number; requestId: string } | null {
    const match = /^(\d{1,15})\.([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
    if (!match) return null;
    const [, userId, requestId, mac] = match;
    const expected = Buffer.from(this.mac(purpose, `${userId}.${requestId}`));
    const given = Buffer.from(mac!);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return { userId: Number(userId), requestId: requestId! };
  }

  /** The secret of an invitation link (43 characters of base64url), from the request id its mail carries. */
  invitationSecret(requestId: string): string {
    return this.mac('invitation', requestId);
  }

  /** A mail address as a stable keyed name (32 characters of base64url): streams about an address never show it. */
  addressKey(email: string): string {
    return this.mac('mail-address', email.trim().toLowerCase()).slice(0, 32);
  }

  /** The token of an unsubscribe link: which kind of mail, for which address key, signed; valid until the key changes. */
  unsubscribeToken(kind: string, addressKey: string): string {
    return `${kind}.${addressKey}.${this.mac('unsubscribe', `${kind}.${addressKey}`)}`;
  }

  /** The kind and address key an unsubscribe token names, or null when we did not make it. */
  parseUnsubscribeToken(token: string): { kind: string; addressKey: string } | null {
    const match = /^([a-z-]{1,40})\.([A-Za-z0-9_-]{32})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
    if (!match) return null;
    const [, kind, addressKey, mac] = match;
    const expected = Buffer.from(this.mac('unsubscribe', `${kind}.${addressKey}`));
    const given = Buffer.from(mac!);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return { kind: kind!, addressKey: addressKey! };
  }

  /** The 6-digit code mailed for a two-factor request. */
  code(requestId: string): string {
    const digest = createHmac('sha256', this.master).update(`2fa\u0000${requestId}`).digest();
    return (digest.readUInt32BE(0) % 1_000_000).toString().padStart(6, '0');
  }
}
