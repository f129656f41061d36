// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EmployeeTimeline } from '../../../contracts/growth';
import { fakeApi } from '../test/fake-api';
import { renderWithApp } from '../test/render';
import { GroeiTrackingPage } from './groei-tracking-page';

const person = (id: number, naam: string, gesprekken = 1) => ({ id, naam, bedrijf_naam: 'Acme BV', actief: true, gesprekken });
const month = (maand: string, stand: 'maandeinde' | 'vandaag', extra: Partial<EmployeeTimeline['maanden'][number]> = {}) => ({
  maand,
  stand,
  gesprekken_gepland: 0,
  gesprekken_open: 0,
  gesprekken_afgerond: 0,
  doelen_gezet: 0,
  ambities: 0,
  doelen: 1,
  gemiddelde_voortgang: 10,
  doelen_behaald: 1,
  aandeel_behaald: 1,
  doelen_over_tijd: 0,
  ...extra,
});
const TIMELINE: EmployeeTimeline = {
  medewerker: { id: 7, naam: 'Anna Jansen', bedrijf_naam: 'Acme BV', actief: true },
  van: '2026-01',
  tot: '2026-04',
  huidige_maand: '2026-04',
  met_archief: false,
  maanden: [
    month('2026-01', 'maandeinde', {
      gesprekken_afgerond: 1,
      doelen_gezet: 1,
      gemiddelde_voortgang: 4,
      doelen_behaald: 0,
      aandeel_behaald: 0,
    }),
    month('2026-02', 'maandeinde', { gemiddelde_voortgang: 4, doelen_behaald: 0, aandeel_behaald: 0 }),
    month('2026-03', 'maandeinde'),
    month('2026-04', 'vandaag'),
  ],
  gesprekken: [
    {
      id: 31,
      datum_tijd: '2026-01-12T09:00:00.000Z',
      maand: '2026-01',
      status: 'afgerond',
      gearchiveerd: false,
      bedrijf_id: 3,
      bedrijf_naam: 'Acme BV',
      aantal_doelen: 1,
      ambities: 0,
    },
  ],
  doelen: [
    {
      id: 91,
      gesprek_id: 31,
      maand: '2026-01',
      omschrijving: 'Excel leren',
      voortgang: 10,
      deadline: null,
      behaald: true,
      over_tijd: false,
      behaald_in: '2026-03',
      verloop: [
        { maand: '2026-01', voortgang: 4 },
        { maand: '2026-02', voortgang: 4 },
        { maand: '2026-03', voortgang: 10 },
        { maand: '2026-04', voortgang: 10 },
      ],
    },
  ],
};

describe('/groei-tracking', () => {
  it('opens the picker: five matches, then "en N meer"; picking one shows the timeline by month', async () => {
    const api = fakeApi({
      'GET /growth/employees': () => ({ items: [1, 2, 3, 4, 5].map((id) => person(id, `Medewerker ${id}`)), total: 8 }),
      'GET /growth/employees/3': () => ({ ...TIMELINE, medewerker: { ...TIMELINE.medewerker, id: 3 } }),
    });
    const { user } = renderWithApp(<GroeiTrackingPage />, { route: '/groei-tracking' });
    const dialog = await screen.findByRole('dialog', { name: 'Kies een medewerker' });
    expect(await within(dialog).findByText('en 3 meer')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
    await user.type(within(dialog).getByRole('searchbox', { name: 'Zoek een medewerker' }), 'med');
    // The search goes out once typing pauses.
    await waitFor(() => expect(api.sent('GET /growth/employees').map((r) => r.query.get('search'))).toContain('med'));
    await user.click(within(dialog).getByRole('button', { name: /Medewerker 3/ }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Anna Jansen' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Behaald deze maand: Excel leren')).toBeInTheDocument();
    expect(screen.getByText('Geen gesprekken in februari 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /12\/01\/2026 10:00/ })).toHaveAttribute('href', '/pop-conversations/31');
  });

  it('shows an empty state for an employee without conversations, without opening the picker', async () => {
    fakeApi({
      'GET /growth/employees/4': () => ({
        ...TIMELINE,
        medewerker: { ...TIMELINE.medewerker, naam: 'Gijs' },
        maanden: [month('2026-04', 'vandaag', { doelen: 0 })],
        gesprekken: [],
        doelen: [],
      }),
    });
    renderWithApp(<GroeiTrackingPage />, { route: '/groei-tracking?employee=4' });
    expect(await screen.findByText('Nog geen gesprekken')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the employee is not found', async () => {
    fakeApi({});
    renderWithApp(<GroeiTrackingPage />, { route: '/groei-tracking?employee=99' });
    expect(await screen.findByText('Medewerker niet gevonden')).toBeInTheDocument();
  });
});
