import { companyStream, type CompanyEvent } from '../../../events/company';
import type { EventStore } from '../../eventstore/port';

/** What a template decision needs to know about its company, read from the company's own stream. */
export interface CompanyFacts {
  companyId: number;
  ownerId: number;
  actief: boolean;
}

export function companyFactsFrom(events: readonly CompanyEvent[]): CompanyFacts | null {
  return events.reduce<CompanyFacts | null>((facts, event) => {
    switch (event.type) {
      case 'CompanyRegistered':
        return { companyId: event.data.companyId, ownerId: event.data.ownerId, actief: true };
      case 'CompanyDeactivated':
      case 'CompanyActivated':
        return facts && { ...facts, actief: event.type === 'CompanyActivated' };
      default:
        return facts;
    }
  }, null);
}

/** The stream, not the read model: the decision must not depend on a projection's lag. */
export async function loadCompanyFacts(store: EventStore, companyId: number): Promise<CompanyFacts | null> {
  const recorded = await store.readStream(companyStream(companyId));
  return companyFactsFrom(recorded.map((e) => ({ type: e.type, data: e.data }) as CompanyEvent));
}
