import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { WEBHOOK_EVENTS, webhookEventLabels, type WebhookEventName } from '../../../../../contracts/webhook-payloads';
import type { WebhookView } from '../../../../../contracts/webhooks';
import { errorMessage } from '../../../api/client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useAsyncAction } from '../../../ui/use-async-action';
import { useToast } from '../../../ui/use-toast';
import { WEBHOOKS_PATH, useWebhooks, webhookActions } from '../api/webhooks';
import { WebhookDeliveries } from './webhook-deliveries';
import './webhooks-card.css';

const OFF_REASONS = { lid: 'Uitgezet', mislukt: 'Uitgezet na 3 dagen mislukte leveringen' } as const;

/** Profiel → API → Webhooks: endpoints that receive chosen events, signed with a secret shown once. */
export function WebhooksCard() {
  const list = useWebhooks();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventName[]>(['conversation.planned']);
  const [secret, setSecret] = useState<{ url: string; value: string } | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [removing, setRemoving] = useState<WebhookView | null>(null);
  const action = useAsyncAction((failure) => errorMessage(failure, 'De webhook kon niet worden bijgewerkt'));
  const webhooks = list.data?.webhooks ?? [];

  const toggle = (event: WebhookEventName, on: boolean) =>
    setEvents((chosen) => WEBHOOK_EVENTS.filter((e) => (e === event ? on : chosen.includes(e))));

  async function run(work: () => Promise<void>, done: string) {
    await action.run(async () => {
      await work();
      await mutate(WEBHOOKS_PATH);
      toast.success(done);
    });
  }

  function create(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      const made = await webhookActions.create(url.trim(), events);
      setSecret({ url: made.webhook.url, value: made.geheim });
      setUrl('');
    }, 'Webhook gemaakt');
  }

  return (
    <section className="card webhooks" aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">Webhooks</h2>
      <p>
        Laat je eigen systemen meteen weten wat er verandert: POP Planner stuurt de gekozen gebeurtenissen als JSON naar een https-adres,
        ondertekend met een geheim (header <code>POP-Signature</code>). Hoe je de handtekening controleert, staat in de{' '}
        <a href="/api/docs">API-documentatie</a>.
      </p>
      {list.error ? <Alert tone="error">{errorMessage(list.error, 'De webhooks konden niet worden geladen')}</Alert> : null}
      {action.error && !removing ? <Alert tone="error">{action.error}</Alert> : null}
      {secret ? (
        <div className="webhooks__secret" role="status">
          <p>Het ondertekengeheim van {secret.url}. Kopieer het nu: het wordt niet meer getoond.</p>
          <input className="input" readOnly aria-label="Ondertekengeheim" value={secret.value} onFocus={(e) => e.currentTarget.select()} />
          <Button variant="ghost" size="small" onClick={() => setSecret(null)}>
            Ik heb het geheim bewaard
          </Button>
        </div>
      ) : null}
      <ul className="webhooks__list">
        {webhooks.map((hook) => (
          <li key={hook.id} className="webhooks__item">
            <p className="webhooks__url">{hook.url}</p>
            <p className="muted small">
              {hook.actief ? 'Aan' : OFF_REASONS[hook.uitgeschakeld ?? 'lid']} · {hook.events.map((e) => webhookEventLabels[e]).join(', ')}
            </p>
            <div className="webhooks__actions">
              <Button
                variant="secondary"
                size="small"
                disabled={action.busy}
                onClick={() =>
                  void run(
                    () => webhookActions.setActive(hook.id, !hook.actief).then(() => undefined),
                    hook.actief ? 'Webhook uitgezet' : 'Webhook aangezet',
                  )
                }
              >
                {hook.actief ? 'Uitzetten' : 'Aanzetten'}
              </Button>
              <Button
                variant="secondary"
                size="small"
                disabled={action.busy}
                onClick={() =>
                  void run(async () => {
                    const renewed = await webhookActions.newSecret(hook.id);
                    setSecret({ url: renewed.webhook.url, value: renewed.geheim });
                  }, 'Nieuw geheim gemaakt')
                }
              >
                Nieuw geheim
              </Button>
              <Button
                variant="ghost"
                size="small"
                aria-expanded={open === hook.id}
                onClick={() => setOpen(open === hook.id ? null : hook.id)}
              >
                Leveringen
              </Button>
              <Button variant="ghost-danger" size="small" onClick={() => setRemoving(hook)}>
                Verwijderen
              </Button>
            </div>
            {open === hook.id ? <WebhookDeliveries webhookId={hook.id} active={hook.actief} /> : null}
          </li>
        ))}
      </ul>
      <form className="webhooks__form" onSubmit={create} aria-labelledby="webhook-new-title">
        <h3 id="webhook-new-title">Nieuwe webhook</h3>
        <label htmlFor="webhook-url">Adres (https)</label>
        <input
          id="webhook-url"
          className="input"
          type="url"
          required
          placeholder="https://"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
        <fieldset className="webhooks__events">
          <legend>Gebeurtenissen</legend>
          {WEBHOOK_EVENTS.map((event) => (
            <Checkbox key={event} label={webhookEventLabels[event]} checked={events.includes(event)} onChange={(on) => toggle(event, on)} />
          ))}
        </fieldset>
        <Button variant="primary" type="submit" disabled={action.busy || events.length === 0}>
          Webhook toevoegen
        </Button>
      </form>
      <ConfirmModal
        open={removing !== null}
        title="Webhook verwijderen"
        confirmLabel="Verwijderen"
        busy={action.busy}
        error={action.error}
        onConfirm={() => void run(() => webhookActions.remove(removing!.id).then(() => setRemoving(null)), 'Webhook verwijderd')}
        onCancel={() => setRemoving(null)}
      >
        <p className="modal-text">Er gaan daarna geen gebeurtenissen meer naar {removing?.url}.</p>
      </ConfirmModal>
    </section>
  );
}
