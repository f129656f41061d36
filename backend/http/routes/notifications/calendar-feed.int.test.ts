import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFeedMessages } from '../../../../contracts/calendar-feed';
import { limits } from '../../../platform/rate-limit';
import { rebuildReadModels } from '../../../projections/rebuild';
import { allProjections } from '../../../projections/registry';
import { addGoal, companyWithEmployee, scheduleConversation } from '../../../../tests/support/api-seed';
import { addMember } from '../../../../tests/support/team';
import { inOneWindow } from '../../../../tests/support/rate-window';
import { registerUser, type TestUser } from '../../../../tests/support/test-app';
import { useTestApp } from '../../../../tests/support/use-test-app';

// The real limits: the feed's per-address limit is part of what is tested.
const app = useTestApp({ RATE_LIMIT_FACTOR: '1' });

interface FeedEvent {
  uid: string;
  summary: string;
  url: string;
  startLocal: string;
  startZone: string;
  startUtc: string;
}

/** Reads a feed with ical.js, as a subscribing calendar would: its own VTIMEZONE places the TZID times. */
function parseFeed(text: string): FeedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  try {
    return calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        summary: event.summary,
        url: String(vevent.getFirstPropertyValue('url')),
        startLocal: event.startDate.toString(),
        startZone: event.startDate.zone?.tzid ?? '',
        startUtc: event.startDate.toJSDate().toISOString(),
      };
    });
  } finally {
    for (const zone of zones) ICAL.TimezoneService.remove(String(zone.getFirstPropertyValue('tzid')));
  }
}

async function createFeed(user: { auth: Record<string, string> }, scope: 'werkruimte' | 'eigen' = 'werkruimte') {
  const res = await app.api.post('/api/notifications/calendar-feed').set(user.auth).send({ scope }).expect(201);
  const url = res.body.abonnement.url as string;
  expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  return new URL(url).pathname;
}

async function fetchFeed(path: string) {
  const res = await app.api.get(path).expect(200);
  expect(res.headers['content-type']).toMatch(/^text\/calendar/);
  return { text: res.text, events: parseFeed(res.text), etag: res.headers.etag as string, cache: res.headers['cache-control'] };
}

async function workspaceWithConversations(owner: TestUser) {
  const [companyId, employeeId] = await companyWithEmployee(
    app,
    owner,
    { naam: 'Bakkerij Zon', branche: 'Horeca' },
    { naam: 'Sanne Winter' },
  );
  const winter = await scheduleConversation(app, owner, {
    bedrijf_id: companyId,
    medewerker_id: employeeId,
    datum_tijd: '2031-01-14T10:00',
    verslag: 'GEHEIM-VERSLAG',
  });
  await addGoal(app, owner, winter, { omschrijving: 'Doel', notitie: 'GEHEIME-NOTITIE' });
  const summer = await scheduleConversation(app, owner, {
    bedrijf_id: companyId,
    medewerker_id: employeeId,
    datum_tijd: '2031-07-14T10:00',
  });
  const done = await scheduleConversation(app, owner, {
    bedrijf_id: companyId,
    medewerker_id: employeeId,
    datum_tijd: '2031-03-01T09:00',
    status: 'afgerond',
  });
  return { companyId, employeeId, winter, summer, done };
}

