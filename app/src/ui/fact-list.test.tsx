// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../test/render';
import { FactList } from './fact-list';

describe('FactList', () => {
  it('pairs each caption with its value in a description list', () => {
    const { container } = render(
      <FactList
        facts={[
          { label: 'Bedrijf', value: 'Bouwbedrijf Vos' },
          { label: 'Medewerker', value: <strong>Lotte Visser</strong> },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Bedrijf', 'Medewerker']);
    expect(screen.getAllByRole('definition').map((definition) => definition.textContent)).toEqual(['Bouwbedrijf Vos', 'Lotte Visser']);
    expect(container.firstElementChild).toHaveClass('fact-list--grid');
  });

  it('can put one fact on each line', () => {
    const { container } = render(<FactList layout="rows" facts={[{ label: 'Datum', value: '02/03/2030 10:00' }]} />);
    expect(container.firstElementChild).toHaveClass('fact-list', 'fact-list--rows');
  });
});
