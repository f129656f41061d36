import { z } from 'zod';
import { isoTime, messageResponse } from './fields';
import { endpoint, endpointGroup } from './http';
import { roles } from './roles';
import { WEBHOOK_EVENTS } from './webhook-payloads';

/**
 * Webhooks (issue 26): HTTPS endpoints of a workspace that receive chosen events as signed JSON. For
 * pro and enterprise; owners and HR-managers manage them. The payloads: contracts/webhook-payloads.ts.
 */
export const webhookMessages = {
  url: 'Vul een geldig https-adres in.',
  urlTooLong: 'Het adres mag maximaal 2000 tekens bevatten.',
  httpsOnly: 'Een webhook gaat alleen naar een https-adres.',
  privateAddress: 'Dit adres is niet toegestaan: webhooks gaan niet naar interne, lokale of privé-netwerkadressen.',
  unresolvable: 'Dit adres is onbekend: de naam verwijst niet naar een server.',
  events: 'Kies minstens één gebeurtenis.',
  unknownEvent: 'Onbekende gebeurtenis.',
  notFound: 'Deze webhook bestaat niet (meer).',
  deliveryNotFound: 'Deze levering bestaat niet.',
  planRequired: 'Webhooks horen bij Premium en Enterprise. Upgrade je plan om ze te gebruiken.',
  tooMany: 'Een werkruimte heeft maximaal 10 webhooks.',
  deleted: 'Webhook verwijderd.',
};

export const MAX_WEBHOOKS = 10;

export const createWebhookBody = z.object({
  url: z
    .string({ error: webhookMessages.url })
    .trim()
    .max(2000, webhookMessages.urlTooLong)
    .pipe(z.url({ error: webhookMessages.url })),
  events: z.array(z.enum(WEBHOOK_EVENTS, { error: webhookMessages.unknownEvent })).min(1, webhookMessages.events),
});
export const updateWebhookBody = z.object({ actief: z.boolean({ error: 'Kies aan of uit.' }) });

export const webhookView = z
  .object({
    id: z.string(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    actief: z.boolean(),
    /** Why it is off: 'lid' (switched off by a member), 'mislukt' (3 days of failed deliveries); null while on. */
    uitgeschakeld: z.enum(['lid', 'mislukt']).nullable(),
    aangemaakt_op: isoTime,
  })
  .meta({ id: 'Webhook' });
export type WebhookView = z.infer<typeof webhookView>;

/** The signing secret: only in the answer that made it. */
const withSecret = z.object({ webhook: webhookView, geheim: z.string() }).meta({ id: 'WebhookWithSecret' });

export const webhookAttemptView = z.object({
  op: isoTime,
  statuscode: z.number().int().nullable(),
  fout: z.string().nullable(),
  gelukt: z.boolean(),
  handmatig: z.boolean(),
});
export const webhookDeliveryView = z
  .object({
    id: z.string(),
    type: z.enum(WEBHOOK_EVENTS),
    status: z.enum(['wachtend', 'afgeleverd', 'mislukt']),
    aantal_pogingen: z.number().int(),
    laatste_statuscode: z.number().int().nullable(),
    laatste_poging_op: isoTime.nullable(),
    volgende_poging_op: isoTime.nullable(),
    aangemaakt_op: isoTime,
    pogingen: z.array(webhookAttemptView),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDeliveryView = z.infer<typeof webhookDeliveryView>;

const uuid = (message: string) => z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, message);
const webhookParams = z.object({ id: uuid(webhookMessages.notFound) });
const deliveryParams = webhookParams.extend({ deliveryId: z.coerce.number().int().positive(webhookMessages.deliveryNotFound) });

const path = '/webhooks';
const plan = { 403: 'Niet in dit plan of niet in deze rol' } as const;
export const webhookApi = endpointGroup('Webhooks', {
  listWebhooks: endpoint({
    method: 'get',
    path,
    access: 'user',
    roles: roles.hr,
    summary: 'De webhooks van deze werkruimte',
    response: z.object({ webhooks: z.array(webhookView) }),
  }),
  createWebhook: endpoint({
    method: 'post',
    path,
    access: 'user',
    roles: roles.hr,
    summary: 'Maak een webhook; het ondertekengeheim staat alleen in dit antwoord',
    body: createWebhookBody,
    response: withSecret,
    status: 201,
    errors: { ...plan, 422: 'Adres niet toegestaan of te veel webhooks' },
  }),
  updateWebhook: endpoint({
    method: 'put',
    path: `${path}/{id}`,
    access: 'user',
    roles: roles.hr,
    summary: 'Zet een webhook aan of uit',
    params: webhookParams,
    body: updateWebhookBody,
    response: z.object({ webhook: webhookView }),
    errors: plan,
  }),
  rotateWebhookSecret: endpoint({
    method: 'post',
    path: `${path}/{id}/secret`,
    access: 'user',
    roles: roles.hr,
    summary: 'Nieuw ondertekengeheim; het oude werkt meteen niet meer',
    params: webhookParams,
    response: withSecret,
    errors: plan,
  }),
  deleteWebhook: endpoint({
    method: 'delete',
    path: `${path}/{id}`,
    access: 'user',
    roles: roles.hr,
    summary: 'Verwijder een webhook',
    params: webhookParams,
    response: messageResponse,
  }),
  webhookDeliveries: endpoint({
    method: 'get',
    path: `${path}/{id}/deliveries`,
    access: 'user',
    roles: roles.hr,
    summary: 'Het leveringslog van een webhook: de laatste 50 leveringen met hun pogingen',
    params: webhookParams,
    response: z.object({ leveringen: z.array(webhookDeliveryView) }),
  }),
  resendWebhookDelivery: endpoint({
    method: 'post',
    path: `${path}/{id}/deliveries/{deliveryId}/resend`,
    access: 'user',
    roles: roles.hr,
    summary: 'Opnieuw versturen: een nieuwe poging van dezelfde levering, meteen',
    params: deliveryParams,
    response: z.object({ levering: webhookDeliveryView }),
    errors: { ...plan, 409: 'De webhook staat uit' },
  }),
});
