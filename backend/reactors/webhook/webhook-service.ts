import type { CommandDeps } from '../../commands/deps';
import { startScheduledReactor, type ScheduledService } from '../reactor-setup';
import { webhookReactor, webhookSchemaSql } from './webhook-reactor';
import { startWebhookScheduler, type WebhookScheduler } from './webhook-scheduler';

export type WebhookService = ScheduledService<WebhookScheduler>;

/**
 * Webhooks (issue 26): a reactor queues a delivery per event and subscribed endpoint (one active runner
 * across instances, by its advisory lock), a scheduler in every instance sends them. `deps.clock` is read
 * at every look, so a test that moves it moves the retries with it.
 */
export async function startWebhooks(options: { deps: CommandDeps; log: (line: string) => void }): Promise<WebhookService> {
  return startScheduledReactor(
    options.deps.pool,
    options.deps.store,
    { lock: 7317, name: 'webhook_reactor', tablesSql: webhookSchemaSql },
    () => startWebhookScheduler(options),
    webhookReactor,
  );
}
