import type { Middleware } from 'koa';
import helmet from 'koa-helmet';
import type { Config } from '../platform/config';

/**
 * Security headers on every answer, pages and API alike (helmet): no sniffing, no framing, no
 * referrer across origins, and a Content-Security-Policy the app satisfies: its own scripts only,
 * never inline. Styles may be inline: charts and the calendar set style attributes. HSTS and the
 * upgrade of insecure requests only when the public address is https, or local http would break.
 */
export function securityHeaders(config: Pick<Config, 'appUrl'>): Middleware {
  const https = config.appUrl.startsWith('https://');
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  }) as Middleware;
}
