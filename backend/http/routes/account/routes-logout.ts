import { accountApi } from '../../../../contracts/account';
import { bind } from '../../bind';
import { accountCommandContext } from '../../command-context';
import type { ApiModule } from '../../deps';
import { runAccountCommand } from '../../../commands/account/load';

/** Logging out ends a session on the server, not only in the browser: a copied token stops working too. */
export const registerLogoutRoutes: ApiModule = (router, deps) => {
  const now = () => deps.clock().toISOString();

  bind(router, deps, accountApi.logout, async (ctx, { user: { id, sessionId, sessionExpiresAt } }) => {
    await runAccountCommand(
      deps,
      id,
      { type: 'EndSession', sessionId, expiresAt: sessionExpiresAt, now: now() },
      accountCommandContext(ctx, id),
    );
    // The read model shows it now; this process must not answer the next request from its cache.
    deps.auth.forget(id);
    return { message: 'Je bent uitgelogd.' };
  });

  bind(router, deps, accountApi.logoutEverywhere, async (ctx, { user: { id } }) => {
    await runAccountCommand(deps, id, { type: 'EndAllSessions', now: now() }, accountCommandContext(ctx, id));
    // Whoever asks stays signed in here, with a token of the new version, as after a password change.
    return { message: 'Je bent uitgelogd op alle andere apparaten en browsers.', token: (await deps.auth.session(id)).token };
  });
};
