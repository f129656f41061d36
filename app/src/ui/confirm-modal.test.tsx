// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupUser } from '../test/render';
import { ConfirmModal } from './confirm-modal';

function renderConfirm(props: Partial<Parameters<typeof ConfirmModal>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmModal open title="Doel verwijderen" confirmLabel="Verwijderen" onConfirm={onConfirm} onCancel={onCancel} {...props}>
      <p>Weet je zeker dat je het doel wilt verwijderen?</p>
    </ConfirmModal>,
  );
  return { onConfirm, onCancel, dialog: screen.getByRole('dialog', { name: 'Doel verwijderen' }) };
}

describe('ConfirmModal', () => {
  it('starts on Annuleren before something dangerous, with a red confirm button', () => {
    renderConfirm();
    expect(screen.getByRole('button', { name: 'Annuleren' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Verwijderen' })).toHaveClass('button--danger');
  });

  it('starts on the confirm button for a harmless step', () => {
    renderConfirm({ tone: 'primary', confirmLabel: 'Openen' });
    expect(screen.getByRole('button', { name: 'Openen' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Openen' })).toHaveClass('button--primary');
  });

  it('confirms with the confirm button and cancels with Annuleren or Escape', async () => {
    const user = setupUser();
    const { onConfirm, onCancel } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('cannot be confirmed twice while busy, and says so on the button', () => {
    renderConfirm({ busy: true, busyLabel: 'Verwijderen...' });
    expect(screen.getByRole('button', { name: 'Verwijderen...' })).toBeDisabled();
  });

  it('shows why the last attempt failed above the question', () => {
    const { dialog } = renderConfirm({ error: 'Er is een fout opgetreden' });
    expect(screen.getByRole('alert')).toHaveTextContent('Er is een fout opgetreden');
    expect(dialog).toHaveTextContent('Weet je zeker dat je het doel wilt verwijderen?');
  });
});
