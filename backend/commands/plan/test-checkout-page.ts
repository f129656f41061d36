import { PLAN_CATALOGUE, type SubscriptionTier } from '../../../contracts/plan-catalogue';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f6f8;color:#1f2933;margin:0;padding:32px 16px}
main{max-width:460px;margin:0 auto;background:#fff;border:1px solid #d9e2ec;border-radius:12px;padding:24px}
.banner{background:#fff4d6;border:2px dashed #c47f00;border-radius:8px;padding:12px 14px;margin-bottom:20px;color:#6b4500}
.banner strong{display:block;font-size:1.1rem;text-transform:uppercase;letter-spacing:.04em}
h1{font-size:1.4rem;margin:0 0 4px}.price{font-size:1.8rem;font-weight:700;margin:12px 0}.price small{font-size:1rem;font-weight:400;color:#52606d}
.actions{display:flex;gap:12px;margin-top:20px;flex-wrap:wrap}form{margin:0}
button{font:inherit;border-radius:8px;padding:10px 20px;cursor:pointer;border:1px solid #2f6fb2}
.pay{background:#2f6fb2;color:#fff}.cancel{background:#fff;color:#2f6fb2}a{color:#2f6fb2}
.logo{display:block;max-height:56px;max-width:220px;margin:0 0 16px}.made-with{margin:20px 0 0;font-size:.8rem;color:#52606d}`;

/** An enterprise workspace's look on its checkout page (issue 26): logo on top, accent colour on the buttons. */
export interface CheckoutLook {
  logoUrl: string | null;
  color: string | null;
}

function lookStyle(look: CheckoutLook | null): string {
  if (!look?.color) return '';
  const c = look.color;
  return `button{border-color:${c}}.pay{background:${c}}.cancel{color:${c}}a{color:${c}}`;
}

function layout(title: string, body: string, look: CheckoutLook | null = null): string {
  const logo = look?.logoUrl ? `<img class="logo" src="${escape(look.logoUrl)}" alt="Logo">` : '';
  const footer = look ? '<p class="made-with">Met POP Planner</p>' : '';
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)} | POP Planner testmodus</title><style>${STYLE}${lookStyle(look)}</style></head>
<body><main>${logo}<div class="banner" role="note"><strong>Testmodus</strong>Er wordt niet echt betaald. Dit is de lokale testbetaling van POP Planner, zonder Stripe: er is geen betaalsleutel ingesteld.</div>
${body}${footer}</main></body></html>`;
}

/** The test-mode checkout: what is bought, and Betalen or Annuleren (plain forms, no script). */
export function testCheckoutPage(
  checkoutId: string,
  plan: SubscriptionTier,
  status: 'open' | 'paid' | 'cancelled',
  look: CheckoutLook | null = null,
): string {
  const { displayName, price } = PLAN_CATALOGUE[plan];
  const heading = `<h1>Upgrade naar ${escape(displayName)}</h1><p class="price">€ ${price} <small>per maand</small></p>`;
  if (status !== 'open') {
    const said = status === 'paid' ? 'Deze testbetaling is al betaald.' : 'Deze testbetaling is geannuleerd.';
    return layout('Testbetaling', `${heading}<p>${said}</p><p><a href="/profile?tab=abonnement">Naar je abonnement</a></p>`, look);
  }
  const action = (what: 'pay' | 'cancel') => `/api/test-checkout/${encodeURIComponent(checkoutId)}/${what}`;
  return layout(
    'Testbetaling',
    `${heading}<p>Kies Betalen om de upgrade af te ronden zoals na een echte betaling, of Annuleren om terug te gaan zonder upgrade.</p>
<div class="actions"><form method="post" action="${action('pay')}"><button class="pay" type="submit">Betalen</button></form>
<form method="post" action="${action('cancel')}"><button class="cancel" type="submit">Annuleren</button></form></div>`,
    look,
  );
}

export function testCheckoutProblem(message: string): string {
  return layout(
    'Testbetaling',
    `<h1>De upgrade is niet gelukt</h1><p>${escape(message)}</p><p><a href="/prijzen">Terug naar de prijzen</a></p>`,
  );
}
