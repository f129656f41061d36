// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { MembershipCard } from './membership-card';

describe("an auditor's or analist's Team tab", () => {
  it('names the workspace and the role, and leaves it after confirming', async () => {
    const api = fakeApi({ 'POST /team/leave': () => ({ message: 'Je hebt de werkruimte verlaten.' }) });
    const left = vi.fn();
    const { user } = renderWithApp(<MembershipCard workspace={{ id: 4, naam: 'Team Anna', rol: 'auditor' }} onLeft={left} />);
    expect(screen.getByRole('heading', { name: 'Team Anna' })).toBeInTheDocument();
    expect(screen.getByText('Je rol in deze werkruimte: Auditor.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Werkruimte verlaten' }));
    const dialog = screen.getByRole('dialog', { name: 'Werkruimte verlaten' });
    await user.click(within(dialog).getByRole('button', { name: 'Verlaten' }));
    await vi.waitFor(() => expect(left).toHaveBeenCalledOnce());
    expect(api.sent('POST /team/leave')).toHaveLength(1);
  });
});
