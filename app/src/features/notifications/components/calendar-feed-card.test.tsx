// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { CalendarFeedCard } from './calendar-feed-card';

const address = (n: number) => `http://localhost:5000/api/calendar/${String(n).repeat(43)}.ics`;
const feed = (n: number, scope: 'werkruimte' | 'eigen') => ({
  abonnement: { url: address(n), scope, aangemaakt_op: '2026-11-27T10:00:00.000Z' },
});

describe('the calendar feed card', () => {
  it('makes an address for the chosen conversations, copies it, replaces it after confirming and revokes it', async () => {
    let made = 0;
    const api = fakeApi({
      'GET /notifications/calendar-feed': () => ({ abonnement: null }),
      'POST /notifications/calendar-feed': (request) => feed(++made, (request.body as { scope: 'werkruimte' | 'eigen' }).scope),
      'DELETE /notifications/calendar-feed': () => ({ abonnement: null }),
    });
    const { user } = renderWithApp(<CalendarFeedCard />);

    expect(await screen.findByRole('heading', { name: 'Agenda-abonnement' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Alleen mijn gesprekken/ }));
    await user.click(await screen.findByRole('button', { name: 'Agenda-adres maken' }));
    const field = await screen.findByLabelText('Je agenda-adres');
    expect(field).toHaveValue(address(1));
    expect(api.sent('POST /notifications/calendar-feed')[0]!.body).toEqual({ scope: 'eigen' });

    await user.click(screen.getByRole('button', { name: 'Kopiëren' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(address(1));

    await user.click(screen.getByRole('button', { name: 'Nieuw adres' }));
    const renew = screen.getByRole('dialog', { name: 'Nieuw agenda-adres' });
    expect(within(renew).getByText(/werkt daarna meteen niet meer/)).toBeInTheDocument();
    await user.click(within(renew).getByRole('button', { name: 'Nieuw adres maken' }));
    await vi.waitFor(() => expect(screen.getByLabelText('Je agenda-adres')).toHaveValue(address(2)));

    await user.click(screen.getByRole('button', { name: 'Intrekken' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Agenda-adres intrekken' })).getByRole('button', { name: 'Intrekken' }));
    expect(await screen.findByRole('button', { name: 'Agenda-adres maken' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Je agenda-adres')).not.toBeInTheDocument();
    expect(api.sent('DELETE /notifications/calendar-feed')).toHaveLength(1);
  });

  it('shows an address made before with its scope, and a refusal in Dutch', async () => {
    fakeApi({
      'GET /notifications/calendar-feed': () => feed(7, 'werkruimte'),
      'DELETE /notifications/calendar-feed': () => reply(404, { message: 'Je hebt geen agenda-adres.' }),
    });
    const { user } = renderWithApp(<CalendarFeedCard />);
    expect(await screen.findByLabelText('Je agenda-adres')).toHaveValue(address(7));
    expect(screen.getByRole('radio', { name: /Alle gesprekken/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Intrekken' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Agenda-adres intrekken' })).getByRole('button', { name: 'Intrekken' }));
    expect(await screen.findByText('Je hebt geen agenda-adres.')).toBeInTheDocument();
  });
});
