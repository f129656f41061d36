import { describe, expect, it } from 'vitest';
import { AI_TEMPLATE_ID_OFFSET } from '../../../events/ai-template';
import { MAX_ID } from '../../../contracts/fields';
import { readSeed } from '../catalogue/seed';

describe('ids of generated templates', () => {
  it('lie above every seeded template id, so the catalogue and the generated ones never share one', async () => {
    const seed = await readSeed();
    const ids = seed.branches.flatMap((b) => b.functies.flatMap((f) => f.templates.map((t) => t.id)));
    expect(Math.max(...ids)).toBeLessThan(AI_TEMPLATE_ID_OFFSET);
    expect(AI_TEMPLATE_ID_OFFSET).toBeLessThan(MAX_ID);
  });
});