describe('the calendar feed', () => {
  it('serves the planned and open conversations at their Amsterdam time, without notes or addresses, with ETag and 304', async () => {
    const owner = await registerUser(app, { verified: true, naam: 'Olga Owner' });
    const { winter, summer, done } = await workspaceWithConversations(owner);
    const path = await createFeed(owner);

    const feed = await fetchFeed(path);
    expect(feed.cache).toBe('private, max-age=300');
    expect(feed.events.map((e) => e.uid).sort()).toEqual([`pop-${summer}@popplanner.nl`, `pop-${winter}@popplanner.nl`].sort());
    expect(feed.events.map((e) => e.uid)).not.toContain(`pop-${done}@popplanner.nl`);
    const january = feed.events.find((e) => e.uid === `pop-${winter}@popplanner.nl`)!;
    expect(january).toMatchObject({
      summary: 'POP-gesprek Sanne Winter (Bakkerij Zon)',
      startLocal: '2031-01-14T10:00:00',
      startZone: 'Europe/Amsterdam',
      startUtc: '2031-01-14T09:00:00.000Z',
    });
    expect(january.url).toMatch(new RegExp(`/pop-conversations/${winter}$`));
    const july = feed.events.find((e) => e.uid === `pop-${summer}@popplanner.nl`)!;
    expect(july).toMatchObject({ startLocal: '2031-07-14T10:00:00', startZone: 'Europe/Amsterdam', startUtc: '2031-07-14T08:00:00.000Z' });
    expect(feed.text).toContain('BEGIN:VTIMEZONE');
    expect(feed.text).not.toMatch(/GEHEIM|@example\.nl/);

    expect(feed.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await app.api.get(path).set('If-None-Match', feed.etag).expect(304);
    expect(again.text ?? '').toBe('');
    // A change to a conversation is a new ETag.
    await app.api.put(`/api/pop/${summer}`).set(owner.auth).send({ datum_tijd: '2031-07-15T11:00' }).expect(200);
    const moved = await app.api.get(path).set('If-None-Match', feed.etag).expect(200);
    expect(parseFeed(moved.text).find((e) => e.uid === `pop-${summer}@popplanner.nl`)?.startLocal).toBe('2031-07-15T11:00:00');

    // The address is shown again later, the same one.
    const shown = await app.api.get('/api/notifications/calendar-feed').set(owner.auth).expect(200);
    expect(new URL(shown.body.abonnement.url).pathname).toBe(path);
    expect(shown.body.abonnement.scope).toBe('werkruimte');
  });

  it('stops at once when revoked or replaced: 404 with a Dutch message', async () => {
    const owner = await registerUser(app, { verified: true, naam: 'Rik Revoke' });
    const first = await createFeed(owner);
    await app.api.get(first).expect(200);
    const second = await createFeed(owner);
    expect(second).not.toBe(first);
    expect((await app.api.get(first).expect(404)).body.message).toBe(calendarFeedMessages.feedNotFound);
    await app.api.get(second).expect(200);

    const revoked = await app.api.delete('/api/notifications/calendar-feed').set(owner.auth).expect(200);
    expect(revoked.body).toEqual({ abonnement: null });
    expect((await app.api.get(second).expect(404)).body.message).toBe(calendarFeedMessages.feedNotFound);
    await app.api.delete('/api/notifications/calendar-feed').set(owner.auth).expect(404);
    await app.api.get(`/api/calendar/${'x'.repeat(43)}.ics`).expect(404);
    await app.api.get('/api/calendar/kort.ics').expect(404);
  });

  it("scope 'eigen' holds what the member planned; another workspace's conversations never; a removed member's feed stops", async () => {
    const owner = await registerUser(app, { verified: true, naam: 'Wendy Werkruimte' });
    const { companyId, employeeId, winter, summer } = await workspaceWithConversations(owner);
    const manager = await addMember(app, owner, 'hr_manager', { naam: 'Mark Manager' });
    const managers = await scheduleConversation(app, manager, {
      bedrijf_id: companyId,
      medewerker_id: employeeId,
      datum_tijd: '2031-05-05T14:00',
    });
    const other = await registerUser(app, { verified: true, naam: 'Ander Bureau' });
    await workspaceWithConversations(other);

    const own = await fetchFeed(await createFeed(manager, 'eigen'));
    expect(own.events.map((e) => e.uid)).toEqual([`pop-${managers}@popplanner.nl`]);
    const all = await fetchFeed(await createFeed(owner, 'werkruimte'));
    expect(all.events.map((e) => e.uid).sort()).toEqual([winter, summer, managers].map((id) => `pop-${id}@popplanner.nl`).sort());
    const ownersOwn = await fetchFeed(await createFeed(owner, 'eigen'));
    expect(ownersOwn.events.map((e) => e.uid).sort()).toEqual([winter, summer].map((id) => `pop-${id}@popplanner.nl`).sort());

    const managersFeed = await createFeed(manager, 'werkruimte');
    expect((await fetchFeed(managersFeed)).events).toHaveLength(3);
    await app.api.delete(`/api/team/members/${manager.id}`).set(owner.auth).expect(200);
    expect((await app.api.get(managersFeed).expect(404)).body.message).toBe(calendarFeedMessages.feedNotFound);
  });

  it("keeps working after a rebuild of the read models, and ends when its holder's role no longer reads conversations", async () => {
    const owner = await registerUser(app, { verified: true, naam: 'Bram Rebuild' });
    const { companyId, employeeId } = await workspaceWithConversations(owner);
    const manager = await addMember(app, owner, 'hr_manager', { naam: 'Mila Manager' });
    const managers = await scheduleConversation(app, manager, {
      bedrijf_id: companyId,
      medewerker_id: employeeId,
      datum_tijd: '2031-09-09T09:30',
    });
    const own = await createFeed(manager, 'eigen');
    const revoked = await createFeed(owner);
    await app.api.delete('/api/notifications/calendar-feed').set(owner.auth).expect(200);

    await rebuildReadModels(app.runtime.deps.pool, app.runtime.deps.store, allProjections(), { onParked: () => undefined });
    expect((await fetchFeed(own)).events.map((e) => e.uid)).toEqual([`pop-${managers}@popplanner.nl`]);
    await app.api.get(revoked).expect(404);

    await app.api.put(`/api/team/members/${manager.id}`).set(owner.auth).send({ rol: 'analyst' }).expect(200);
    await app.api.get(own).expect(404);
  });

  it('an analyst cannot make one; a wrong scope is a Dutch 400', async () => {
    const owner = await registerUser(app, { verified: true, naam: 'Anna Analyse' });
    const analyst = await addMember(app, owner, 'analyst');
    await app.api.post('/api/notifications/calendar-feed').set(analyst.auth).send({ scope: 'werkruimte' }).expect(403);
    const bad = await app.api.post('/api/notifications/calendar-feed').set(owner.auth).send({ scope: 'iedereen' }).expect(400);
    expect(bad.body.message).toBe(calendarFeedMessages.scope);
  });

  it('is rate-limited per address: 429 with Retry-After past the limit, another address still served', async () => {
    await inOneWindow(limits.calendarFeedPerToken, async () => {
      const owner = await registerUser(app, { verified: true, naam: 'Lars Limiet' });
      const path = await createFeed(owner);
      for (let i = 0; i < limits.calendarFeedPerToken.max; i++) await app.api.get(path).expect(200);
      const refused = await app.api.get(path).expect(429);
      expect(refused.body.message).toMatch(/^Dit agenda-adres wordt te vaak opgevraagd\./);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const colleague = await addMember(app, owner, 'hr_manager');
      await app.api.get(await createFeed(colleague)).expect(200);
    });
  });
});
