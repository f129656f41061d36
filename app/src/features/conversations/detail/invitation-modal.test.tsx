// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { invitationDraft } from './invitation-draft';
import { InvitationModal } from './invitation-modal';

const initial = invitationDraft('Piet Pieters', '2030-07-15T08:00:00.000Z', 'Anna HR');

describe('the resend-invitation modal', () => {
  it('fills in the default confirmation in Dutch time, sends what the user edited and says so', async () => {
    expect(initial.onderwerp).toBe('Uitnodiging POP-gesprek op 15-07-2030 10:00');
    expect(initial.bericht).toContain('Beste Piet Pieters,');
    expect(initial.bericht).toContain('met Anna HR.');
    const api = fakeApi({
      'POST /pop/7/invitation': () => ({
        data: { conversation: {}, uitnodiging: { verstuurd: true, melding: 'De medewerker ontvangt de agenda-uitnodiging per e-mail.' } },
      }),
    });
    const onClose = vi.fn();
    const onSent = vi.fn();
    const { user } = renderWithApp(
      <InvitationModal conversationId={7} employeeEmail="piet@example.nl" initial={initial} onClose={onClose} onSent={onSent} />,
    );
    const subject = screen.getByRole('textbox', { name: /Onderwerp/ });
    expect(subject).toHaveValue(initial.onderwerp);
    await user.clear(subject);
    await user.type(subject, 'Ons gesprek');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await vi.waitFor(() => expect(api.sent('POST /pop/7/invitation')).toHaveLength(1));
    expect(api.sent('POST /pop/7/invitation')[0]!.body).toEqual({ onderwerp: 'Ons gesprek', bericht: initial.bericht });
    expect(await screen.findByText('De medewerker ontvangt de agenda-uitnodiging per e-mail.')).toBeInTheDocument();
    expect(onSent).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the limit message of a refused send and stays open', async () => {
    fakeApi({ 'POST /pop/7/invitation': () => reply(429, { message: 'Je hebt dit adres vandaag al 5 e-mails gestuurd.' }) });
    const onClose = vi.fn();
    const { user } = renderWithApp(
      <InvitationModal conversationId={7} employeeEmail="piet@example.nl" initial={initial} onClose={onClose} onSent={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Je hebt dit adres vandaag al 5 e-mails gestuurd.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses an empty subject before asking the server', async () => {
    const api = fakeApi({});
    const { user } = renderWithApp(
      <InvitationModal conversationId={7} employeeEmail="piet@example.nl" initial={initial} onClose={vi.fn()} onSent={vi.fn()} />,
    );
    await user.clear(screen.getByRole('textbox', { name: /Onderwerp/ }));
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Vul een onderwerp in')).toBeInTheDocument();
    expect(api.sent('POST /pop/7/invitation')).toHaveLength(0);
  });
});
