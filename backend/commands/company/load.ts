import { companyStream, type CompanyEvent } from '../../../events/company';
import type { EventStore } from '../../eventstore/port';
import { foldEvents } from '../decider';
import { companyDecider } from './decider';
import type { CompanyState } from './state';

/** The company as its stream says, for rules of other aggregates that need it (never a read model). */
export async function loadCompany(store: EventStore, companyId: number): Promise<CompanyState> {
  const recorded = await store.readStream(companyStream(companyId));
  return foldEvents(
    companyDecider,
    recorded.map((e) => ({ type: e.type, data: e.data }) as CompanyEvent),
  );
}
