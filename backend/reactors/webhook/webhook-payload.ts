import type { WebhookEventName, WebhookPayload } from '../../../contracts/webhook-payloads';
import { subjectId } from '../../../events/data-subjects';
import type { ProjectionWait } from '../../commands/deps';
import type { Checkpoint } from '../../eventstore/port';
import type { DataKeyStore } from '../../eventstore/personal-data/data-key-store';
import type { Pool } from '../../platform/db';
import type { DeliveryFacts } from './webhook-reactor';

export interface QueuedDelivery {
  eventId: string;
  workspaceId: number;
  type: WebhookEventName;
  facts: DeliveryFacts;
  occurredAt: Date;
}

type Status = 'gepland' | 'open' | 'afgerond';

/** The read models a payload (and the plan check before it) reads. */
const PAYLOAD_READS = ['employees', 'conversations', 'hr_users'];
/** How long a send waits for them; a read model that lags longer (or fails) gives what it has. */
const READ_MODEL_WAIT_MS = 10_000;

/**
 * Waits until the read models the payload reads show the delivery's event. The reactor runs beside
 * them, not after them: under load it queues a delivery for a new employee before the employees read
 * model has the row, and the payload would go out without name and address. The runners of another
 * instance are followed through their checkpoint rows, as any read-your-writes wait does.
 */
export async function awaitPayloadReads(deps: { projections: ProjectionWait }, eventCheckpoint: Checkpoint | null): Promise<void> {
  await deps.projections.readYourWrites(eventCheckpoint, [], READ_MODEL_WAIT_MS, { reads: PAYLOAD_READS }).catch(() => undefined);
}

/**
 * The JSON of a delivery, made when it is sent: ids and numbers from the outbox, names and addresses
 * from the read models as they are now. An employee erased before the send (also before a retry or a
 * manual resend) goes out without name or address: the erasure's tombstone is looked at each time.
 */
export async function buildPayload(deps: { pool: Pool; dataKeys: DataKeyStore }, delivery: QueuedDelivery): Promise<WebhookPayload> {
  const { pool, dataKeys } = deps;
  const { facts, workspaceId } = delivery;
  const erased = async (employeeId: number | null, conversationId?: number) =>
    employeeId === null ||
    (await dataKeys.isErased(subjectId('employee', employeeId))) ||
    (conversationId !== undefined && (await dataKeys.isErased(subjectId('conversation', conversationId))));
  const envelope = { id: delivery.eventId, tijdstip: delivery.occurredAt.toISOString(), werkruimte_id: workspaceId };

  if (delivery.type === 'employee.erased') return { ...envelope, type: delivery.type, data: { medewerker_id: facts.employeeId! } };
  if (delivery.type === 'employee.created') {
    const employeeId = facts.employeeId!;
    const { rows } = await pool.query<{ name: string; email: string; company_id: number }>(
      'SELECT name, email, company_id FROM read.employees WHERE id = $1 AND owner_id = $2',
      [employeeId, workspaceId],
    );
    const row = rows[0];
    const hidden = !row || (await erased(employeeId));
    return {
      ...envelope,
      type: delivery.type,
      data: {
        medewerker_id: employeeId,
        bedrijf_id: row?.company_id ?? facts.companyId ?? null,
        naam: hidden ? null : row.name,
        email: hidden ? null : row.email,
      },
    };
  }

  const conversationId = facts.conversationId!;
  const { rows } = await pool.query<{ employee_id: number; company_id: number; scheduled_at: Date; status: Status }>(
    'SELECT employee_id, company_id, scheduled_at, status FROM read.conversations WHERE id = $1 AND owner_id = $2',
    [conversationId, workspaceId],
  );
  const row = rows[0];
  const employeeId = row?.employee_id ?? null;
  if (delivery.type === 'goal.progress_set') {
    return {
      ...envelope,
      type: delivery.type,
      data: { gesprek_id: conversationId, doel_id: facts.goalId!, voortgang: facts.progress!, medewerker_id: employeeId },
    };
  }
  let name: string | null = null;
  if (row && !(await erased(employeeId, conversationId))) {
    const employee = await pool.query<{ name: string }>('SELECT name FROM read.employees WHERE id = $1 AND owner_id = $2', [
      employeeId,
      workspaceId,
    ]);
    name = employee.rows[0]?.name ?? null;
  }
  return {
    ...envelope,
    type: delivery.type,
    data: {
      gesprek_id: conversationId,
      medewerker_id: employeeId,
      medewerker_naam: name,
      bedrijf_id: row?.company_id ?? null,
      datum_tijd: row ? row.scheduled_at.toISOString() : null,
      status: (facts.status as Status | undefined) ?? row?.status ?? 'gepland',
    },
  };
}
