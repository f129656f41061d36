import { companyCategory, type CompanyEvent } from '../../../events/company';
import type { EventStore } from '../../eventstore/port';
import { loadAggregate, type Evolver } from '../../eventstore/load-aggregate';

/** What a template decision needs to know about its company, read from the company's own stream. */
export interface CompanyFacts {
  companyId: number;
  ownerId: number;
  active: boolean;
}

export const companyFacts: Evolver<CompanyFacts | null, CompanyEvent> = {
  initialState: () => null,
  evolve(facts, event) {
    switch (event.type) {
      case 'CompanyRegistered':
        return { companyId: event.data.companyId, ownerId: event.data.ownerId, active: true };
      case 'CompanyDeactivated':
      case 'CompanyActivated':
        return facts && { ...facts, active: event.type === 'CompanyActivated' };
      default:
        return facts;
    }
  },
};

/** The stream, not the read model: the decision must not depend on a projection's lag. */
export const loadCompanyFacts = (store: EventStore, companyId: number): Promise<CompanyFacts | null> =>
  loadAggregate(store, companyCategory, companyFacts, companyId);
