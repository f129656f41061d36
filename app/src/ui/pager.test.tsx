// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupUser } from '../test/render';
import { Pager } from './pager';

describe('Pager', () => {
  it('is not shown when everything fits on one page', () => {
    render(<Pager page={1} pageCount={1} onPage={vi.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('stays with one page when its summary is worth showing (alwaysShow)', () => {
    render(<Pager page={1} pageCount={1} onPage={vi.fn()} summary="1 gesprek" alwaysShow />);
    expect(screen.getByRole('navigation', { name: 'Paginering' })).toHaveTextContent('1 gesprek');
    expect(screen.getByRole('button', { name: 'Volgende' })).toBeDisabled();
  });

  it('cannot go back from the first page and goes forward one page', async () => {
    const onPage = vi.fn();
    const user = setupUser();
    render(<Pager page={1} pageCount={3} onPage={onPage} />);
    expect(screen.getByText('Pagina 1 van 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorige' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('cannot go past the last page and goes back one page', async () => {
    const onPage = vi.fn();
    const user = setupUser();
    render(<Pager page={3} pageCount={3} onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Volgende' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Vorige' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it("announces a screen's own wording of the page and its own name", () => {
    render(<Pager page={2} pageCount={4} onPage={vi.fn()} status="Pagina 2 / 4" label="Paginering gesprekken" />);
    const status = screen.getByText('Pagina 2 / 4');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('navigation', { name: 'Paginering gesprekken' })).toContainElement(status);
  });
});
