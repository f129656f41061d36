// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { testUser } from '../../../test/users';
import { WorkspaceSwitcher } from './workspace-switcher';

const bureaus = testUser('auditor', {
  werkruimte: { id: 1, naam: 'Bureau Noord', rol: 'auditor' },
  werkruimtes: [
    { id: 1, naam: 'Bureau Noord', rol: 'auditor' },
    { id: 9, naam: 'Bureau Zuid', rol: 'analyst' },
  ],
});

describe('WorkspaceSwitcher', () => {
  it('is not there for someone with one workspace', () => {
    renderWithApp(<WorkspaceSwitcher user={testUser('owner')} onSwitched={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /Werkruimte/ })).not.toBeInTheDocument();
  });

  it('shows the workspace in use, lists the others with the role, and switches with a new token', async () => {
    const switched = { token: 'token-zuid', user: { ...bureaus, werkruimte: bureaus.werkruimtes[1] } };
    const api = fakeApi({ 'POST /hr/workspaces/switch': () => switched });
    const onSwitched = vi.fn();
    const { user } = renderWithApp(<WorkspaceSwitcher user={bureaus} onSwitched={onSwitched} />);
    const button = screen.getByRole('button', { name: 'Werkruimte: Bureau Noord. Wissel van werkruimte' });
    expect(button).toHaveTextContent('Bureau Noord');
    await user.click(button);
    const option = screen.getByRole('button', { name: 'Bureau Zuid Analist' });
    expect(screen.queryByRole('button', { name: /^Bureau Noord/ })).not.toBeInTheDocument();
    await user.click(option);
    expect(api.sent('POST /hr/workspaces/switch')[0].body).toEqual({ werkruimte_id: 9 });
    expect(onSwitched).toHaveBeenCalledWith(switched);
  });

  it('tells a refusal in Dutch and stays', async () => {
    fakeApi({});
    const onSwitched = vi.fn();
    const { user } = renderWithApp(<WorkspaceSwitcher user={bureaus} onSwitched={onSwitched} />);
    await user.click(screen.getByRole('button', { name: /Wissel van werkruimte/ }));
    await user.click(screen.getByRole('button', { name: 'Bureau Zuid Analist' }));
    expect(await screen.findByText('Wisselen mislukt')).toBeInTheDocument();
    expect(onSwitched).not.toHaveBeenCalled();
  });
});
