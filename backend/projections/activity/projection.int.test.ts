import { describe, expect, it } from 'vitest';
import { useEventStore } from '../../../tests/support/use-event-store';
import type { RecordedEvent } from '../../eventstore/port';
import { activityProjection } from './projection';

const { db } = useEventStore(4);

let position = 0;
/** An event as the store hands it over, in account 3's workspace. */
const recorded = (streamId: string, type: string, data: Record<string, unknown>): RecordedEvent => {
  position++;
  return {
    id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
    streamId,
    streamPosition: 0,
    type,
    schemaVersion: type === 'EmployeeRegistered' ? 2 : 1,
    data: { ...data, at: '2026-11-29T08:00:00.000Z' },
    metadata: { tenant: '3', actor: '3' },
    recordedAt: `2026-11-29T08:00:${String(position % 60).padStart(2, '0')}.000Z`,
    checkpoint: `1/${position}`,
  };
};

describe('the activity read model, batch after batch', () => {
  it('shows an employee by the name an earlier batch stored, and a conversation by its parties as scheduled', async () => {
    const client = await db.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('CREATE SCHEMA activity_batches; SET LOCAL search_path TO activity_batches, public');
      await client.query(activityProjection.setupSql);
      await activityProjection.apply(client, [
        recorded('employee-5', 'EmployeeRegistered', { employeeId: 5, ownerId: 3, name: 'Anna Jansen', email: 'a@x.nl', companyId: 1 }),
        recorded('employee-6', 'EmployeeRegistered', { employeeId: 6, ownerId: 3, name: 'Bram Smit', email: 'b@x.nl', companyId: 1 }),
        recorded('pop-9', 'ConversationPlanned', {
          conversationId: 9,
          ownerId: 3,
          ownerName: 'HR',
          employeeId: 5,
          employeeName: 'Anna Jansen',
          employeeEmail: 'a@x.nl',
          companyId: 1,
          companyName: 'Bakkerij BV',
          scheduledAt: '2026-12-01T09:00:00.000Z',
        }),
      ]);
      // A later batch: these events carry no names; the lines take them from what the first batch stored.
      await activityProjection.apply(client, [
        recorded('employee-5', 'EmployeeDeactivated', {}),
        recorded('employee-6', 'EmployeeDeactivated', {}),
        recorded('pop-9', 'ConversationStatusChanged', { status: 'afgerond' }),
        recorded('employee-7', 'EmployeeDeactivated', {}),
      ]);
      const { rows } = await client.query(
        `SELECT entity_type, entity_id, action, details FROM activity WHERE action <> 'create' ORDER BY created_at`,
      );
      expect(rows).toEqual([
        { entity_type: 'employee', entity_id: 5, action: 'update', details: { naam: 'Anna Jansen' } },
        { entity_type: 'employee', entity_id: 6, action: 'update', details: { naam: 'Bram Smit' } },
        {
          entity_type: 'pop',
          entity_id: 9,
          action: 'status:afgerond',
          details: { medewerker_naam: 'Anna Jansen', bedrijf_naam: 'Bakkerij BV' },
        },
        // Never named: no name to show.
        { entity_type: 'employee', entity_id: 7, action: 'update', details: { naam: null } },
      ]);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});
