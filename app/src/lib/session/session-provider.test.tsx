// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { useContext } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { fakeApi, reply } from '../../test/fake-api';
import { renderWithApp } from '../../test/render';
import { testUser } from '../../test/users';
import { SessionContext } from './session-context';
import { SessionProvider } from './session-provider';
import { loadProfile, PROFILE_RETRY_DELAYS_MS } from './use-profile';

function Shows() {
  const session = useContext(SessionContext);
  return <p>{session?.status === 'authenticated' ? `ingelogd als ${session.user?.naam}` : session?.status}</p>;
}

const signedInApp = () => {
  localStorage.setItem('token', 'opgeslagen-token');
  return renderWithApp(
    <SessionProvider>
      <Shows />
    </SessionProvider>,
  );
};

describe('a stored token on start', () => {
  it('stays when the server was busy for a moment (503, then the profile): nobody is signed out by a passing failure', async () => {
    let asked = 0;
    fakeApi({
      'GET /hr/profile': () => (++asked === 1 ? reply(503, { message: 'De database is tijdelijk niet bereikbaar.' }) : testUser()),
    });
    signedInApp();
    expect(await screen.findByText('ingelogd als Anna de Vries', {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(asked).toBe(2);
    expect(localStorage.getItem('token')).toBe('opgeslagen-token');
  });

  it('is dropped when the server refuses it (401): one answer decides', async () => {
    const api = fakeApi({ 'GET /hr/profile': () => reply(401, { message: 'Je sessie is verlopen. Log opnieuw in.' }) });
    signedInApp();
    expect(await screen.findByText('anonymous')).toBeInTheDocument();
    expect(api.sent('GET /hr/profile')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('loadProfile', () => {
  const wait = vi.fn(async (_ms: number) => undefined);

  it('asks again after each passing failure, with growing pauses, and gives up after the last', async () => {
    wait.mockClear();
    const load = vi.fn(async () => {
      throw new ApiError(503, 'bezet');
    });
    await expect(loadProfile('/hr/profile', load, wait)).rejects.toThrow('bezet');
    expect(load).toHaveBeenCalledTimes(PROFILE_RETRY_DELAYS_MS.length + 1);
    expect(wait.mock.calls.map(([ms]) => ms)).toEqual([...PROFILE_RETRY_DELAYS_MS]);
  });

  it('counts a lost connection (no answer) and a 429 as passing, a 403 as final', async () => {
    wait.mockClear();
    const answers: unknown[] = [new TypeError('Failed to fetch'), new ApiError(429, 'te vaak'), testUser()];
    const load = vi.fn(async () => {
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return next as ReturnType<typeof testUser>;
    });
    expect((await loadProfile('/hr/profile', load, wait)).naam).toBe('Anna de Vries');
    expect(load).toHaveBeenCalledTimes(3);

    const refused = vi.fn(async () => {
      throw new ApiError(403, 'Geen toegang');
    });
    await expect(loadProfile('/hr/profile', refused, wait)).rejects.toThrow('Geen toegang');
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
