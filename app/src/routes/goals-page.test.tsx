// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, reply } from '../test/fake-api';
import { openDialog, renderWithApp } from '../test/render';
import { GoalsPage } from './goals-page';

const goal = (id: number, omschrijving: string, actief = true) => ({ id, omschrijving, actief });
const GOALS = Array.from({ length: 12 }, (_, index) => goal(index + 1, `Doel ${String(index + 1).padStart(2, '0')}`));

const rowTexts = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('/goals', () => {
  it('lists the goals ten to a page in a table, with their status', async () => {
    fakeApi({ 'GET /goals': () => GOALS });
    const { user } = renderWithApp(<GoalsPage />, { route: '/goals' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Doelen' })).toBeInTheDocument();
    await screen.findByText('Doel 01');
    expect(rowTexts()).toHaveLength(10);
    expect(within(screen.getAllByRole('row')[1]).getByText('Actief')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(rowTexts()).toEqual(['Doel 11', 'Doel 12']);
    expect(screen.getByText('Pagina 2 van 2')).toBeInTheDocument();
  });

  it('filters on the search text and tells when nothing matches', async () => {
    fakeApi({ 'GET /goals': () => [goal(1, 'Presenteren voor een groep'), goal(2, 'Plannen')] });
    const { user } = renderWithApp(<GoalsPage />);
    await screen.findByText('Plannen');
    await user.type(screen.getByRole('searchbox', { name: 'Zoek in doelen' }), 'present');
    expect(rowTexts()).toEqual(['Presenteren voor een groep']);
    await user.type(screen.getByRole('searchbox', { name: 'Zoek in doelen' }), 'xyz');
    expect(screen.getByText('Geen doelen gevonden voor je zoekopdracht')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says there are no goals yet when the library is empty', async () => {
    fakeApi({ 'GET /goals': () => [] });
    renderWithApp(<GoalsPage />);
    expect(await screen.findByText('Geen doelen gevonden')).toBeInTheDocument();
  });

  it('edits a goal: text and active flag go to PUT /goals/{id} and the list reloads', async () => {
    let goals = [goal(7, 'Presenteren')];
    const api = fakeApi({
      'GET /goals': () => goals,
      'PUT /goals/7': ({ body }) => {
        goals = [{ ...goals[0], ...(body as object) }];
        return goals[0];
      },
    });
    const { user } = renderWithApp(<GoalsPage />);
    const dialog = await openDialog(user, 'Doel bewerken: Presenteren', 'Doel bewerken');
    expect(within(dialog).getByLabelText('Omschrijving')).toHaveValue('Presenteren');
    await user.type(within(dialog).getByLabelText('Omschrijving'), ' voor een groep');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Actief' }));
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Doel bijgewerkt')).toBeInTheDocument();
    expect(api.sent('PUT /goals/7').map((request) => request.body)).toEqual([
      { omschrijving: 'Presenteren voor een groep', actief: false },
    ]);
    expect(await screen.findByText('Presenteren voor een groep')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server message in the modal when saving fails, and keeps what was typed', async () => {
    fakeApi({
      'GET /goals': () => [],
      'POST /goals': () => reply(400, { message: 'Omschrijving is te lang' }),
    });
    const { user } = renderWithApp(<GoalsPage />);
    const dialog = await openDialog(user, 'Nieuw doel');
    await user.type(within(dialog).getByLabelText('Omschrijving'), 'Iets heel langs');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Omschrijving is te lang');
    expect(within(dialog).getByLabelText('Omschrijving')).toHaveValue('Iets heel langs');
  });
});
