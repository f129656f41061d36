import type { TemplateSource } from '../../../../events/conversation';

/** The contract's words for where a template comes from (SPEC: `source=eigen|gesprek`), in the code's words. */
export const templateSourceOf = { eigen: 'own', gesprek: 'catalogue' } as const satisfies Record<'eigen' | 'gesprek', TemplateSource>;
