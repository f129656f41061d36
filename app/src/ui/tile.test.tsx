// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../test/render';
import { Tile, TileGrid } from './tile';

describe('Tile and TileGrid', () => {
  it('is an article with its content and a footer row under a rule', () => {
    render(
      <Tile footer={<button type="button">Bewerken</button>}>
        <h2>Bouwbedrijf Vos</h2>
      </Tile>,
    );
    const tile = screen.getByRole('article');
    expect(tile).toContainElement(screen.getByRole('heading', { name: 'Bouwbedrijf Vos' }));
    expect(screen.getByRole('button', { name: 'Bewerken' }).parentElement).toHaveClass('tile__footer');
  });

  it('greys out what is inactive and leaves out an empty footer', () => {
    const { container } = render(
      <Tile inactive className="company-card">
        Zorggroep Linde
      </Tile>,
    );
    expect(screen.getByRole('article')).toHaveClass('tile', 'tile--inactive', 'company-card');
    expect(container.querySelector('.tile__footer')).toBeNull();
  });

  it('lets a screen choose how narrow a tile may get', () => {
    const { container } = render(<TileGrid minWidth={300}>x</TileGrid>);
    expect((container.firstElementChild as HTMLElement).style.getPropertyValue('--tile-min')).toBe('300px');
  });
});
