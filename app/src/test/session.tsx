import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { User } from '../../../contracts/account';
import { SessionContext, type Session } from '../lib/session/session-context';

/** `ui` signed in as `user` (see test/users.ts); the session's actions are spies a test can check. */
export function withSession(user: User | null, ui: ReactElement) {
  const session: Session = {
    status: user ? 'authenticated' : 'anonymous',
    user,
    signIn: vi.fn(),
    enterWorkspace: vi.fn(),
    signOut: vi.fn(),
    requestLogout: vi.fn(),
    refreshUser: vi.fn(async () => undefined),
  };
  return { session, ui: <SessionContext.Provider value={session}>{ui}</SessionContext.Provider> };
}
