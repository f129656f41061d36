import type { Checkpoint, EventStore } from '../eventstore/port';
import type { DataKeyStore } from '../eventstore/personal-data/data-key-store';
import type { AiGroundingReads } from '../adapters/ai/grounding';
import type { Config } from '../platform/config';
import type { Pool } from '../platform/db';
import type { IdAllocator } from '../platform/ids';
import type { Payments } from '../adapters/payments/port';
import type { Secrets } from '../platform/secrets';
import type { RateLimiter } from '../platform/rate-limit';
import type { Company } from '../../contracts/companies';
import type { Conversation } from '../../contracts/conversations';
import type { ActivityEntityType } from '../../contracts/dashboard';
import type { Employee } from '../../contracts/employees';
import type { EnrichedTemplate, UserTemplate } from '../../contracts/templates';
import type { AdminReads } from './admin/admin-reads';

/**
 * What the write side may read from the read models: answers shaped for the API after a command
 * (read your writes), and hints it confirms on streams before deciding. The read side implements it
 * (backend/read-api/read-models.ts) without importing it; the composition root checks the fit, so
 * commands depend on this port and never on the projections themselves.
 */
export interface ReadModels {
  company(ownerId: number, id: number): Promise<Company | undefined>;
  companies(ownerId: number, includeInactive: boolean): Promise<Company[]>;
  employee(ownerId: number, id: number): Promise<Employee | undefined>;
  /** Lower-cased addresses of the owner's employees. */
  employeeEmailKeys(ownerId: number): Promise<Set<string>>;
  userTemplate(ownerId: number, id: number): Promise<UserTemplate | undefined>;
  conversation(ownerId: number, id: number): Promise<Conversation | undefined>;
  /** Reference data: the catalogue is the same for everyone. */
  catalogueTemplate(id: number): Promise<EnrichedTemplate | undefined>;
  /** What the activity card shows of an item of the owner's, or undefined when it is not theirs. */
  activityDetails(ownerId: number, type: ActivityEntityType, id: number): Promise<Record<string, unknown> | undefined>;
  /** What the AI features are grounded in: the owner's data and the catalogue. */
  ai: AiGroundingReads;
  /** What the admin's generators read (SPEC 2, Admin). */
  admin: AdminReads;
}

/** Read your writes: the projections' side of a command's answer (backend/projections/engine.ts). */
export interface ProjectionWait {
  /**
   * Bounded wait until the projections show these events; refuses when one of them is parked. With
   * `scope.reads` only those read models are awaited; the others are awaited by the tenant's next
   * read of them (`catchUp`).
   */
  readYourWrites(
    checkpoint: Checkpoint | null,
    eventIds: readonly string[],
    timeoutMs?: number,
    scope?: { reads?: readonly string[]; tenant?: string },
  ): Promise<void>;
  /**
   * Before a read: bounded wait until the read models it reads show the tenants' changes a write
   * answered earlier; 'anyone' for a read without a session.
   */
  catchUp(tenants: readonly string[] | 'anyone', reads?: readonly string[]): Promise<void>;
  /** Bounded wait until the projections passed the checkpoint; false when the time ran out. */
  waitFor(checkpoint: Checkpoint | null, timeoutMs?: number): Promise<boolean>;
}

/**
 * The signed-in member a command runs for (the http layer's AuthUser fits): `id` and `name` are the
 * person (who acts, whom a mail is from), `workspaceId` owns what the command reads or changes.
 */
export interface Caller {
  id: number;
  name: string;
  workspaceId: number;
}

/**
 * Everything a command handler may use, built once by the composition root. The http layer's
 * AppDeps adds what only requests need (auth, Idempotency-Keys).
 */
export interface CommandDeps {
  config: Config;
  pool: Pool;
  store: EventStore;
  projections: ProjectionWait;
  clock: () => Date;
  reads: ReadModels;
  secrets: Secrets;
  ids: IdAllocator;
  limiter: RateLimiter;
  /** Stripe, or the local test-mode checkout. */
  payments: Payments;
  /** The per-subject data keys: erasing a subject deletes its key (AVG). */
  dataKeys: DataKeyStore;
}
