// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../../../contracts/audit';
import { fakeApi, reply } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { AuditTrail } from './audit-trail';

const entry = (id: string, lid: { id: number | null; naam: string }, gesprek_id: number | null): AuditEntry => ({
  id,
  tijd: '2026-03-02T09:15:00.000Z',
  lid,
  soort: gesprek_id === null ? 'company' : 'conversation',
  actie: gesprek_id === null ? 'CompanyCreated' : 'PopScheduled',
  omschrijving: gesprek_id === null ? 'Bedrijf aangemaakt' : 'Gesprek gepland',
  gesprek_id,
});

describe('/audit', () => {
  it('lists the changes with member and kind, and opens a conversation as of its change', async () => {
    fakeApi({
      'GET /audit': () => ({
        items: [entry('e2', { id: 2, naam: 'Bram Jansen' }, 7), entry('e1', { id: 1, naam: 'Anna de Vries' }, null)],
        page: 1,
        pageSize: 50,
        hasMore: false,
      }),
    });
    renderWithApp(<AuditTrail />, { route: '/audit' });
    expect(await screen.findByText('Gesprek gepland')).toBeInTheDocument();
    expect(screen.getByText('Bedrijf aangemaakt')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Bekijk stand' });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', `/pop-conversations/7?asOf=${encodeURIComponent('2026-03-02T09:15:00.000Z')}#log`);
    // An auditor cannot read the team: the member filter offers whom the trail has shown.
    expect(screen.getByRole('option', { name: 'Bram Jansen' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginering' })).not.toBeInTheDocument();
  });

  it('asks the server for the chosen filters and pages on hasMore', async () => {
    const api = fakeApi({
      'GET /audit': (request) => ({
        items: [entry(`p${request.query.get('page')}`, { id: 2, naam: 'Bram Jansen' }, 7)],
        page: Number(request.query.get('page')),
        pageSize: 50,
        hasMore: request.query.get('page') === '1',
      }),
    });
    const { user } = renderWithApp(<AuditTrail members={[{ id: 2, naam: 'Bram Jansen' }]} />, { route: '/audit' });
    await screen.findByText('Gesprek gepland');
    await user.selectOptions(screen.getByLabelText('Soort'), 'conversation');
    await user.selectOptions(screen.getByLabelText('Lid'), '2');
    const last = api.sent('GET /audit').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({ soort: 'conversation', lid: '2', page: '1' });
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await screen.findByText('Pagina 2');
    expect(api.sent('GET /audit').at(-1)!.query.get('page')).toBe('2');
    expect(screen.getByRole('button', { name: 'Volgende' })).toBeDisabled();
  });

  it("shows a refusal as the page's Dutch message", async () => {
    fakeApi({ 'GET /audit': () => reply(403, { message: 'Je rol in deze werkruimte geeft geen toegang tot deze functie.' }) });
    renderWithApp(<AuditTrail />, { route: '/audit' });
    expect(await screen.findByText('Je rol in deze werkruimte geeft geen toegang tot deze functie.')).toBeInTheDocument();
  });
});
