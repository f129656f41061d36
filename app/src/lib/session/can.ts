import { useContext } from 'react';
import type { User } from '../../../../contracts/account';
import type { EndpointSpec } from '../../../../contracts/http';
import { roles } from '../../../../contracts/roles';
import { SessionContext } from './session-context';

/**
 * Whether `user` may call `spec`, read from the contract's own roles, so the UI hides exactly what the
 * server would refuse with 403 and there is no second table of rights to keep in step.
 */
export function can(user: Pick<User, 'IsAdmin' | 'werkruimte'> | null, spec: EndpointSpec): boolean {
  if (spec.access === 'public') return true;
  if (!user) return false;
  if (spec.access === 'admin') return user.IsAdmin;
  const allowed = spec.roles ?? [];
  // As the server does (backend/http/bind.ts): only what is one's own (`roles.everyone`, known by identity)
  // stays open to someone removed from the workspace in use; `roles.readers` still asks for membership.
  if (allowed === roles.everyone) return true;
  const role = user.werkruimte?.rol;
  return role !== undefined && allowed.includes(role);
}

/** `can` for the signed-in user of the session. */
export function useCan(): (spec: EndpointSpec) => boolean {
  const session = useContext(SessionContext);
  // Component tests render screens without a session; there the server alone decides what answers.
  if (!session) return () => true;
  return (spec) => can(session.user, spec);
}
