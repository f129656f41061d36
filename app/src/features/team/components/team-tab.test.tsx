// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Team } from '../../../../../contracts/workspace';
import { fakeApi, reply } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { withSession } from '../../../test/session';
import { testUser } from '../../../test/users';
import { TeamTab } from './team-tab';

const TEAM: Team = {
  werkruimte: { id: 1, naam: 'Team Anna' },
  leden: [
    {
      id: 1,
      naam: 'Anna de Vries',
      email: 'anna@example.nl',
      rol: 'owner',
      lid_sinds: '2026-01-05T09:00:00.000Z',
      laatste_activiteit: null,
    },
    {
      id: 2,
      naam: 'Bram Jansen',
      email: 'bram@example.nl',
      rol: 'hr_manager',
      lid_sinds: '2026-02-01T09:00:00.000Z',
      laatste_activiteit: null,
    },
  ],
  uitnodigingen: [
    {
      id: '6f1c2b1e-8a55-4c9e-9f1b-2f7a0b2c3d4e',
      email: 'cor@example.nl',
      rol: 'auditor',
      verloopt_op: '2026-01-12T09:00:00.000Z',
      verstuurd_op: '2026-01-05T09:00:00.000Z',
      verlopen: true,
    },
  ],
};

function renderTab(role: 'owner' | 'hr_manager') {
  const signedIn = testUser(role);
  const { ui, session } = withSession(signedIn, <TeamTab user={signedIn} onWorkspaceChanged={vi.fn()} onLeft={vi.fn()} />);
  return { ...renderWithApp(ui), session };
}

describe('Profiel → Team', () => {
  it('shows the owner the members with their role, the invitations (expired ones marked) and the controls', async () => {
    fakeApi({ 'GET /team': () => TEAM });
    renderTab('owner');
    const bram = (await screen.findByText('Bram Jansen')).closest('tr')!;
    expect(within(bram).getByRole('combobox', { name: 'Rol van Bram Jansen' })).toHaveValue('hr_manager');
    expect(within(bram).getByRole('button', { name: 'Verwijderen' })).toBeInTheDocument();
    const anna = screen.getByText('Anna de Vries (jij)').closest('tr')!;
    expect(within(anna).getByText('Eigenaar')).toBeInTheDocument();
    const cor = screen.getByText('cor@example.nl').closest('tr')!;
    expect(within(cor).getByText('Verlopen')).toBeInTheDocument();
    expect(within(cor).getByText('Auditor')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Lid uitnodigen' })).toBeInTheDocument();
  });

  it('shows an HR-manager the team without any control', async () => {
    fakeApi({ 'GET /team': () => TEAM });
    renderTab('hr_manager');
    await screen.findByText('Anna de Vries');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verwijderen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opnieuw versturen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Lid uitnodigen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Werkruimte hernoemen' })).not.toBeInTheDocument();
  });

  it('invites by address with a role and shows the refusal of an address already in the team', async () => {
    const invited = {
      ...TEAM,
      uitnodigingen: [
        ...TEAM.uitnodigingen,
        { ...TEAM.uitnodigingen[0], id: 'b', email: 'dirk@example.nl', rol: 'analyst' as const, verlopen: false },
      ],
    };
    const api = fakeApi({
      'GET /team': () => TEAM,
      'POST /team/invitations': (request) =>
        (request.body as { email: string }).email === 'bram@example.nl'
          ? reply(409, { message: 'Dit e-mailadres is al lid van de werkruimte.' })
          : reply(201, invited),
    });
    const { user } = renderTab('owner');
    const form = await screen.findByRole('form', { name: 'Lid uitnodigen' });
    await user.type(within(form).getByLabelText('E-mailadres'), 'dirk@example.nl');
    await user.selectOptions(within(form).getByLabelText('Rol'), 'analyst');
    await user.click(within(form).getByRole('button', { name: 'Uitnodigen' }));
    expect(await screen.findByText('Uitnodiging verstuurd naar dirk@example.nl')).toBeInTheDocument();
    expect(api.sent('POST /team/invitations')[0].body).toEqual({ email: 'dirk@example.nl', rol: 'analyst' });
    expect(screen.getByText('dirk@example.nl')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('E-mailadres'), 'bram@example.nl');
    await user.click(within(form).getByRole('button', { name: 'Uitnodigen' }));
    expect(await screen.findByText('Dit e-mailadres is al lid van de werkruimte.')).toBeInTheDocument();
  });

  it('removes a member only after the confirmation, and changes a role', async () => {
    const api = fakeApi({
      'GET /team': () => TEAM,
      'DELETE /team/members/2': () => ({ ...TEAM, leden: [TEAM.leden[0]] }),
      'PUT /team/members/2': () => ({ ...TEAM, leden: [TEAM.leden[0], { ...TEAM.leden[1], rol: 'auditor' }] }),
    });
    const { user } = renderTab('owner');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Rol van Bram Jansen' }), 'auditor');
    expect(api.sent('PUT /team/members/2')[0].body).toEqual({ rol: 'auditor' });
    expect(await screen.findByText('Bram Jansen is nu Auditor')).toBeInTheDocument();
    await user.click(within(screen.getByText('Bram Jansen').closest('tr')!).getByRole('button', { name: 'Verwijderen' }));
    const dialog = screen.getByRole('dialog', { name: 'Lid verwijderen' });
    expect(api.sent('DELETE /team/members/2')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(api.sent('DELETE /team/members/2')).toHaveLength(1);
    expect(await screen.findByText('Bram Jansen is verwijderd')).toBeInTheDocument();
    expect(screen.queryByText('Bram Jansen')).not.toBeInTheDocument();
  });

  it("shows the 403 of a role without access as the tab's message, not a broken page", async () => {
    fakeApi({ 'GET /team': () => reply(403, { message: 'Je rol in deze werkruimte geeft geen toegang tot deze functie.' }) });
    renderTab('hr_manager');
    expect(await screen.findByText('Je rol in deze werkruimte geeft geen toegang tot deze functie.')).toBeInTheDocument();
  });
});
