import useSWR from 'swr';
import type { WebhookEventName } from '../../../../../contracts/webhook-payloads';
import { webhookApi, type WebhookDeliveryView, type WebhookView } from '../../../../../contracts/webhooks';
import { call, fetchPath, pathOf } from '../../../api/client';

export const WEBHOOKS_PATH = pathOf(webhookApi.listWebhooks);
export const deliveriesPath = (id: string) => pathOf(webhookApi.webhookDeliveries, { params: { id } });

export const useWebhooks = () => useSWR<{ webhooks: WebhookView[] }, Error>(WEBHOOKS_PATH, fetchPath);
/** The delivery log of one webhook; null while it is not shown. */
export const useWebhookDeliveries = (id: string | null) =>
  useSWR<{ leveringen: WebhookDeliveryView[] }, Error>(id ? deliveriesPath(id) : null, fetchPath);

export const webhookActions = {
  create: (url: string, events: WebhookEventName[]) => call(webhookApi.createWebhook, { body: { url, events } }),
  setActive: (id: string, actief: boolean) => call(webhookApi.updateWebhook, { params: { id }, body: { actief } }),
  newSecret: (id: string) => call(webhookApi.rotateWebhookSecret, { params: { id } }),
  remove: (id: string) => call(webhookApi.deleteWebhook, { params: { id } }),
  resend: (id: string, deliveryId: string) => call(webhookApi.resendWebhookDelivery, { params: { id, deliveryId } }),
};
