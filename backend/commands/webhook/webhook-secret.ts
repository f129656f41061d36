import { createHmac } from 'node:crypto';
import type { Secrets } from '../../platform/secrets';

/**
 * An endpoint's signing secret: a keyed hash of its ids under the master secret, `whsec_` and 43
 * characters of base64url. Shown once; the stream keeps only `secretId`, so the store alone signs nothing.
 */
export function webhookSecret(secrets: Secrets, workspaceId: number, endpointId: string, secretId: string): string {
  const [, , mac] = secrets.token('webhook-secret', workspaceId, `${endpointId}:${secretId}`).split('.');
  return `whsec_${mac}`;
}

/** `POP-Signature`: the time and the hex HMAC-SHA256 of "t.body", as Stripe signs its webhooks. */
export function signWebhookBody(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}
