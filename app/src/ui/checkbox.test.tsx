// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
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

  it('shows a click at once when its owner takes the new state only later (a filter in the address)', async () => {
    let land: () => void = () => {};
    function Owner() {
      const [checked, setChecked] = useState(false);
      return <Checkbox label="Alleen video tutorials" checked={checked} onChange={(next) => (land = () => setChecked(next))} />;
    }
    const user = setupUser();
    render(<Owner />);
    const box = screen.getByRole('checkbox', { name: 'Alleen video tutorials' });
    await user.click(box);
    expect(box).toBeChecked();
    // The owner's state lands: the box stays as it is; a later change of the owner's state shows.
    await act(async () => land());
    expect(box).toBeChecked();
    await user.click(box);
    expect(box).not.toBeChecked();
    await act(async () => land());
    expect(box).not.toBeChecked();
  });
});
