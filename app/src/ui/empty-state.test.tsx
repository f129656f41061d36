// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupUser } from '../test/render';
import { MemoryRouter } from 'react-router-dom';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows the message, a title and a button that helps out', async () => {
    const onClear = vi.fn();
    const user = setupUser();
    render(
      <EmptyState
        title="Geen gesprekken gevonden"
        action={
          <button type="button" onClick={onClear}>
            Filters wissen
          </button>
        }
      >
        Er zijn geen POP gesprekken die aan je filters voldoen.
      </EmptyState>,
    );
    expect(screen.getByText('Geen gesprekken gevonden')).toHaveClass('empty-state__title');
    expect(screen.getByText('Er zijn geen POP gesprekken die aan je filters voldoen.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters wissen' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('links to a page that helps out as a secondary button', () => {
    render(
      <MemoryRouter>
        <EmptyState title="Nog geen bedrijven" goTo={{ to: '/companies', label: 'Naar de bedrijven' }}>
          Registreer een bedrijf.
        </EmptyState>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Naar de bedrijven' });
    expect(link).toHaveAttribute('href', '/companies');
    expect(link).toHaveClass('button', 'button--secondary');
  });

  it('is outlined by default and takes the look and classes a place asks for', () => {
    const { container, rerender } = render(<EmptyState>Nog geen bedrijven geregistreerd</EmptyState>);
    expect(container.firstElementChild).toHaveClass('empty-state', 'empty-state--outlined');
    rerender(
      <EmptyState look="filled" compact className="pop-list__state">
        Nog geen doelen
      </EmptyState>,
    );
    expect(container.firstElementChild).toHaveClass('empty-state--filled', 'empty-state--compact', 'pop-list__state');
  });

  it('draws an icon only when asked, hidden from screen readers', () => {
    const { container, rerender } = render(<EmptyState>Leeg</EmptyState>);
    expect(container.querySelector('svg')).toBeNull();
    rerender(<EmptyState icon="building">Leeg</EmptyState>);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
