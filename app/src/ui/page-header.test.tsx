// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../test/render';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('gives the screen its one h1, the explanation under it and the buttons beside it', () => {
    render(<PageHeader title="Bedrijven" subtitle="Registreer de bedrijven." actions={<button type="button">Nieuw bedrijf</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Bedrijven' })).toBeInTheDocument();
    expect(screen.getByText('Registreer de bedrijven.')).toHaveClass('page-header__subtitle');
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('button', { name: 'Nieuw bedrijf' }));
  });

  it('renders no empty subtitle or button row when a screen has none', () => {
    const { container } = render(<PageHeader title="Gesprek templates" />);
    expect(container.querySelector('.page-header__subtitle')).toBeNull();
    expect(container.querySelector('.page-header__actions')).toBeNull();
  });

  it('puts extra content, such as a breadcrumb, under the title', () => {
    render(
      <PageHeader title="Gesprek templates">
        <nav aria-label="Kruimelpad">Branches</nav>
      </PageHeader>,
    );
    expect(screen.getByRole('heading', { level: 1 }).parentElement).toContainElement(
      screen.getByRole('navigation', { name: 'Kruimelpad' }),
    );
  });
});
