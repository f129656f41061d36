import { describe, expect, it } from 'vitest';
import type { TrendFacts } from '../port';
import { TREND_HEADINGS } from '../../../../tests/support/trend-headings';
import { trendAnalysis } from './trend';

const facts: TrendFacts = {
  companyName: 'Zorggroep Oost',
  statuses: ['open', 'afgerond'],
  today: '2026-11-22',
  conversationCount: 4,
  employeeCount: 3,
  statusMix: { gepland: 0, open: 1, afgerond: 3 },
  goalCount: 8,
  progressBands: { none: 1, low: 3, middle: 2, high: 2 },
  averageProgress: 4.6,
  overdueCount: 2,
  overdue: [{ description: 'Medicatieronde zelfstandig uitvoeren', employeeName: 'Sanne', deadline: '2026-10-01', progress: 3 }],
  goalTexts: [
    'Training feedback geven volgen',
    'Feedback vragen aan collega’s',
    'Medicatieronde zelfstandig uitvoeren',
    'Communicatie met familie verbeteren',
  ],
  months: [
    { month: '2026-09', conversations: 2, byStatus: { gepland: 0, open: 0, afgerond: 2 }, averageProgress: 3 },
    { month: '2026-10', conversations: 2, byStatus: { gepland: 0, open: 1, afgerond: 1 }, averageProgress: 6.2 },
  ],
};

describe('offline trend analysis', () => {
  const text = trendAnalysis(facts);

  it('writes numbered capital headings in a fixed order', () => {
    const headings = text.split('\n').filter((line) => /^\d+\. [A-Z' ]+$/.test(line));
    expect(headings).toEqual(TREND_HEADINGS);
  });

  it('reports the progress distribution, themes, overdue goals, status mix and months from the facts', () => {
    expect(text).toContain(
      'Zorggroep Oost: 4 gesprekken met de status open of afgerond, met 3 medewerkers en 8 doelen; de gemiddelde voortgang is 4,6 van 10.',
    );
    expect(text).toContain('- Net begonnen (1-4): 3 (38%)');
    expect(text).toContain('- Communicatie en feedback: 3 doelen (75%)');
    expect(text).toContain('- Medicatieronde zelfstandig uitvoeren (Sanne, deadline 1 oktober 2026, voortgang 3/10)');
    expect(text).toContain('- Afgerond: 3 (75%)');
    expect(text).not.toContain('- Gepland:');
    expect(text).toContain('- oktober 2026: 2 gesprekken (1 open, 1 afgerond), gemiddelde voortgang 6,2');
    expect(text).toContain('De gemiddelde voortgang is gestegen van 3 naar 6,2 van 10.');
  });

  it('says so when there is nothing to analyse', () => {
    expect(trendAnalysis({ ...facts, conversationCount: 0 })).toBe(
      '1. SAMENVATTING\nZorggroep Oost heeft geen gesprekken met de status open of afgerond. Kies andere statussen of plan eerst gesprekken.',
    );
  });
});
