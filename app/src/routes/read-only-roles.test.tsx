// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConversationSummary } from '../../../contracts/conversations';
import { ConversationsList } from '../features/conversations/list/conversations-list';
import { fakeApi, reply } from '../test/fake-api';
import { renderWithApp } from '../test/render';
import { withSession } from '../test/session';
import { testUser } from '../test/users';
import { DashboardPage } from './dashboard-page';

const planned: ConversationSummary = {
  id: 7,
  bedrijf_id: 1,
  medewerker_id: 3,
  medewerker_naam: 'Cor de Boer',
  bedrijf_naam: 'Bakkerij Jansen',
  medewerker_email: 'cor@example.nl',
  datum_tijd: '2030-03-09T09:00:00.000Z',
  status: 'gepland',
  verslag: '',
  aantal_doelen: 0,
  overall_progress: 0,
  archiveer_datum: null,
  hr_gebruiker_naam: 'Anna de Vries',
  last_modified_at: '2030-03-01T09:00:00.000Z',
};
const STATS = { totalCompanies: 1, totalEmployees: 1, openConversations: 0, completedConversations: 0, plannedConversations: 1 };

describe('what a role is offered', () => {
  it('gives an auditor the conversations to view, without planning, starting or editing', async () => {
    fakeApi({ 'GET /pop': () => ({ items: [planned], total: 1, page: 1, totalPages: 1, pageSize: 10 }) });
    const { ui } = withSession(testUser('auditor'), <ConversationsList />);
    renderWithApp(ui, { route: '/pop-conversations' });
    expect(await screen.findByText('Cor de Boer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bekijk' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bewerken' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nieuw gesprek' })).not.toBeInTheDocument();
  });

  it('gives the HR-manager planning, starting and editing', async () => {
    fakeApi({ 'GET /pop': () => ({ items: [planned], total: 1, page: 1, totalPages: 1, pageSize: 10 }) });
    const { ui } = withSession(testUser('hr_manager'), <ConversationsList />);
    renderWithApp(ui, { route: '/pop-conversations' });
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bewerken' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nieuw gesprek' })).toBeInTheDocument();
  });

  it('shows a member removed from the workspace the Dutch refusal in the list, not a broken page', async () => {
    fakeApi({ 'GET /pop': () => reply(403, { message: 'Je hebt geen toegang (meer) tot deze werkruimte.' }) });
    const { ui } = withSession(testUser('auditor'), <ConversationsList />);
    renderWithApp(ui, { route: '/pop-conversations' });
    expect(await screen.findByText('Je hebt geen toegang (meer) tot deze werkruimte.')).toBeInTheDocument();
  });

  it("shows an analyst the dashboard's figures without asking for conversations or activity, and the figures link nowhere closed", async () => {
    const api = fakeApi({
      'GET /dashboard/stats': () => STATS,
      'GET /dashboard/conversation-stats': () => ({
        totalConversations: 1,
        plannedConversations: 1,
        openConversations: 0,
        completedConversations: 0,
      }),
    });
    const { ui } = withSession(testUser('analyst'), <DashboardPage />);
    renderWithApp(ui, { route: '/dashboard' });
    expect(await screen.findByText('Geplande gesprekken')).toBeInTheDocument();
    expect(api.requests.map((request) => request.path).filter((path) => path.startsWith('/pop') || path.includes('activit'))).toEqual([]);
    expect(screen.queryByRole('link', { name: /Medewerkers/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nieuw gesprek' })).not.toBeInTheDocument();
  });
});
