import { describe, expect, it } from 'vitest';
import { dataSubjectStream, type DataSubjectEvent } from '../../../events/data-subject';
import type { RecordedEvent } from '../../eventstore/port';
import type { DbClient } from '../../platform/db';
import { asReplayed, type Projection } from '../projection';
import { withErasure } from './with-erasure';

const recorded = (streamId: string, type: string, data: unknown, position: number) =>
  ({
    streamId,
    type,
    data,
    metadata: {},
    id: `e${position}`,
    streamPosition: position,
    globalPosition: position,
  }) as unknown as RecordedEvent;

const erasure: DataSubjectEvent['data'] = {
  kind: 'conversation',
  id: 7,
  ownerId: 1,
  erasedBy: 1,
  reason: 'request',
  cascade: [],
  at: '2030-01-01T00:00:00.000Z',
};

/** A growth-named projection whose live and replay applies write down what they saw, beside the scrub's statements. */
function recordingGrowth(seen: string[]): Projection {
  const note = (how: string) => async (_tx: DbClient, events: readonly RecordedEvent[]) => {
    seen.push(`${how}: ${events.map((e) => e.type).join(',')}`);
  };
  return {
    name: 'growth',
    version: 1,
    setupSql: '',
    apply: note('apply'),
    replay: { start: () => ({ apply: note('replay'), finish: async () => undefined }) },
  };
}

describe('withErasure', () => {
  const batch = [
    recorded('pop-7', 'GoalAdded', {}, 1),
    recorded(dataSubjectStream('conversation', 7), 'PersonalDataErased', erasure, 2),
    recorded('pop-7', 'GoalProgressSet', {}, 3),
  ];
  const tx = (seen: string[]) => ({ query: async (sql: string) => void seen.push(`scrub: ${sql.split(' ')[0]}`) }) as unknown as DbClient;

  it('scrubs between the events of a batch as the read model runs', async () => {
    const seen: string[] = [];
    await withErasure(recordingGrowth(seen)).apply(tx(seen), batch);
    expect(seen).toEqual(['apply: GoalAdded', 'scrub: UPDATE', 'apply: GoalProgressSet']);
  });

  it("scrubs in a rebuild's replay too: an erasure during the replay leaves nothing of the subject", async () => {
    const seen: string[] = [];
    await asReplayed(withErasure(recordingGrowth(seen))).apply(tx(seen), batch);
    expect(seen).toEqual(['replay: GoalAdded', 'scrub: UPDATE', 'replay: GoalProgressSet']);
  });
});
