// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupUser } from '../test/render';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('reports the new state when its label is clicked', async () => {
    const onChange = vi.fn();
    const user = setupUser();
    render(<Checkbox label="Toon inactieve bedrijven" checked={false} onChange={onChange} />);
    await user.click(screen.getByText('Toon inactieve bedrijven'));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('reports unchecking too', async () => {
    const onChange = vi.fn();
    const user = setupUser();
    render(<Checkbox label="Actief" checked onChange={onChange} />);
    expect(screen.getByRole('checkbox', { name: 'Actief' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Actief' }));
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('ignores clicks while disabled (e.g. during an import)', async () => {
    const onChange = vi.fn();
    const user = setupUser();
    render(<Checkbox label="Negeer rij 1 (kolomkoppen)" checked onChange={onChange} disabled />);
    await user.click(screen.getByRole('checkbox', { name: 'Negeer rij 1 (kolomkoppen)' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
