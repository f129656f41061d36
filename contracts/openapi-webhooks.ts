import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_VERIFY_SNIPPET,
  webhookEventLabels,
  webhookPayloads,
} from './webhook-payloads';

const DESCRIPTION = `Elke levering is een POST met JSON, ondertekend met het geheim van de webhook (Profiel → API → Webhooks; alleen getoond bij het maken en bij 'Nieuw geheim').

- \`${WEBHOOK_SIGNATURE_HEADER}: t=<unix-tijd>,v1=<hex HMAC-SHA256 van "t.body">\`, zoals Stripe ondertekent. Controleer de handtekening over de body precies zoals ontvangen, en weiger een oude \`t\`.
- \`${WEBHOOK_ID_HEADER}\`: het id van de levering, gelijk aan \`id\` in de body en bij elke nieuwe poging: gebruik het om dubbele leveringen te herkennen (levering is minstens één keer).
- Antwoord met 2xx. Een ander antwoord, een doorverwijzing (3xx, wordt niet gevolgd) of geen antwoord binnen 10 seconden is mislukt: nieuwe pogingen na 1 en 5 minuten, een half uur, 2, 6 en dan elke 12 uur, 3 dagen lang; daarna wordt de webhook uitgezet en krijgt de eigenaar een e-mail.
- Namen en e-mailadressen worden bij het versturen opgezocht: van een medewerker van wie de persoonsgegevens zijn gewist gaan ze als \`null\` mee.

Controleren in Node:

\`\`\`js
${WEBHOOK_VERIFY_SNIPPET}
\`\`\``;

/** The OpenAPI 3.1 `webhooks` section: one operation per event, its body the payload schema of the contract. */
export function openApiWebhooks(): ZodOpenApiPathsObject {
  return Object.fromEntries(
    WEBHOOK_EVENTS.map((type) => [
      type,
      {
        post: {
          operationId: `webhook_${type.replace(/\./g, '_')}`,
          summary: webhookEventLabels[type],
          description: DESCRIPTION,
          tags: ['Webhooks'],
          requestBody: { required: true, content: { 'application/json': { schema: webhookPayloads[type] } } },
          responses: { '200': { description: 'Ontvangen (elke 2xx telt)' } },
        },
      },
    ]),
  );
}
