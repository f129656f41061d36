// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeApi, reply } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { ContactForm } from './contact-form';

function renderForm(initial?: { naam: string; email: string }) {
  return renderWithApp(
    <Routes>
      <Route path="/contact" element={<ContactForm initial={initial} doneTo="/dashboard" />} />
      <Route path="/dashboard" element={<p>Het dashboard</p>} />
    </Routes>,
    { route: '/contact' },
  );
}

describe('contact form', () => {
  it("checks name, address and message with SPEC's toasts before it sends anything", async () => {
    const api = fakeApi({});
    const { user } = renderForm();
    const send = screen.getByRole('button', { name: 'Verzenden' });
    await user.click(send);
    expect(await screen.findByText('Ongeldige invoer')).toBeInTheDocument();
    expect(screen.getAllByText('Vul je naam in.').length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText('Naam'), 'Ans');
    await user.type(screen.getByLabelText('E-mailadres'), 'ans@');
    await user.click(send);
    expect(await screen.findByText('Ongeldig e-mail')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mailadres'), 'example.nl');
    await user.click(send);
    expect(await screen.findByText('Leeg bericht')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('counts the message up to 2000 and refuses one character more', async () => {
    fakeApi({});
    const { user } = renderForm({ naam: 'Ans', email: 'ans@example.nl' });
    const message = screen.getByLabelText('Bericht');
    await user.click(message);
    await user.paste('x'.repeat(2001));
    expect(screen.getByText('2001/2000 karakters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verzenden' }));
    expect(await screen.findByText('Bericht te lang')).toBeInTheDocument();
    expect(screen.getAllByText('Het bericht mag maximaal 2000 karakters bevatten.').length).toBeGreaterThan(0);
  });

  it('sends trimmed values, says "Verzonden", empties the message and moves on after 1.5 s; a refusal shows "Fout" with the server\'s message', async () => {
    let refuse = true;
    const api = fakeApi({
      'POST /contact/send': () =>
        refuse
          ? reply(429, { message: 'Je hebt al meerdere berichten gestuurd.' })
          : { success: true, message: 'Je bericht is succesvol verstuurd!' },
    });
    const { user } = renderForm({ naam: 'Ans de Wit', email: 'ans@example.nl' });
    await user.type(screen.getByLabelText('Bericht'), '  Graag een demo.  ');
    await user.click(screen.getByRole('button', { name: 'Verzenden' }));
    expect(await screen.findByText('Fout')).toBeInTheDocument();
    expect(screen.getByText('Je hebt al meerdere berichten gestuurd.')).toBeInTheDocument();
    refuse = false;
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Verzenden' }));
    expect(await screen.findByText('Verzonden - Je bericht is succesvol verstuurd!', { exact: false })).toBeInTheDocument();
    expect(api.sent('POST /contact/send').at(-1)!.body).toEqual({
      naam: 'Ans de Wit',
      email: 'ans@example.nl',
      bericht: 'Graag een demo.',
    });
    expect(screen.getAllByText('Je bericht is succesvol verstuurd!', { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Bericht')).toHaveValue('');
    await waitFor(() => expect(screen.getByText('Het dashboard')).toBeInTheDocument(), { timeout: 3000 });
    expect(Date.now() - before).toBeGreaterThanOrEqual(1400);
  });
});
