import { brandingApi, brandingMessages, LOGO_MAX_BYTES } from '../../../../contracts/branding';
import { brandingStream } from '../../../../events/branding';
import { effectivePlan } from '../../../../events/plan-state';
import { loadAccount } from '../../../commands/account/load';
import { assertEnterprise, brandingDecider, type BrandingCommand } from '../../../commands/branding/decider';
import { decodeLogo } from '../../../commands/branding/logo-image';
import { runCommand } from '../../../commands/run-command';
import { brandingAsset, storeBrandingAsset } from '../../../platform/branding-assets';
import { NotFoundError, ValidationError } from '../../../platform/errors';
import { brandingOf } from '../../../projections/branding/queries';
import { brandingToApi } from '../../../read-api/branding/to-api';
import type { AuthUser } from '../../auth';
import { bind } from '../../bind';
import { receiveFile } from '../../receive-file';
import { commandContext } from '../../command-context';
import type { ApiModule, AppDeps } from '../../deps';

/** The workspace's plan now, from the founding account's stream (a read model lags behind an upgrade). */
async function tierOf(deps: AppDeps, user: AuthUser) {
  const account = await loadAccount(deps.store, user.workspaceId);
  return effectivePlan(account.plan, deps.clock().toISOString());
}

const viewOf = async (deps: AppDeps, user: AuthUser) => brandingToApi(await brandingOf(deps.pool, user.workspaceId, deps.clock()));

/** Huisstijl (issue 26): every member reads it, the owner of an enterprise workspace sets it. */
export const brandingModule: ApiModule = (router, deps) => {
  const run = (ctx: Parameters<typeof commandContext>[0], user: AuthUser, command: BrandingCommand) =>
    runCommand(deps, brandingStream(user.workspaceId), brandingDecider, command, commandContext(ctx, user));

  bind(router, deps, brandingApi.get, async (_ctx, { user }) => viewOf(deps, user));

  bind(
    router,
    deps,
    brandingApi.uploadLogo,
    async (ctx, { user }) => {
      const file = ctx.file?.buffer;
      if (!file) throw new ValidationError(brandingMessages.noFile);
      const tier = await tierOf(deps, user);
      // Before the bytes are decoded or stored: a lower plan leaves nothing behind.
      assertEnterprise(tier);
      const logo = await decodeLogo(file);
      await storeBrandingAsset(deps.pool, logo.hash, { contentType: 'image/png', bytes: logo.png });
      const { hash, width, height } = logo;
      await run(ctx, user, { type: 'UploadLogo', hash, width, height, tier, now: deps.clock().toISOString() });
      return viewOf(deps, user);
    },
    [receiveFile({ maxBytes: LOGO_MAX_BYTES, fields: 5, tooLarge: brandingMessages.tooLarge, unreadable: brandingMessages.noFile })],
  );

  bind(router, deps, brandingApi.setAccentColor, async (ctx, { body: { accentkleur }, user }) => {
    const tier = await tierOf(deps, user);
    await run(ctx, user, { type: 'SetAccentColor', color: accentkleur, tier, now: deps.clock().toISOString() });
    return viewOf(deps, user);
  });

  bind(router, deps, brandingApi.logo, async (ctx, { params: { file } }) => {
    const asset = await brandingAsset(deps.pool, file.slice(0, -'.png'.length));
    if (!asset) throw new NotFoundError(brandingMessages.logoNotFound);
    // The address is the content's hash: the same address never serves other bytes.
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = asset.contentType;
    ctx.body = asset.bytes;
  });
};
