import { describe, expect, it } from 'vitest';
import { createOpenApiDocument } from './openapi';
import { WEBHOOK_EVENTS, WEBHOOK_VERIFY_SNIPPET } from './webhook-payloads';

describe('the OpenAPI description of webhooks', () => {
  it('has a webhooks section with every event, its payload schema and the verification snippet', () => {
    const doc = createOpenApiDocument() as unknown as {
      webhooks: Record<string, { post: { description: string; requestBody: { content: Record<string, { schema: { $ref: string } }> } } }>;
      components: { schemas: Record<string, { properties: Record<string, unknown>; required: string[] }> };
    };
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_EVENTS].sort());
    const created = doc.webhooks['employee.created']!.post;
    expect(created.description).toContain('POP-Signature: t=<unix-tijd>,v1=');
    expect(created.description).toContain(WEBHOOK_VERIFY_SNIPPET);
    const ref = created.requestBody.content['application/json']!.schema.$ref;
    const schema = doc.components.schemas[ref.split('/').at(-1)!]!;
    expect(Object.keys(schema.properties)).toEqual(['id', 'type', 'tijdstip', 'werkruimte_id', 'data']);
    expect(schema.required).toEqual(['id', 'type', 'tijdstip', 'werkruimte_id', 'data']);
  });
});
