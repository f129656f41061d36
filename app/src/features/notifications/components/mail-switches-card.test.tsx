// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { MailSwitchesCard } from './mail-switches-card';

describe('the mail switches card', () => {
  it('shows both switches as stored and switches the digest off', async () => {
    const api = fakeApi({
      'GET /notifications/preferences': () => ({ herinneringen: true, overzicht_verlopen_doelen: true }),
      'PUT /notifications/preferences': (request) => request.body,
    });
    const { user } = renderWithApp(<MailSwitchesCard />);
    const digest = await screen.findByRole('checkbox', { name: 'Wekelijks overzicht verlopen doelen' });
    expect(screen.getByRole('checkbox', { name: 'Herinneringen' })).toBeChecked();
    expect(digest).toBeChecked();
    await user.click(digest);
    await vi.waitFor(() => expect(api.sent('PUT /notifications/preferences')).toHaveLength(1));
    expect(api.sent('PUT /notifications/preferences')[0]!.body).toEqual({ herinneringen: true, overzicht_verlopen_doelen: false });
    await vi.waitFor(() => expect(screen.getByRole('checkbox', { name: 'Wekelijks overzicht verlopen doelen' })).not.toBeChecked());
  });

  it('says in Dutch when saving failed', async () => {
    fakeApi({
      'GET /notifications/preferences': () => ({ herinneringen: false, overzicht_verlopen_doelen: true }),
      'PUT /notifications/preferences': () => reply(400, { message: 'Kies aan of uit' }),
    });
    const { user } = renderWithApp(<MailSwitchesCard />);
    const reminders = await screen.findByRole('checkbox', { name: 'Herinneringen' });
    expect(reminders).not.toBeChecked();
    await user.click(reminders);
    expect(await screen.findByText('Kies aan of uit')).toBeInTheDocument();
  });
});
