// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setupUser } from '../test/render';
import { FormModal } from './form-modal';
import { TextField } from './text-field';
import { useFormModal } from './use-form-modal';

interface HarnessProps {
  save: (naam: string) => Promise<void>;
  entity?: { naam: string };
}

/** A form modal as the screens build one: a name that is required, saved by `save`. */
function NameForm({ open, entity, save, onClose }: HarnessProps & { open: boolean; onClose: () => void }) {
  const form = useFormModal({
    open,
    resetKey: entity,
    initial: () => ({ naam: entity?.naam ?? '' }),
    validate: ({ naam }) => (naam.trim() ? null : 'Naam is verplicht'),
    save: async ({ naam }) => {
      await save(naam.trim());
      onClose();
    },
    describeError: (failure) => (failure instanceof Error && failure.message ? failure.message : 'Opslaan mislukt'),
  });
  return (
    <FormModal
      open={open}
      title="Naam wijzigen"
      onClose={onClose}
      formId="name-form"
      onSubmit={(event) => void form.submit(event)}
      saving={form.saving}
      error={form.error}
    >
      <TextField label="Naam" value={form.values.naam} onChange={(naam) => form.change({ naam })} data-autofocus />
    </FormModal>
  );
}

function Harness(props: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Openen
      </button>
      <NameForm {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('useFormModal with FormModal', () => {
  it('starts every opening from the initial values, whatever was typed before', async () => {
    const user = setupUser();
    render(<Harness save={vi.fn()} entity={{ naam: 'Anna' }} />);
    await user.click(screen.getByRole('button', { name: 'Openen' }));
    await user.clear(screen.getByLabelText('Naam'));
    await user.type(screen.getByLabelText('Naam'), 'Bram');
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    await user.click(screen.getByRole('button', { name: 'Openen' }));
    expect(screen.getByLabelText('Naam')).toHaveValue('Anna');
  });

  it('does not save what fails validation, and says why', async () => {
    const save = vi.fn();
    const user = setupUser();
    render(<Harness save={save} />);
    await user.click(screen.getByRole('button', { name: 'Openen' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Naam is verplicht');
    expect(save).not.toHaveBeenCalled();
  });

  it('disables the submit button while saving and closes after a save', async () => {
    let finish: () => void = () => undefined;
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = setupUser();
    render(<Harness save={save} />);
    await user.click(screen.getByRole('button', { name: 'Openen' }));
    await user.type(screen.getByLabelText('Naam'), ' Lotte ');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(screen.getByRole('button', { name: 'Opslaan...' })).toBeDisabled();
    // A second submit while the first runs (Enter in a field) is not a second save.
    fireEvent.submit(document.getElementById('name-form')!);
    finish();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(save).toHaveBeenCalledExactlyOnceWith('Lotte');
  });

  it('keeps the modal open with the message of a failed save, and clears it on the next opening', async () => {
    const user = setupUser();
    render(<Harness save={() => Promise.reject(new Error('Deze naam bestaat al'))} entity={{ naam: 'Anna' }} />);
    await user.click(screen.getByRole('button', { name: 'Openen' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze naam bestaat al');
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    await user.click(screen.getByRole('button', { name: 'Openen' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts what it is given beside the form in a wide modal', () => {
    render(
      <FormModal
        open
        title="Medewerker bewerken"
        onClose={vi.fn()}
        formId="f"
        onSubmit={vi.fn()}
        saving={false}
        error={null}
        aside={<p>POP gesprekken</p>}
      >
        <p>Velden</p>
      </FormModal>,
    );
    expect(screen.getByRole('dialog')).toHaveClass('modal--wide');
    expect(screen.getByRole('complementary')).toHaveTextContent('POP gesprekken');
  });
});
