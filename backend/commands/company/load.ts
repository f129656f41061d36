import { companyCategory } from '../../../events/company';
import type { EventStore } from '../../eventstore/port';
import { loadAggregate } from '../../eventstore/load-aggregate';
import { companyDecider } from './decider';
import type { CompanyState } from './state';

/** The company as its stream says, for rules of other aggregates that need it (never a read model). */
export const loadCompany = (store: EventStore, companyId: number): Promise<CompanyState> =>
  loadAggregate(store, companyCategory, companyDecider, companyId);
