import type Router from '@koa/router';
import type { AdminReads } from '../commands/admin/admin-reads';
import type { EventStore } from '../eventstore/port';
import type { DataKeyStore } from '../eventstore/personal-data/data-key-store';
import type { ProjectionEngine } from '../projections/engine';
import type { AiGroundingReads } from '../platform/ai/grounding';
import type { Config } from '../platform/config';
import type { Pool } from '../platform/db';
import type { IdAllocator } from '../platform/ids';
import type { Payments } from '../platform/payments/port';
import type { Secrets } from '../platform/secrets';
import type { RateLimiter } from '../platform/rate-limit';
import type { Company } from '../../contracts/companies';
import type { Conversation } from '../../contracts/conversations';
import type { ActivityEntityType } from '../../contracts/dashboard';
import type { Employee } from '../../contracts/employees';
import type { EnrichedTemplate, UserTemplate } from '../../contracts/templates';
import type { Auth } from './auth';
import type { IdempotencyKeys } from './idempotency';

/**
 * What the write side may read from the read models: answers shaped for the API after a command
 * (read your writes), and hints it confirms on streams before deciding. Wired by the runtime, so
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

/** Everything routes may use; built once by the caller, no module-level singletons. */
export interface AppDeps {
  config: Config;
  pool: Pool;
  store: EventStore;
  projections: ProjectionEngine;
  clock: () => Date;
  auth: Auth;
  reads: ReadModels;
  secrets: Secrets;
  ids: IdAllocator;
  limiter: RateLimiter;
  idempotencyKeys: IdempotencyKeys;
  /** Stripe, or the local test-mode checkout (platform/payments). */
  payments: Payments;
  /** The per-subject data keys: erasing a subject deletes its key (AVG, platform/avg/erasure.ts). */
  dataKeys: DataKeyStore;
}

/** A feature's routes, mounted under /api. */
export type ApiModule<D extends AppDeps = AppDeps> = (router: Router, deps: D) => void;
