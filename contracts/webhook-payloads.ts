import { z } from 'zod';
import { isoTime } from './fields';

/** The events an endpoint can receive, by their public names (stable: receivers switch on them). */
export const WEBHOOK_EVENTS = [
  'conversation.planned',
  'conversation.started',
  'conversation.completed',
  'goal.progress_set',
  'employee.created',
  'employee.erased',
] as const;
export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];

export const webhookEventLabels: Readonly<Record<WebhookEventName, string>> = {
  'conversation.planned': 'Gesprek gepland',
  'conversation.started': 'Gesprek gestart',
  'conversation.completed': 'Gesprek afgerond',
  'goal.progress_set': 'Voortgang van een doel gezet',
  'employee.created': 'Medewerker toegevoegd',
  'employee.erased': 'Persoonsgegevens van een medewerker gewist',
};

/** The header names of a delivery. */
export const WEBHOOK_SIGNATURE_HEADER = 'POP-Signature';
export const WEBHOOK_ID_HEADER = 'POP-Webhook-Id';

/**
 * A name is null when the employee's personal data was erased: a delivery is built when it is sent, from
 * what the product holds then, so an erased person's name or address never leaves, also not in a retry.
 */
const conversationData = z.object({
  gesprek_id: z.number().int(),
  medewerker_id: z.number().int().nullable(),
  medewerker_naam: z.string().nullable(),
  bedrijf_id: z.number().int().nullable(),
  datum_tijd: isoTime.nullable(),
  status: z.enum(['gepland', 'open', 'afgerond']),
});

const dataOf: { [E in WebhookEventName]: z.ZodObject } = {
  'conversation.planned': conversationData,
  'conversation.started': conversationData,
  'conversation.completed': conversationData,
  'goal.progress_set': z.object({
    gesprek_id: z.number().int(),
    doel_id: z.number().int(),
    voortgang: z.number().int().min(0).max(10),
    medewerker_id: z.number().int().nullable(),
  }),
  'employee.created': z.object({
    medewerker_id: z.number().int(),
    bedrijf_id: z.number().int().nullable(),
    naam: z.string().nullable(),
    email: z.string().nullable(),
  }),
  'employee.erased': z.object({ medewerker_id: z.number().int() }),
};

/** One delivery's JSON body: `id` stays the same on every attempt (dedupe on it), `tijdstip` is when the event happened. */
const payloadOf = <E extends WebhookEventName>(type: E) =>
  z
    .object({
      id: z.string().meta({ description: 'Id van de levering; gelijk bij elke nieuwe poging (ook in de header POP-Webhook-Id)' }),
      type: z.literal(type),
      tijdstip: isoTime,
      werkruimte_id: z.number().int(),
      data: dataOf[type],
    })
    .meta({ id: `Webhook_${type.replace(/\./g, '_')}` });

export const webhookPayloads = Object.fromEntries(WEBHOOK_EVENTS.map((type) => [type, payloadOf(type)])) as {
  [E in WebhookEventName]: ReturnType<typeof payloadOf<E>>;
};
export type WebhookPayload = z.infer<(typeof webhookPayloads)[WebhookEventName]>;

/** How a receiver checks a delivery (README, Webhooks; the OpenAPI description). */
export const WEBHOOK_VERIFY_SNIPPET = `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: de body precies zoals ontvangen (Buffer of string); header: de waarde van POP-Signature.
export function verify(rawBody, header, secret, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2)));
  const expected = createHmac('sha256', secret).update(\`\${parts.t}.\${rawBody}\`).digest('hex');
  const fresh = Math.abs(Date.now() / 1000 - Number(parts.t)) <= toleranceSeconds;
  return fresh && typeof parts.v1 === 'string' && parts.v1.length === expected.length &&
    timingSafeEqual(Buffer.from(parts.v1), Buffer.from(expected));
}`;
