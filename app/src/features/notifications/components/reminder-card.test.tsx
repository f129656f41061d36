// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { ReminderCard } from './reminder-card';

describe('the reminder card', () => {
  it('shows the five choices with the stored one and saves a new one with a toast', async () => {
    const api = fakeApi({
      'GET /notifications/reminder': () => ({ voor_gesprek: '1d' }),
      'PUT /notifications/reminder': (request) => request.body,
    });
    const { user } = renderWithApp(<ReminderCard canChange />);
    const select = await screen.findByRole('combobox', { name: 'Herinnering vooraf' });
    expect(select).toHaveValue('1d');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Geen', '1 uur', '1 dag', '2 dagen', '1 week']);
    await user.selectOptions(select, '2 dagen');
    await vi.waitFor(() => expect(api.sent('PUT /notifications/reminder')).toHaveLength(1));
    expect(api.sent('PUT /notifications/reminder')[0]!.body).toEqual({ voor_gesprek: '2d' });
    expect(await screen.findByText('Herinnering ingesteld op 2 dagen vooraf')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Herinnering vooraf' })).toHaveValue('2d');
  });

  it('lets an auditor see the choice but not change it', async () => {
    fakeApi({ 'GET /notifications/reminder': () => ({ voor_gesprek: 'none' }) });
    renderWithApp(<ReminderCard canChange={false} />);
    const select = await screen.findByRole('combobox', { name: 'Herinnering vooraf' });
    expect(select).toHaveValue('none');
    expect(select).toBeDisabled();
    expect(screen.getByText('Alleen de eigenaar en HR-managers kunnen dit wijzigen.')).toBeInTheDocument();
  });

  it('says in Dutch when saving failed', async () => {
    fakeApi({
      'GET /notifications/reminder': () => ({ voor_gesprek: '1d' }),
      'PUT /notifications/reminder': () => reply(403, { message: 'Je rol in deze werkruimte geeft geen toegang tot deze functie.' }),
    });
    const { user } = renderWithApp(<ReminderCard canChange />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Herinnering vooraf' }), '1 week');
    expect(await screen.findByText('Je rol in deze werkruimte geeft geen toegang tot deze functie.')).toBeInTheDocument();
  });
});
