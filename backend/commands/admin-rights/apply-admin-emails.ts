import { accountStream } from '../../../events/account';
import type { CommandDeps } from '../deps';
import { runCommand } from '../run-command';
import { adminRightsDecider } from './decider';

/**
 * Applies ADMIN_EMAILS at start: accounts whose address left the list lose IsAdmin, accounts whose
 * address came onto it get it (once verified). The read model only names the accounts to look at;
 * each account's stream decides. Waits until the read model (and so the session check) shows it.
 */
export async function applyAdminEmails(
  deps: Pick<CommandDeps, 'pool' | 'store' | 'projections'>,
  adminEmails: readonly string[],
  now: Date,
  log: (line: string) => void,
): Promise<void> {
  const { rows } = await deps.pool.query<{ id: number }>(
    `SELECT id FROM read.hr_users WHERE admin_address IS DISTINCT FROM (email_key = ANY($1::text[])) ORDER BY id`,
    [adminEmails],
  );
  for (const { id } of rows) {
    const context = { actor: 'admin-emails', tenant: String(id), commandId: `admin-emails:${id}:${now.toISOString()}` };
    const command = { type: 'ApplyAdminEmails' as const, adminEmails, now: now.toISOString() };
    const { events } = await runCommand(deps, accountStream(id), adminRightsDecider, command, context);
    for (const event of events) {
      log(`ADMIN_EMAILS: beheerrechten van account ${id} ${event.type === 'AdminRightsRevoked' ? 'ingetrokken' : 'toegekend'}.`);
    }
  }
}
