import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../eventstore/port';
import { categoryRouter } from './by-category';

const recorded = (streamId: string, type: string, data: Record<string, unknown> = {}): RecordedEvent => ({
  id: `${streamId}:${type}`,
  streamId,
  streamPosition: 0,
  type,
  schemaVersion: 2,
  data,
  metadata: {},
  recordedAt: '2026-01-01T00:00:00.000Z',
  checkpoint: '1/1',
});

describe('categoryRouter', () => {
  const route = categoryRouter<string[]>({
    company: (seen, event, id) => void seen.push(`company ${id} ${event.type}`),
    employee: (seen, event, id) => void seen.push(`employee ${id} ${event.type === 'EmployeeRenamed' ? event.data.name : ''}`),
  });

  it('hands each event, in order, to the handler of its stream category with the id from the stream', async () => {
    const seen: string[] = [];
    await route(seen, [recorded('employee-7', 'EmployeeRenamed', { name: 'Anna' }), recorded('company-12', 'CompanyActivated')]);
    expect(seen).toEqual(['employee 7 Anna', 'company 12 CompanyActivated']);
  });

  it('skips categories without a handler, look-alike prefixes, types the category does not declare and types of another category', async () => {
    const seen: string[] = [];
    await route(seen, [
      recorded('employee_emails-7', 'EmployeeEmailsClaimed'),
      recorded('pop-1', 'ConversationPlanned'),
      recorded('company-3', 'CompanyBrancheChanged'),
      recorded('company-3', 'GoalAdded'),
      // A type that has a handler, in a stream of another category.
      recorded('company-3', 'EmployeeRenamed', { name: 'Anna' }),
    ]);
    expect(seen).toEqual([]);
  });

  it('refuses a handler filed under a name that is no stream category', () => {
    expect(() => categoryRouter({ companies: () => undefined } as never)).toThrow(/no stream category companies/);
  });
});
