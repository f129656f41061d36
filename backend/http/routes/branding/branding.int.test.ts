import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { accountStream } from '../../../../events/account';
import { accountDecider } from '../../../commands/account/decider';
import { runCommand } from '../../../commands/run-command';
import { largeNoisePng, logoImage, svgLogo } from '../../../../tests/support/logo-files';
import { addMember } from '../../../../tests/support/team';
import { registerUser, type TestUser } from '../../../../tests/support/test-app';
import { useTestApp } from '../../../../tests/support/use-test-app';

const app = useTestApp();

const upload = (user: TestUser, bytes: Buffer, filename: string, contentType: string) =>
  app.api.put('/api/branding/logo').set(user.auth).attach('file', bytes, { filename, contentType });

const setColor = (user: TestUser, accentkleur: string) => app.api.put('/api/branding/accent-color').set(user.auth).send({ accentkleur });

/** A password-reset mail to `user`: a mail the product sends for their (own) workspace. */
async function nextMailTo(user: TestUser) {
  const before = app.inbox.mails.length;
  await app.api.post('/api/password-reset/request').send({ email: user.email }).expect(200);
  return app.inbox.waitFor((m) => m.to.includes(user.email) && m.subject.includes('Wachtwoord') && app.inbox.mails.indexOf(m) >= before);
}

/** The test-mode checkout page of a checkout opened for `user`'s workspace. */
async function checkoutPage(user: TestUser) {
  const opened = await app.runtime.deps.payments.openCheckout({
    userId: user.id,
    email: user.email,
    plan: 'pro',
    customerId: null,
    successPath: '/profile',
    cancelPath: '/profile',
    idempotencyKey: `branding:${Math.random()}`,
  });
  return (await app.api.get(`/api/test-checkout/${opened.checkoutId}`).expect(200)).text;
}

async function upgradeAgain(user: TestUser, code: string) {
  const command = {
    type: 'ApplyPromoCode' as const,
    promo: { code, plan: 'enterprise' as const, months: 12 },
    now: new Date().toISOString(),
  };
  await runCommand(app.runtime.deps, accountStream(user.id), accountDecider, command, {
    actor: String(user.id),
    tenant: String(user.id),
    commandId: `again:${code}:${user.id}`,
  });
}

