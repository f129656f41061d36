import { createSecretKey, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Middleware } from 'koa';
import { Passport } from 'passport';
import { ExtractJwt, Strategy as JwtStrategy } from 'passport-jwt';
import type { Pool, Queryable } from '../platform/db';
import { ForbiddenError, SessionNotVisibleError, UnauthorizedError } from '../platform/errors';
import type { Session } from '../../contracts/account';
import type { AuthCache } from './auth-cache';
import { findHrUserById } from '../projections/hr-user/queries';
import type { HrUserRow } from '../projections/hr-user/tables';
import { workspaceUser } from '../read-api/account/workspace-user';
import { membershipsOf, workspaceName, type Membership } from '../projections/workspace/queries';
import type { WorkspaceRole } from '../../contracts/roles';
import type { ApiTokenScopeName } from '../../contracts/token-access';

export interface AuthUser {
  id: number;
  isAdmin: boolean;
  verified: boolean;
  name: string;
  /** This login's session: logging out ends it alone. */
  sessionId: string;
  /** When this session's token expires by itself (ISO). */
  sessionExpiresAt: string;
  /** The workspace this session works in: the owner of everything the request reads or changes. */
  workspaceId: number;
  /** The user's role there, as the read model says now; null once they are no longer a member. */
  role: WorkspaceRole | null;
  /** Set when the request came with a personal API token instead of a session (issue 26). */
  apiToken?: { id: string; name: string; scope: ApiTokenScopeName };
}

interface TokenPayload {
  sub: string;
  /** The account's token version at login; a password change makes older tokens invalid. */
  ver: number;
  /** The session, one per login; absent in tokens made before logout ended single sessions. */
  sid?: string;
  /** The workspace in use; absent in tokens made before workspaces: the account's own one. */
  ws?: number;
  iat?: number;
  exp?: number;
}

/** A token from before session ids is named by the second it was issued: logging it out ends it (and any twin of that second). */
const sessionOf = (payload: TokenPayload) => payload.sid ?? `iat:${payload.iat ?? 0}`;

const TOKEN_LIFETIME = '7d';

export interface Auth {
  requireAuth: Middleware;
  requireAdmin: Middleware;
  signToken(user: Pick<HrUserRow, 'id' | 'token_version'>, workspaceId: number): string;
  /**
   * A fresh token and the user as the read model shows them (after a command: read your writes), in
   * workspace `workspaceId` when they are a member there, else in their first (their own, if kept).
   */
  session(userId: number, workspaceId?: number): Promise<Session>;
  /** This process changed what the account's tokens are checked against: read it from the read model next time. */
  forget(userId: number): void;
}

