// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { OverdueGoalsCard } from './overdue-goals-card';

describe('the overdue goals card', () => {
  it('lists the goals per employee, each linking to its conversation', async () => {
    renderWithApp(
      <OverdueGoalsCard
        employees={[
          {
            medewerker_id: 4,
            medewerker_naam: 'Sanne de Vries',
            bedrijf_naam: 'Zorggroep Oost',
            doelen: [{ id: 9, gesprek_id: 12, omschrijving: 'Leidinggeven aan het team', deadline: '2026-12-01', voortgang: 3 }],
          },
        ]}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Verlopen doelen' })).toBeInTheDocument();
    expect(screen.getByText('Sanne de Vries')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Leidinggeven aan het team/ });
    expect(link).toHaveAttribute('href', '/pop-conversations/12');
    expect(link).toHaveTextContent('deadline 01-12-2026 · 3/10');
  });

  it('says so when nothing is overdue', async () => {
    renderWithApp(<OverdueGoalsCard employees={[]} />);
    expect(await screen.findByText('Geen verlopen doelen')).toBeInTheDocument();
  });
});
