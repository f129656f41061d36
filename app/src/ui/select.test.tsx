// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupUser } from '../test/render';
import { Select } from './select';

const COMPANIES = [
  { value: 1, label: 'Bouwbedrijf Vos' },
  { value: 2, label: 'Zorggroep Linde' },
];

describe('Select', () => {
  it('offers the placeholder first and hands back the chosen value as a string', async () => {
    const onChange = vi.fn();
    const user = setupUser();
    render(<Select label="Bedrijf" value="" onChange={onChange} placeholder="Selecteer een bedrijf" options={COMPANIES} />);
    const select = screen.getByRole('combobox', { name: 'Bedrijf' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Selecteer een bedrijf',
      'Bouwbedrijf Vos',
      'Zorggroep Linde',
    ]);
    await user.selectOptions(select, 'Zorggroep Linde');
    expect(onChange).toHaveBeenCalledWith('2');
  });

  it('marks the field invalid and describes it with the error message', () => {
    render(<Select label="Medewerker" value="" onChange={vi.fn()} placeholder="Kies" options={[]} error="Medewerker is verplicht" />);
    const select = screen.getByRole('combobox', { name: 'Medewerker' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Medewerker is verplicht');
  });

  it('keeps a description the caller points at when it has no error of its own', () => {
    render(
      <>
        <Select label="Eigen template" value="" onChange={vi.fn()} aria-describedby="template-error" />
        <p id="template-error">Kies een template</p>
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Eigen template' })).toHaveAccessibleDescription('Kies een template');
  });

  it('can put its label beside a narrow select', () => {
    const { container } = render(
      <Select label="Per pagina" layout="inline" value={6} onChange={vi.fn()} options={[{ value: 6, label: '6' }]} />,
    );
    expect(container.firstElementChild).toHaveClass('select-inline');
    expect(screen.getByRole('combobox', { name: 'Per pagina' })).toHaveValue('6');
  });

  it('keeps a hidden label for screen readers only', () => {
    render(<Select label="Rol van Iris" value={1} onChange={vi.fn()} options={COMPANIES} layout="inline" labelHidden />);
    expect(screen.getByRole('combobox', { name: 'Rol van Iris' })).toBeInTheDocument();
    expect(screen.getByText('Rol van Iris')).toHaveClass('visually-hidden');
  });
});