/** Bearer JWT checked by passport-jwt, then against the account's current token version. */
export function createAuth(
  pool: Pool,
  signingSecret: string,
  cache?: AuthCache,
  /** Checks a personal API token (`Bearer pop_…`), which is no JWT. */
  apiToken?: (secret: string) => Promise<AuthUser>,
): Auth {
  // One KeyObject for every token: given a string, jsonwebtoken first tries to parse it as a public key
  // (an OpenSSL decoder that fails, then an exception) on every verify, a quarter of a list request's CPU.
  const signingKey = createSecretKey(Buffer.from(signingSecret));
  /** The row a token is checked against: from memory when the cache is sure of it, else from the read model. */
  const readRow = async (id: number) => {
    const [row, memberships] = await Promise.all([findHrUserById(pool, id), membershipsOf(pool, id)]);
    return row && { ...row, memberships };
  };
  const authRow = (id: number) => (cache ? cache.load(id, () => readRow(id)) : readRow(id));
  const passport = new Passport();
  passport.use(
    new JwtStrategy(
      {
        jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
        secretOrKey: signingKey as unknown as Buffer /* passport-jwt hands it to jsonwebtoken, which takes a KeyObject */,
        algorithms: ['HS256'],
      },
      (payload: TokenPayload, done: (err: unknown, user?: AuthUser | false) => void) => {
        const id = Number(payload.sub);
        if (!Number.isInteger(id)) return done(null, false);
        const sessionId = sessionOf(payload);
        authRow(id).then(
          (row) =>
            row && row.token_version === payload.ver && !Object.hasOwn(row.revoked_sessions, sessionId)
              ? done(null, {
                  id: row.id,
                  isAdmin: row.is_admin,
                  verified: row.verified,
                  name: row.name,
                  sessionId,
                  sessionExpiresAt: new Date((payload.exp ?? 0) * 1000).toISOString(),
                  ...workspaceOf(row.memberships, payload.ws ?? row.id),
                })
              : done(null, false),
          (err) => done(err),
        );
      },
    ),
  );

  const requireAuth: Middleware = async (ctx, next) => {
    const bearer = /^Bearer (pop_\S+)$/.exec(ctx.get('Authorization'))?.[1];
    if (bearer && apiToken) {
      ctx.state.user = await apiToken(bearer);
      await next();
      return;
    }
    const user = await new Promise<AuthUser | false>((resolve, reject) => {
      passport.authenticate('jwt', { session: false }, (err: unknown, found: AuthUser | false) => (err ? reject(err) : resolve(found)))(
        ctx.req,
        ctx.res,
        () => undefined,
      );
    });
    if (!user) throw new UnauthorizedError('Je sessie is verlopen. Log opnieuw in.');
    ctx.state.user = user;
    await next();
  };

  const requireAdmin: Middleware = async (ctx, next) => {
    const user = ctx.state.user as AuthUser | undefined;
    if (!user?.isAdmin) throw new ForbiddenError('Alleen beheerders hebben toegang tot deze functie.');
    await next();
  };

  const signToken = (user: Pick<HrUserRow, 'id' | 'token_version'>, workspaceId: number) =>
    jwt.sign({ sub: String(user.id), ver: user.token_version, sid: randomUUID(), ws: workspaceId } satisfies TokenPayload, signingKey, {
      algorithm: 'HS256',
      expiresIn: TOKEN_LIFETIME,
    });
  return {
    requireAuth,
    requireAdmin,
    signToken,
    async session(userId, workspaceId) {
      // Called after this process changed the account: never answer from memory.
      cache?.forget(userId);
      const { row, memberships } = await visibleAccount(pool, userId);
      const current = memberships.find((m) => m.workspaceId === workspaceId) ?? memberships[0];
      const inUse = current?.workspaceId ?? userId;
      return { token: signToken(row, inUse), user: await workspaceUser(pool, row, memberships, inUse) };
    },
    forget(userId) {
      cache?.forget(userId);
    },
  };
}

/** How long a session waits for the read model to show the account's change when the command's own wait gave up. */
const SESSION_VISIBLE_MS = 10_000;

/**
 * The account's row and its workspaces once the read model shows them: a command's read-your-writes
 * wait is bounded (a heavy import may keep the projections busy longer), and a new account without
 * its row or its own workspace would answer 500 or a session that sees nothing. 503 when it takes longer.
 */
export async function visibleAccount(pool: Queryable, userId: number) {
  const deadline = Date.now() + SESSION_VISIBLE_MS;
  for (;;) {
    const [row, memberships] = await Promise.all([findHrUserById(pool, userId), membershipsOf(pool, userId)]);
    if (row && memberships.length > 0) return { row, memberships };
    // The account's own workspace is written with its founding membership, so memberships read after
    // it are complete: none then means none (a founder who handed over and left), not one on its way.
    // Not the ones read before it: the workspace may have arrived in between (a session without its workspace).
    if (row && (await workspaceName(pool, userId)) !== undefined) return { row, memberships: await membershipsOf(pool, userId) };
    if (Date.now() >= deadline) {
      if (row) return { row, memberships };
      throw new SessionNotVisibleError();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The token's workspace and the role the user has there now (none once removed). */
const workspaceOf = (memberships: readonly Membership[], workspaceId: number) => ({
  workspaceId,
  role: memberships.find((m) => m.workspaceId === workspaceId)?.role ?? null,
});

/** The authenticated user of a request behind requireAuth. */
export function currentUser(ctx: { state: { user?: AuthUser } }): AuthUser {
  if (!ctx.state.user) throw new UnauthorizedError();
  return ctx.state.user;
}
