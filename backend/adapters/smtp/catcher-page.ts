import type { Middleware } from 'koa';
import type { ReceivedMail, SmtpInbox } from './smtp-inbox';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a proxy adds: with one, the loopback socket is the proxy's and the browser may be anywhere. */
const FORWARDING = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'];

/** The html with its inline images (a workspace's logo, `cid:`) as data: addresses, as a mail program shows them. */
function withInlineImages(mail: ReceivedMail): string {
  return mail.attachments.reduce(
    (html, a) => (a.contentId ? html.replaceAll(`cid:${a.contentId}`, `data:${a.contentType};base64,${a.bytes.toString('base64')}`) : html),
    mail.html,
  );
}

/**
 * GET /dev/mail: the local mail catcher's inbox, newest first. It holds reset links and login codes,
 * so it exists only without SMTP_URL (never in production, which requires one) and only for a browser
 * on this machine: the socket's own address decides, not a forwarded header anyone can write. A request
 * that came through a proxy on this machine (it carries forwarding headers) is refused as well.
 */
export function catcherPage(inbox: SmtpInbox): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/dev/mail' || !LOOPBACK.has(ctx.req.socket.remoteAddress ?? '')) return next();
    if (FORWARDING.some((header) => ctx.headers[header] !== undefined)) return next();
    const items = [...inbox.mails]
      .reverse()
      .map(
        (m) => `<details ${m.id === inbox.mails[inbox.mails.length - 1]?.id ? 'open' : ''}>
  <summary><strong>${escape(m.subject)}</strong> — aan ${escape(m.to)} <small>${new Date(m.receivedAt).toLocaleString('nl-NL', { timeZone: 'Europe/Amsterdam' })}</small></summary>
  <iframe sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escape(m.html ? withInlineImages(m) : `<pre>${escape(m.text)}</pre>`)}"></iframe>
  ${m.attachments.map((a) => `<p>Bijlage: ${escape(a.filename)} (${escape(a.contentType)})</p>`).join('')}
</details>`,
      )
      .join('\n');
    ctx.type = 'html';
    ctx.body = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta http-equiv="refresh" content="10">
<title>Lokale inbox | POP Planner</title>
<style>body{font-family:system-ui,sans-serif;max-width:900px;margin:24px auto;padding:0 16px;color:#1f2933}
details{background:#fff;border:1px solid #d9e2ec;border-radius:8px;margin:10px 0;padding:10px 14px}
summary{cursor:pointer}iframe{width:100%;height:480px;border:0;margin-top:10px}</style></head>
<body><h1>Lokale inbox</h1><p>Mails die de app verstuurt zonder SMTP_URL komen hier binnen (ververst elke 10 seconden).</p>
${items || '<p>Nog geen mails ontvangen.</p>'}</body></html>`;
  };
}
