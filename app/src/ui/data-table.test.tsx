// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupUser } from '../test/render';
import { DataTable, type DataColumn } from './data-table';

interface Goal {
  id: number;
  omschrijving: string;
  actief: boolean;
}

const GOALS: Goal[] = [
  { id: 1, omschrijving: 'Presenteren', actief: true },
  { id: 2, omschrijving: 'Plannen', actief: false },
];

const COLUMNS: DataColumn<Goal, 'omschrijving' | 'status' | 'acties'>[] = [
  { key: 'omschrijving', header: 'Omschrijving', cell: (goal) => goal.omschrijving, sortable: true, wide: true, text: true },
  { key: 'status', header: 'Status', cell: (goal) => (goal.actief ? 'Actief' : 'Inactief'), stackLabel: 'Status', sortable: true },
  {
    key: 'acties',
    header: 'Acties',
    headerHidden: true,
    width: 'shrink',
    align: 'end',
    cell: (goal) => <button type="button">Bewerken {goal.id}</button>,
  },
];

describe('DataTable', () => {
  it('renders a header per column and a row per item, cell by cell', () => {
    render(<DataTable columns={COLUMNS} rows={GOALS} rowKey={(goal) => goal.id} />);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Omschrijving', 'Status', 'Acties']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Presenteren', 'Actief', 'Bewerken 1'],
      ['Plannen', 'Inactief', 'Bewerken 2'],
    ]);
  });

  it('keeps a hidden header readable for screen readers only', () => {
    render(<DataTable columns={COLUMNS} rows={GOALS} rowKey={(goal) => goal.id} />);
    expect(screen.getByRole('columnheader', { name: 'Acties' }).firstElementChild).toHaveClass('visually-hidden');
  });

  it('sorts through header buttons and says which column sorts which way', async () => {
    const onSort = vi.fn();
    const user = setupUser();
    render(<DataTable columns={COLUMNS} rows={GOALS} rowKey={(goal) => goal.id} sort={{ key: 'status', dir: 'desc', onSort }} />);
    expect(screen.getByRole('columnheader', { name: /Status/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /Omschrijving/ })).toHaveAttribute('aria-sort', 'none');
    // A column that does not sort has no button and no aria-sort.
    expect(screen.getByRole('columnheader', { name: 'Acties' })).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('button', { name: /Omschrijving/ }));
    expect(onSort).toHaveBeenCalledWith('omschrijving');
  });

  it('labels the cells for the stacked phone layout and marks the wide ones', () => {
    render(<DataTable columns={COLUMNS} rows={GOALS} rowKey={(goal) => goal.id} stacked className="library-table" />);
    expect(screen.getByRole('table')).toHaveClass('data-table', 'data-table--stacked', 'library-table');
    const [text, status, actions] = within(screen.getAllByRole('row')[1]).getAllByRole('cell');
    expect(text).toHaveClass('data-table__cell--wide', 'data-table__cell--text');
    expect(status).not.toHaveClass('data-table__cell--text');
    expect(text).not.toHaveAttribute('data-label');
    expect(status).toHaveAttribute('data-label', 'Status');
    expect(actions).toHaveClass('data-table__cell--shrink', 'data-table__cell--end');
  });
});
