// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { setupUser } from '../test/render';
import { RowButton, RowLink, RowList } from './row-list';

describe('RowList', () => {
  it('makes each row a link to what it opens', () => {
    render(
      <MemoryRouter>
        <RowList label="Gesprekken">
          <RowLink to="/pop-conversations/7" className="employee-conversations__item">
            01/02/2030 10:00
          </RowLink>
        </RowList>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: '01/02/2030 10:00' });
    expect(link).toHaveAttribute('href', '/pop-conversations/7');
    expect(link).toHaveClass('row-list__item', 'employee-conversations__item');
    expect(screen.getByRole('list', { name: 'Gesprekken' })).toContainElement(link);
  });

  it('marks the chosen row as current and calls back on a click', async () => {
    const onPick = vi.fn();
    const user = setupUser();
    render(
      <RowList>
        <RowButton active onClick={vi.fn()}>
          Startgesprek
        </RowButton>
        <RowButton active={false} onClick={onPick}>
          Eindgesprek
        </RowButton>
      </RowList>,
    );
    expect(screen.getByRole('button', { name: 'Startgesprek' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Eindgesprek' })).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('button', { name: 'Eindgesprek' }));
    expect(onPick).toHaveBeenCalledOnce();
  });

  it('announces the choice as pressed among toggles', () => {
    render(
      <RowList>
        <RowButton active activeAs="pressed" onClick={vi.fn()}>
          Startgesprek
        </RowButton>
      </RowList>,
    );
    expect(screen.getByRole('button', { name: 'Startgesprek' })).toHaveAttribute('aria-pressed', 'true');
  });
});
