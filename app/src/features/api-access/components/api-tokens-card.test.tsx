// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiToken } from '../../../../../contracts/api-tokens';
import { fakeApi, reply } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { ApiTokensCard } from './api-tokens-card';

const SECRET = `pop_Ab12Cd34_${'x'.repeat(43)}`;
const token: ApiToken = {
  id: '0b6f4c1e-7f0a-4a53-9d37-3f1f3c6b9e11',
  naam: 'HRIS-koppeling',
  prefix: 'pop_Ab12Cd34',
  scope: 'lezen_en_schrijven',
  aangemaakt_op: '2026-11-27T10:00:00.000Z',
  verloopt_op: '2026-12-27T10:00:00.000Z',
  laatst_gebruikt_op: null,
  lid: { id: 1, naam: 'Anna' },
};

describe('the API tokens card', () => {
  it('makes a token, shows its secret once, lists it and revokes it after confirming', async () => {
    let tokens: ApiToken[] = [];
    const api = fakeApi({
      'GET /api-tokens': () => tokens,
      'POST /api-tokens': () => {
        tokens = [token];
        return reply(201, { token, geheim: SECRET });
      },
      [`DELETE /api-tokens/${token.id}`]: () => (tokens = []),
    });
    const { user } = renderWithApp(<ApiTokensCard />);

    expect(await screen.findByText('Je hebt nog geen API-tokens.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'API-token maken' }));
    const modal = screen.getByRole('dialog', { name: 'API-token maken' });
    await user.type(within(modal).getByLabelText(/^Naam/), 'HRIS-koppeling');
    await user.selectOptions(within(modal).getByLabelText('Scope'), 'lezen_en_schrijven');
    await user.selectOptions(within(modal).getByLabelText('Geldig'), '30');
    await user.click(within(modal).getByRole('button', { name: 'Token maken' }));

    expect(await screen.findByLabelText('Je nieuwe API-token')).toHaveValue(SECRET);
    expect(api.sent('POST /api-tokens')[0]!.body).toEqual({ naam: 'HRIS-koppeling', scope: 'lezen_en_schrijven', geldig_dagen: 30 });
    await user.click(screen.getByRole('button', { name: 'Kopiëren' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    const row = (await screen.findByRole('cell', { name: 'HRIS-koppeling' })).closest('tr')!;
    expect(within(row).getByText('pop_Ab12Cd34')).toBeInTheDocument();
    expect(within(row).getByText('Lezen en schrijven')).toBeInTheDocument();
    expect(within(row).getByText('Nog niet')).toBeInTheDocument();

    // Once dismissed, the secret is nowhere on the page: the list shows only its public start.
    await user.click(screen.getByRole('button', { name: 'Klaar' }));
    expect(screen.queryByLabelText('Je nieuwe API-token')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(SECRET);

    await user.click(within(row).getByRole('button', { name: 'HRIS-koppeling intrekken' }));
    const confirm = screen.getByRole('dialog', { name: 'API-token intrekken' });
    expect(within(confirm).getByText(/werkt daarna meteen niet meer/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Intrekken' }));
    expect(await screen.findByText('Je hebt nog geen API-tokens.')).toBeInTheDocument();
    expect(api.sent(`DELETE /api-tokens/${token.id}`)).toHaveLength(1);
  });

  it("shows the server's Dutch refusal in the modal", async () => {
    fakeApi({
      'GET /api-tokens': () => [],
      'POST /api-tokens': () => reply(403, { message: 'API-toegang hoort bij het Pro- en het Enterprise-plan.' }),
    });
    const { user } = renderWithApp(<ApiTokensCard />);
    await user.click(await screen.findByRole('button', { name: 'API-token maken' }));
    const modal = screen.getByRole('dialog', { name: 'API-token maken' });
    await user.type(within(modal).getByLabelText(/^Naam/), 'Koppeling');
    await user.click(within(modal).getByRole('button', { name: 'Token maken' }));
    await vi.waitFor(() => expect(within(modal).getByText(/hoort bij het Pro- en het Enterprise-plan/)).toBeInTheDocument());
  });
});
