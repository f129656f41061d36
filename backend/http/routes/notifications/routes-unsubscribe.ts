import type { Context } from 'koa';
import { isNotificationKind } from '../../../../events/mail-opt-out';
import { notificationsApi } from '../../../../contracts/notifications';
import { UNSUBSCRIBE_INVALID } from '../../../../contracts/mail-switches';
import { setOptOut } from '../../../commands/notifications/mail-opt-out';
import { bind } from '../../bind';
import type { ApiModule } from '../../deps';

const what: Readonly<Record<string, string>> = {
  reminder: 'herinneringen voor gesprekken',
  'overdue-digest': 'het wekelijkse overzicht van verlopen doelen',
};

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)} · POP Planner</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;background:#f4f6f8;color:#1f2933"><main style="max-width:480px;margin:48px auto;background:#fff;border-radius:12px;padding:28px">
<h1 style="font-size:20px;color:#0f766e">${escape(title)}</h1>${body}</main></body></html>`;
}

const html = (ctx: Context, body: string, status = 200) => {
  ctx.status = status;
  ctx.type = 'html';
  ctx.body = body;
};

/**
 * The unsubscribe link of a notification mail (issue 25). A GET only shows a button: mail scanners
 * follow links, and must not switch anything off. The button, and a mail program's one-click
 * List-Unsubscribe-Post (RFC 8058), POST; the signed token names the kind and the address's key.
 */
export const unsubscribeModule: ApiModule = (router, deps) => {
  const parse = (token: string) => {
    const parsed = deps.secrets.parseUnsubscribeToken(token);
    return parsed && isNotificationKind(parsed.kind) ? { kind: parsed.kind, addressKey: parsed.addressKey } : null;
  };
  const invalid = (ctx: Context) => html(ctx, page('Afmelden', `<p>${escape(UNSUBSCRIBE_INVALID)}</p>`), 400);

  bind(router, deps, notificationsApi.unsubscribePage, async (ctx, { query: { token } }) => {
    const parsed = parse(token);
    if (!parsed) return invalid(ctx);
    html(
      ctx,
      page(
        'Afmelden',
        `<p>Wil je ${escape(what[parsed.kind]!)} niet meer per e-mail ontvangen?</p>
<form method="post" action="?token=${encodeURIComponent(token)}"><button type="submit" style="background:#0f766e;color:#fff;border:0;padding:12px 20px;border-radius:8px;font-weight:600">Afmelden</button></form>
<p style="font-size:13px;color:#555">Je kunt dit later weer aanzetten in je profiel, onder Meldingen.</p>`,
      ),
    );
  });

  bind(router, deps, notificationsApi.unsubscribe, async (ctx, { query: { token } }) => {
    const parsed = parse(token);
    if (!parsed) return invalid(ctx);
    await setOptOut(deps.store, parsed.addressKey, parsed.kind, true, {
      actor: 'unsubscribe-link',
      via: 'link',
      at: deps.clock().toISOString(),
    });
    html(
      ctx,
      page(
        'Afgemeld',
        `<p>Je ontvangt ${escape(what[parsed.kind]!)} niet meer per e-mail. In je profiel, onder Meldingen, zet je het weer aan.</p>`,
      ),
    );
  });
};