describe('custom branding (issue 26, enterprise)', () => {
  it('takes a PNG, JPEG or WebP judged by its bytes, re-encodes it as PNG and serves it under its hash', async () => {
    const owner = await registerUser(app, { plan: 'enterprise' });
    const res = await upload(owner, await logoImage(300, 'jpeg'), 'logo.jpg', 'image/jpeg').expect(200);
    expect(res.body).toMatchObject({
      actief: true,
      accentkleur: null,
      logo_url: expect.stringMatching(/^\/api\/branding\/logo\/[0-9a-f]{64}\.png$/),
    });
    const served = await app.api.get(res.body.logo_url).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'png', width: 300, height: 300 });

    // A PNG sent as 'logo.jpg' with a JPEG type is a PNG: the bytes decide, not the name.
    const renamed = await upload(owner, await logoImage(120, 'png'), 'logo.jpg', 'image/jpeg').expect(200);
    expect(renamed.body.logo_url).not.toBe(res.body.logo_url);
    await upload(owner, await logoImage(120, 'webp'), 'logo.webp', 'image/webp').expect(200);

    const auditor = await addMember(app, owner, 'auditor');
    const seen = await app.api.get('/api/branding').set(auditor.auth).expect(200);
    expect(seen.body.actief).toBe(true);
    expect(seen.body.logo_url).toMatch(/\.png$/);
  });

  it('refuses SVG, a 3 MB file, 2000 x 2000 pixels and a text file named .png, each with a Dutch reason', async () => {
    const owner = await registerUser(app, { plan: 'enterprise' });
    const svg = await upload(owner, svgLogo, 'logo.png', 'image/png').expect(400);
    expect(svg.body.message).toBe('SVG-bestanden kunnen we niet gebruiken: kies een PNG, JPEG of WebP.');
    const big = await largeNoisePng();
    expect(big.length).toBeGreaterThan(2_500_000);
    const large = await upload(owner, big, 'logo.png', 'image/png').expect(413);
    expect(large.body.message).toBe('Het logo is groter dan 512 KB. Kies een kleiner bestand.');
    const wide = await upload(owner, await logoImage(2000), 'logo.png', 'image/png').expect(400);
    expect(wide.body.message).toBe('Het logo is 2000 x 2000 pixels, maximaal 1000 x 1000.');
    const text = await upload(owner, Buffer.from('dit is geen afbeelding\n'.repeat(20)), 'logo.png', 'image/png').expect(400);
    expect(text.body.message).toBe('Dit bestand is geen afbeelding die we kunnen lezen. Kies een PNG, JPEG of WebP.');
    const gif = await upload(
      owner,
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .gif()
        .toBuffer(),
      'a.png',
      'image/png',
    ).expect(400);
    expect(gif.body.message).toBe('Dit is een GIF-afbeelding. Kies een PNG, JPEG of WebP.');
    expect((await app.api.get('/api/branding').set(owner.auth).expect(200)).body.logo_url).toBeNull();
  });

  it('refuses an accent colour with too little contrast against white, saying the ratio', async () => {
    const owner = await registerUser(app, { plan: 'enterprise' });
    const low = await setColor(owner, '#3fa9f5').expect(400);
    expect(low.body.message).toBe('Te weinig contrast met wit: 2,5:1, minimaal 4,5:1. Kies een donkerdere kleur.');
    expect((await setColor(owner, 'blauw').expect(400)).body.message).toBe('Kies een kleur als #rrggbb, bijvoorbeeld #1f5fa8.');
    const ok = await setColor(owner, '#1F5FA8').expect(200);
    expect(ok.body).toMatchObject({ actief: true, accentkleur: '#1f5fa8' });
  });

  it('lets only the owner of an enterprise workspace set it, and keeps each workspace to its own', async () => {
    const starter = await registerUser(app, { plan: 'starter' });
    const refused = await setColor(starter, '#1f5fa8').expect(403);
    expect(refused.body.message).toBe('Een eigen huisstijl hoort bij het Enterprise-plan.');
    expect((await upload(starter, await logoImage(), 'logo.png', 'image/png').expect(403)).body.message).toBe(refused.body.message);
    const free = await registerUser(app);
    await setColor(free, '#1f5fa8').expect(403);

    const owner = await registerUser(app, { plan: 'enterprise' });
    await setColor(owner, '#1f5fa8').expect(200);
    const manager = await addMember(app, owner, 'hr_manager');
    await setColor(manager, '#000000').expect(403);
    await upload(manager, await logoImage(), 'logo.png', 'image/png').expect(403);

    // Another enterprise workspace reads and changes only its own look.
    const other = await registerUser(app, { plan: 'enterprise' });
    expect((await app.api.get('/api/branding').set(other.auth).expect(200)).body).toEqual({
      actief: false,
      logo_url: null,
      accentkleur: null,
    });
    await setColor(other, '#7a1f1f').expect(200);
    expect((await app.api.get('/api/branding').set(owner.auth).expect(200)).body.accentkleur).toBe('#1f5fa8');
    expect((await app.api.get('/api/branding').set(manager.auth).expect(200)).body.accentkleur).toBe('#1f5fa8');
  });

  it('puts the logo inline and the colour on the buttons of the next mail and on the test checkout; ending enterprise brings the standard look back and keeps the upload', async () => {
    const owner = await registerUser(app, { plan: 'enterprise' });
    const logo = await upload(owner, await logoImage(200), 'logo.png', 'image/png').expect(200);
    await setColor(owner, '#7a1f1f').expect(200);

    const branded = await nextMailTo(owner);
    const inline = branded.attachments.find((a) => a.contentId);
    expect(inline).toMatchObject({ contentType: 'image/png', contentId: expect.stringMatching(/@popplanner\.nl$/) });
    expect(branded.html).toContain(`src="cid:${inline!.contentId}"`);
    const served = await app.api.get(logo.body.logo_url).buffer(true).expect(200);
    expect(inline!.bytes.equals(served.body as Buffer)).toBe(true);
    expect(branded.html).toContain('background:#7a1f1f');
    expect(branded.html).not.toContain('#0f766e');
    expect(branded.html).toContain('Verstuurd met POP Planner');
    const checkout = await checkoutPage(owner);
    expect(checkout).toContain(`<img class="logo" src="${logo.body.logo_url}"`);
    expect(checkout).toContain('.pay{background:#7a1f1f}');
    expect(checkout).toContain('Met POP Planner');

    await app.api.post('/api/hr/cancel-plan').set(owner.auth).expect(200);
    const after = await app.api.get('/api/branding').set(owner.auth).expect(200);
    expect(after.body).toEqual({ actief: false, logo_url: logo.body.logo_url, accentkleur: '#7a1f1f' });
    const standard = await nextMailTo(owner);
    expect(standard.attachments.filter((a) => a.contentId)).toEqual([]);
    expect(standard.html).not.toContain('cid:');
    expect(standard.html).toContain('background:#0f766e');
    await app.api.get(logo.body.logo_url).expect(200);
    expect(await checkoutPage(owner)).not.toContain('class="logo"');
    await setColor(owner, '#1f5fa8').expect(403);

    await upgradeAgain(owner, 'WEER-ENTERPRISE');
    expect((await app.api.get('/api/branding').set(owner.auth).expect(200)).body).toEqual({ ...after.body, actief: true });
    const again = await nextMailTo(owner);
    expect(again.attachments.some((a) => a.contentId)).toBe(true);
  });
});
