import { mailSwitchKinds, type MailSwitches } from '../../../../contracts/mail-switches';
import { notificationsApi } from '../../../../contracts/notifications';
import { loadAccount } from '../../../commands/account/load';
import { optedOut, setOptOut } from '../../../commands/notifications/mail-opt-out';
import { bind } from '../../bind';
import type { ApiModule } from '../../deps';

const switchNames = Object.keys(mailSwitchKinds) as (keyof MailSwitches)[];

/**
 * The 'Meldingen' switches of one's own address: the same opt-outs the mails' unsubscribe links set,
 * so a switch in the profile and a click in a mail are one setting.
 */
export const mailSwitchesModule: ApiModule = (router, deps) => {
  const addressKeyOf = async (userId: number) => deps.secrets.addressKey((await loadAccount(deps.store, userId)).email);
  const switchesOf = async (addressKey: string): Promise<MailSwitches> => {
    const off = await optedOut(deps.store, addressKey);
    return {
      herinneringen: !off.has(mailSwitchKinds.herinneringen),
      overzicht_verlopen_doelen: !off.has(mailSwitchKinds.overzicht_verlopen_doelen),
    };
  };

  bind(router, deps, notificationsApi.mailSwitches, async (_ctx, { user }) => switchesOf(await addressKeyOf(user.id)));

  bind(router, deps, notificationsApi.setMailSwitches, async (_ctx, { body, user }) => {
    const addressKey = await addressKeyOf(user.id);
    const at = deps.clock().toISOString();
    for (const name of switchNames)
      await setOptOut(deps.store, addressKey, mailSwitchKinds[name], !body[name], { actor: String(user.id), via: 'profile', at });
    return switchesOf(addressKey);
  });
};
