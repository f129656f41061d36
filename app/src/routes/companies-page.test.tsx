// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLAN_CATALOGUE } from '../../../contracts/plan-catalogue';
import { toApiPlan } from '../../../contracts/plans';
import { fakeApi, reply } from '../test/fake-api';
import { openDialog, renderWithApp } from '../test/render';
import { CompaniesPage } from './companies-page';

const company = (id: number, naam: string, branche: string, actief = true) => ({ id, naam, branche, actief, medewerkers_aantal: id - 1 });

const ACTIVE = [
  company(1, 'Bouwbedrijf Vos', 'Bouw'),
  company(2, 'Zorggroep Linde', 'Zorg en welzijn'),
  company(3, 'Tandartspraktijk Wit', 'Zorg en welzijn'),
  company(4, 'Bakkerij Brood', 'Horeca'),
];
const INACTIVE = company(5, 'Oud Bedrijf', 'Bouw', false);

/** GET /companies answers the active ones, with includeInactive all of them. */
function companiesApi(active = ACTIVE) {
  const list = [...active];
  const api = fakeApi({
    'GET /companies': ({ query }) => (query.get('includeInactive') === '1' ? [...list, INACTIVE] : list),
    'GET /branches': () => [{ id: 1, naam: 'Zorg en welzijn' }],
    // The page's plan-limit notice asks how far the plan goes; unlimited companies, so it stays away.
    'GET /stripe/user-plan': () => ({
      success: true,
      plan: { ...toApiPlan(PLAN_CATALOGUE.pro), plan_type: 'pro', usage: { companies: list.length, employees: 0 } },
    }),
    'POST /companies': ({ body }) => {
      const created = { ...company(list.length + 10, '', ''), ...(body as object), medewerkers_aantal: 0 };
      list.push(created);
      return reply(201, created);
    },
  });
  return api;
}

const cardNames = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('/companies', () => {
  it('shows the companies three to a page, with a pager to the rest', async () => {
    companiesApi();
    const { user } = renderWithApp(<CompaniesPage />, { route: '/companies' });
    expect(await screen.findByRole('heading', { name: 'Bouwbedrijf Vos' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Bouwbedrijf Vos', 'Zorggroep Linde', 'Tandartspraktijk Wit']);
    expect(screen.getByText('Pagina 1 van 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(cardNames()).toEqual(['Bakkerij Brood']);
    expect(screen.getByText('3 medewerkers')).toBeInTheDocument();
  });

  it('searches names and branches, back on the first page, and says when nothing matches', async () => {
    companiesApi();
    const { user } = renderWithApp(<CompaniesPage />);
    await screen.findByRole('heading', { name: 'Bouwbedrijf Vos' });
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await user.type(screen.getByRole('searchbox', { name: 'Zoek bedrijven' }), 'zorg');
    expect(cardNames()).toEqual(['Zorggroep Linde', 'Tandartspraktijk Wit']);
    expect(screen.queryByRole('navigation', { name: 'Paginering' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Zoek bedrijven' }), 'xyz');
    expect(screen.getByText('Geen bedrijven gevonden voor je zoekopdracht')).toBeInTheDocument();
  });

  it('asks for the inactive companies only when they are to be shown', async () => {
    const api = companiesApi();
    const { user } = renderWithApp(<CompaniesPage />);
    await screen.findByRole('heading', { name: 'Bouwbedrijf Vos' });
    expect(api.requests.every((request) => !request.query.has('includeInactive'))).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Toon inactieve bedrijven' }));
    await user.type(screen.getByRole('searchbox', { name: 'Zoek bedrijven' }), 'oud');
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Inactief')).toBeInTheDocument();
    expect(api.sent('GET /companies').at(-1)?.query.get('includeInactive')).toBe('1');
  });

  it('says so when there are no companies yet', async () => {
    companiesApi([]);
    renderWithApp(<CompaniesPage />);
    expect(await screen.findByText('Nog geen bedrijven geregistreerd')).toBeInTheDocument();
  });

  it('adds a company: a name and branch are required, then it is posted and listed', async () => {
    const api = companiesApi([]);
    const { user } = renderWithApp(<CompaniesPage />);
    await screen.findByText('Nog geen bedrijven geregistreerd');
    await user.click(screen.getByRole('button', { name: 'Nieuw bedrijf' }));
    const dialog = screen.getByRole('dialog', { name: 'Nieuw bedrijf' });
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Naam is verplicht');
    expect(api.sent('POST /companies')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Naam'), 'Tandartspraktijk Wit');
    await user.click(within(dialog).getByRole('button', { name: 'Kies branche' }));
    const form = await openDialog(user, 'Zorg en welzijn', 'Nieuw bedrijf');
    expect(within(form).getByLabelText('Branche')).toHaveValue('Zorg en welzijn');
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Bedrijf aangemaakt')).toBeInTheDocument();
    expect(api.sent('POST /companies').map((request) => request.body)).toEqual([
      { naam: 'Tandartspraktijk Wit', branche: 'Zorg en welzijn' },
    ]);
    expect(await screen.findByRole('heading', { name: 'Tandartspraktijk Wit' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.unanswered).toEqual([]);
  });

  it('keeps the form open and tells why when the server refuses', async () => {
    fakeApi({
      'GET /companies': () => [],
      'POST /companies': () => reply(409, { message: 'Je hebt het maximum aantal bedrijven bereikt' }),
    });
    const { user } = renderWithApp(<CompaniesPage />);
    const dialog = await openDialog(user, 'Nieuw bedrijf');
    await user.type(within(dialog).getByLabelText('Naam'), 'Vos');
    await user.type(within(dialog).getByLabelText('Branche'), 'Bouw');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Je hebt het maximum aantal bedrijven bereikt')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Nieuw bedrijf' })).toBeInTheDocument();
  });
});
