// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupUser } from '../test/render';
import { PasswordField, TextField } from './text-field';

describe('TextField', () => {
  it('is named by its label and hands back what is typed', async () => {
    const onChange = vi.fn();
    const user = setupUser();
    render(<TextField label="Naam" value="" onChange={onChange} labelAside={<a href="#x">Hulp</a>} />);
    const input = screen.getByRole('textbox', { name: 'Naam' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    await user.type(input, 'V');
    expect(onChange).toHaveBeenCalledWith('V');
    expect(screen.getByRole('link', { name: 'Hulp' })).toBeInTheDocument();
  });

  it('is described by its error and its hint, the error marking it invalid', () => {
    render(<TextField label="E-mail" value="x" onChange={vi.fn()} error="Ongeldig e-mailadres" hint="Je werkadres" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Je werkadres Ongeldig e-mailadres');
    expect(screen.getByText('Ongeldig e-mailadres')).toHaveClass('field__error');
    expect(screen.getByText('Je werkadres')).toHaveClass('field__hint');
  });

  it('makes a required password field', () => {
    const { container } = render(<PasswordField label="Wachtwoord" autoComplete="current-password" value="" onChange={vi.fn()} />);
    const input = container.querySelector('input');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toBeRequired();
    expect(screen.getByLabelText('Wachtwoord')).toBe(input);
  });
});
