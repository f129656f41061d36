import { useSWRConfig } from 'swr';
import { webhookEventLabels } from '../../../../../contracts/webhook-payloads';
import type { WebhookDeliveryView } from '../../../../../contracts/webhooks';
import { formatDutch } from '../../../../../contracts/dutch-time';
import { errorMessage } from '../../../api/client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useAsyncAction } from '../../../ui/use-async-action';
import { useToast } from '../../../ui/use-toast';
import { deliveriesPath, useWebhookDeliveries, webhookActions } from '../api/webhooks';

const STATUS_LABELS: Record<WebhookDeliveryView['status'], string> = {
  wachtend: 'Wacht op nieuwe poging',
  afgeleverd: 'Afgeleverd',
  mislukt: 'Mislukt',
};

/** The delivery log of one webhook: status, response code, time and attempts, with 'Opnieuw versturen'. */
export function WebhookDeliveries({ webhookId, active }: { webhookId: string; active: boolean }) {
  const log = useWebhookDeliveries(webhookId);
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const action = useAsyncAction((failure) => errorMessage(failure, 'Opnieuw versturen is niet gelukt'));
  const deliveries = log.data?.leveringen ?? [];

  async function resend(delivery: WebhookDeliveryView) {
    await action.run(async () => {
      const { levering } = await webhookActions.resend(webhookId, delivery.id);
      await mutate(deliveriesPath(webhookId));
      if (levering.status === 'afgeleverd') toast.success('Opnieuw verstuurd en afgeleverd');
      else toast.error(`Opnieuw verstuurd, maar niet afgeleverd${levering.laatste_statuscode ? ` (${levering.laatste_statuscode})` : ''}`);
    });
  }

  if (log.error) return <Alert tone="error">{errorMessage(log.error, 'Het leveringslog kon niet worden geladen')}</Alert>;
  if (log.isLoading) return <p className="muted small">Leveringen laden…</p>;
  if (deliveries.length === 0) return <p className="muted small">Nog geen leveringen.</p>;
  return (
    <>
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      <table className="webhooks__log">
        <caption className="visually-hidden">Leveringen</caption>
        <thead>
          <tr>
            <th scope="col">Gebeurtenis</th>
            <th scope="col">Status</th>
            <th scope="col">Code</th>
            <th scope="col">Laatste poging</th>
            <th scope="col">Pogingen</th>
            <th scope="col">
              <span className="visually-hidden">Actie</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <tr key={delivery.id}>
              <td>{webhookEventLabels[delivery.type]}</td>
              <td>{STATUS_LABELS[delivery.status]}</td>
              <td>{delivery.laatste_statuscode ?? '–'}</td>
              <td>{delivery.laatste_poging_op ? formatDutch(delivery.laatste_poging_op) : '–'}</td>
              <td>{delivery.aantal_pogingen}</td>
              <td>
                <Button
                  variant="secondary"
                  size="small"
                  disabled={!active || action.busy}
                  aria-label={`Opnieuw versturen: ${webhookEventLabels[delivery.type]} van ${formatDutch(delivery.aangemaakt_op)}`}
                  onClick={() => void resend(delivery)}
                >
                  Opnieuw versturen
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
