import { createContext, useContext } from 'react';
import type { User } from '../../../../contracts/account';

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

export interface Session {
  status: SessionStatus;
  user: User | null;
  /** Starts the session after a successful login or registration. */
  signIn: (token: string, user: User) => void;
  /**
   * Continues in another workspace with the session the server signed for it (switching, accepting an
   * invitation): nothing cached from the workspace left is shown in the new one.
   */
  enterWorkspace: (token: string, user: User) => void;
  /** Ends the session at once: clears storage and cache, goes to `/`. */
  signOut: () => void;
  /** Asks for confirmation first (the 'Uitloggen bevestigen' modal). */
  requestLogout: () => void;
  /** Replaces the cached user with a fresh copy from the server, or with the given one. */
  refreshUser: (user?: User) => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** For screens that only render inside the authenticated routes. */
export function useCurrentUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser needs an authenticated session');
  return user;
}
