// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../../contracts/account';
import { fakeApi, reply } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { testUser } from '../../../test/users';
import { InvitationPanel } from './invitation-panel';

const TOKEN = 'a'.repeat(43);
const PATH = `/invitations/${TOKEN}`;
const preview = (account_bestaat: boolean) => ({
  werkruimte: 'Team Anna',
  rol: 'auditor',
  email: 'bram@example.nl',
  account_bestaat,
  verloopt_op: '2026-01-12T09:00:00.000Z',
});

function renderPanel(user: User | null) {
  const onJoined = vi.fn();
  return { onJoined, ...renderWithApp(<InvitationPanel token={TOKEN} user={user} onJoined={onJoined} />) };
}

describe('the invitation link', () => {
  it('lets a visitor without an account make one and join', async () => {
    const session = { token: 't', user: testUser('auditor') };
    const api = fakeApi({ [`GET ${PATH}`]: () => preview(false), [`POST ${PATH}/register`]: () => reply(201, session) });
    const { user, onJoined } = renderPanel(null);
    expect(await screen.findByText('Team Anna')).toBeInTheDocument();
    expect(screen.getByText('Auditor')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Naam'), 'Bram Jansen');
    await user.type(screen.getByLabelText('Wachtwoord'), 'geheim123');
    await user.type(screen.getByLabelText('Bevestig wachtwoord'), 'geheim124');
    await user.click(screen.getByRole('button', { name: 'Account aanmaken en deelnemen' }));
    expect(screen.getByText('Wachtwoorden komen niet overeen')).toBeInTheDocument();
    expect(api.sent(`POST ${PATH}/register`)).toHaveLength(0);
    await user.clear(screen.getByLabelText('Bevestig wachtwoord'));
    await user.type(screen.getByLabelText('Bevestig wachtwoord'), 'geheim123');
    await user.click(screen.getByRole('button', { name: 'Account aanmaken en deelnemen' }));
    expect(api.sent(`POST ${PATH}/register`)[0].body).toEqual({ naam: 'Bram Jansen', password: 'geheim123' });
    expect(onJoined).toHaveBeenCalledWith(session);
  });

  it('sends a visitor whose address has an account to the login, which comes back to the link', async () => {
    fakeApi({ [`GET ${PATH}`]: () => preview(true) });
    renderPanel(null);
    const link = await screen.findByRole('link', { name: 'Log in om te accepteren' });
    expect(link).toHaveAttribute('href', `/login?next=${encodeURIComponent(`/uitnodiging/${TOKEN}`)}`);
    expect(screen.queryByLabelText('Wachtwoord')).not.toBeInTheDocument();
  });

  it('lets the signed-in invitee accept, and tells someone signed in with another address why not', async () => {
    const session = { token: 't', user: testUser('auditor') };
    const api = fakeApi({ [`GET ${PATH}`]: () => preview(true), [`POST ${PATH}/accept`]: () => session });
    const { user, onJoined } = renderPanel(testUser('auditor', { email: 'Bram@Example.nl' }));
    await user.click(await screen.findByRole('button', { name: 'Uitnodiging accepteren' }));
    expect(api.sent(`POST ${PATH}/accept`)).toHaveLength(1);
    expect(onJoined).toHaveBeenCalledWith(session);
  });

  it('refuses someone signed in with another address', async () => {
    fakeApi({ [`GET ${PATH}`]: () => preview(true) });
    renderPanel(testUser('owner'));
    expect(await screen.findByText(/Deze uitnodiging is voor een ander e-mailadres/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Uitnodiging accepteren' })).not.toBeInTheDocument();
  });

  it("shows the server's Dutch message for an expired or used link", async () => {
    fakeApi({ [`GET ${PATH}`]: () => reply(409, { message: 'Deze uitnodiging is verlopen. Vraag om een nieuwe uitnodiging.' }) });
    renderPanel(null);
    expect(await screen.findByText('Deze uitnodiging is verlopen. Vraag om een nieuwe uitnodiging.')).toBeInTheDocument();
  });
});
