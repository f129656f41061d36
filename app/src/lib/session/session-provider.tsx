import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { call, setUnauthorizedHandler } from '../../api/client';
import { LogoutConfirmModal } from '../../ui/logout-confirm-modal';
import { clearStoredSession, readToken, storeToken } from '../../api/token-storage';
import { accountApi, type User } from '../../../../contracts/account';
import { SessionContext, type Session, type SessionStatus } from './session-context';
import { profileKey, useProfile } from './use-profile';

export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { mutate: mutateCache } = useSWRConfig();
  const [token, setToken] = useState<string | null>(readToken);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const profile = useProfile(token);

  const forget = useCallback(() => {
    clearStoredSession();
    setToken(null);
    setConfirmingLogout(false);
    // Drop every cached answer so nothing of this user survives into the next session.
    void mutateCache(() => true, undefined, { revalidate: false });
  }, [mutateCache]);

  const signOut = useCallback(() => {
    forget();
    navigate('/', { replace: true });
  }, [forget, navigate]);

  useEffect(() => setUnauthorizedHandler(signOut), [signOut]);

  // The server ends the session too, so a copy of the token stops working; the browser forgets it whatever the answer.
  const logOut = useCallback(async () => {
    await call(accountApi.logout).catch(() => undefined);
    signOut();
  }, [signOut]);

  useEffect(() => {
    // A stored token whose profile cannot be loaded is no session (SPEC section 4). Forgetting clears the
    // stored token: a reaction to the fetch's answer, not state derived while rendering.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (token && profile.error) forget();
  }, [token, profile.error, forget]);

  const signIn = useCallback(
    (newToken: string, user: User) => {
      storeToken(newToken);
      void mutateCache(profileKey(newToken), user, { revalidate: false });
      setToken(newToken);
    },
    [mutateCache],
  );

  const enterWorkspace = useCallback(
    (newToken: string, user: User) => {
      storeToken(newToken);
      // Every cached answer belongs to the workspace left; what is on screen is fetched again with the new token.
      void mutateCache(() => true, undefined, { revalidate: true });
      signIn(newToken, user);
    },
    [mutateCache, signIn],
  );

  const { mutate: mutateProfile } = profile;
  const refreshUser = useCallback(
    async (user?: User) => {
      await (user ? mutateProfile(user, { revalidate: false }) : mutateProfile());
    },
    [mutateProfile],
  );

  const user = token ? (profile.data ?? null) : null;
  const status: SessionStatus = !token || profile.error ? 'anonymous' : user ? 'authenticated' : 'loading';

  const session = useMemo<Session>(
    () => ({
      status,
      user,
      signIn,
      enterWorkspace,
      signOut,
      requestLogout: () => setConfirmingLogout(true),
      refreshUser,
    }),
    [status, user, signIn, enterWorkspace, signOut, refreshUser],
  );

  return (
    <SessionContext.Provider value={session}>
      {children}
      <LogoutConfirmModal open={confirmingLogout} onCancel={() => setConfirmingLogout(false)} onConfirm={() => void logOut()} />
    </SessionContext.Provider>
  );
}
