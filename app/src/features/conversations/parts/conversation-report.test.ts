import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../../../../contracts/conversations';
import { googleCalendarUrl, reportHtml, reportSubject, reportText } from './conversation-report';

const conversation: Conversation = {
  id: 7,
  bedrijf_id: 1,
  medewerker_id: 2,
  medewerker_naam: 'Lotte Visser',
  bedrijf_naam: 'Bouwbedrijf Vos',
  medewerker_email: 'lotte@example.nl',
  datum_tijd: '2030-03-02T09:00:00.000Z',
  status: 'open',
  verslag: 'Goed gesprek.',
  aantal_doelen: 1,
  overall_progress: 6.5,
  archiveer_datum: null,
  hr_gebruiker_naam: 'Dirk',
  last_modified_at: '2030-03-02T09:00:00.000Z',
  goals: [{ id: 1, omschrijving: 'Presenteren <voor> groep', notitie: 'Oefenen', voortgang: 7, deadline: '2030-06-01' }],
  ambitions: [{ id: 1, omschrijving: 'Teamleider worden', notitie: '' }],
};

describe('reportText', () => {
  it('lists date, status, verslag, goals with progress and ambitions', () => {
    const text = reportText(conversation);
    expect(text).toContain('Datum en tijd: 02/03/2030 10:00');
    expect(text).toContain('Status: Open');
    expect(text).toContain('Goed gesprek.');
    expect(text).toContain('- Presenteren <voor> groep: 7/10 (70%), deadline 01-06-2030');
    expect(text).toContain('Doelen (totale voortgang 6,5/10):');
    expect(text).toContain('- Teamleider worden');
  });
});

describe('reportSubject', () => {
  it("is 'POP Gesprek' plus the date (SPEC 9)", () => {
    expect(reportSubject(conversation)).toBe('POP Gesprek 02/03/2030 10:00');
  });
});

describe('reportHtml', () => {
  it('escapes what users typed', () => {
    expect(reportHtml(conversation)).toContain('Presenteren &lt;voor&gt; groep');
  });
});

describe('googleCalendarUrl', () => {
  it('makes a one-hour event in UTC with title and details', () => {
    const url = new URL(googleCalendarUrl(conversation) ?? '');
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20300302T090000Z/20300302T100000Z');
    expect(url.searchParams.get('text')).toBe('POP gesprek Lotte Visser');
  });

  it('gives nothing without a valid date', () => {
    expect(googleCalendarUrl({ ...conversation, datum_tijd: '' })).toBeNull();
  });
});
