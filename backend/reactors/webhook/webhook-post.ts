import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { addressAllowed, guardedLookup, isLoopback, RefusedAddressError } from './address-guard';

export interface PostOutcome {
  ok: boolean;
  /** The receiver's HTTP status; null when no answer came. */
  status: number | null;
  /** Why it failed, short, for the delivery log. */
  error: string | null;
}

const TIMEOUT_MS = 10_000;

/**
 * One POST of a delivery. A 2xx answer is delivered; anything else fails, also a redirect (3xx),
 * which is never followed: its target was not checked. The socket connects only to an address that
 * `guardedLookup` let through; an IP literal skips DNS, so it is checked here first.
 */
export function postWebhook(rawUrl: string, body: string, headers: Record<string, string>, allowLoopback: boolean): Promise<PostOutcome> {
  const url = new URL(rawUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !addressAllowed(host, allowLoopback)) {
    return Promise.resolve({ ok: false, status: null, error: new RefusedAddressError(host).message });
  }
  const plain = url.protocol === 'http:';
  if (plain && !(allowLoopback && (isLoopback(host) || host === 'localhost'))) {
    return Promise.resolve({ ok: false, status: null, error: 'Alleen https is toegestaan.' });
  }
  const transport = plain ? http : https;
  return new Promise((resolve) => {
    const request = transport.request(
      url,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'User-Agent': 'POP-Planner-Webhooks/1', ...headers },
        lookup: guardedLookup(allowLoopback),
        // A fresh connection each time: a pooled socket would skip the address check.
        agent: false,
        timeout: TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        const ok = status >= 200 && status < 300;
        const error = ok ? null : status >= 300 && status < 400 ? `Doorverwijzing (${status}) wordt niet gevolgd` : `HTTP ${status}`;
        response.on('end', () => resolve({ ok, status, error }));
        response.on('error', () => resolve({ ok, status, error }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('Geen antwoord binnen 10 seconden')));
    request.on('error', (err) => resolve({ ok: false, status: null, error: err.message.slice(0, 300) }));
    request.end(body);
  });
}
