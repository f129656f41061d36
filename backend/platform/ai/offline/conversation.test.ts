import { describe, expect, it } from 'vitest';
import type { ConversationFacts, GoalFacts } from '../port';
import { conversationReport } from './report';
import { conversationTips } from './tips';

const goal = (over: Partial<GoalFacts>): GoalFacts => ({
  description: 'Binnen drie maanden de medicatieronde zelfstandig uitvoeren',
  note: '',
  progress: 5,
  deadline: null,
  addedAt: '2026-09-01T08:00:00.000Z',
  progressChangedAt: '2026-11-01T08:00:00.000Z',
  ...over,
});
const facts = (over: Partial<ConversationFacts> = {}): ConversationFacts => ({
  conversationId: 7,
  employeeName: 'Sanne de Vries',
  companyName: 'Zorggroep Oost',
  ownerName: 'Anna HR',
  scheduledAt: '2026-11-10T09:00:00.000Z',
  status: 'open',
  report: 'Sanne is blij met haar team. Het weer was slecht. We hebben afgesproken dat ze in januari de cursus start.',
  goals: [],
  ambitions: [{ description: 'Regieverpleegkundige worden', note: 'over twee jaar' }],
  followUp: { scheduledAt: '2027-05-10T08:00:00.000Z', status: 'gepland' },
  now: '2026-11-22T10:00:00.000Z',
  today: '2026-11-22',
  ...over,
});

describe('offline conversation report', () => {
  it('is written from the note, goals with progress and deadlines, ambitions and the follow-up', () => {
    const report = conversationReport(
      facts({
        goals: [
          goal({ progress: 3, deadline: '2026-11-01' }),
          goal({ description: 'Excel-cursus afronden', progress: 10, deadline: '2026-12-01', note: 'via e-learning' }),
        ],
      }),
    );
    expect(report).toContain('# Verslag POP-gesprek Sanne de Vries');
    expect(report).toContain(
      '1) Binnen drie maanden de medicatieronde zelfstandig uitvoeren: voortgang 3/10 (30%), deadline 1 november 2026 (21 dagen verlopen).',
    );
    expect(report).toContain('   Notitie: via e-learning');
    expect(report).toContain('1 doel is behaald.');
    expect(report).toContain('- Regieverpleegkundige worden (over twee jaar)');
    expect(report).toContain('- We hebben afgesproken dat ze in januari de cursus start.');
    expect(report).toContain('- Vervolggesprek: 10-05-2027 10:00 (gepland).');
  });
});

describe('offline conversation tips', () => {
  it('flags an overdue deadline, stalled progress, missing ambitions and no follow-up', () => {
    const tips = conversationTips(
      facts({
        ambitions: [],
        followUp: null,
        goals: [
          goal({ progress: 2, deadline: '2026-11-12' }),
          goal({ description: 'Leren plannen', progress: 1, progressChangedAt: '2026-08-01T08:00:00.000Z' }),
        ],
      }),
    );
    expect(tips).toContain(
      'Verlopen deadline: “Binnen drie maanden de medicatieronde zelfstandig uitvoeren” had 10 dagen geleden af moeten zijn en staat op 2/10.',
    );
    expect(tips).toContain('Voortgang staat stil: “Leren plannen” staat al 113 dagen op 1/10.');
    expect(tips).toContain('Geen deadline: “Leren plannen” heeft geen deadline.');
    expect(tips).toContain('Nog niet SMART: “Leren plannen”');
    expect(tips).toContain('Geen ambities:');
    expect(tips).toContain('Geen vervolg gepland:');
  });

  it('says all is well when no rule fires', () => {
    expect(conversationTips(facts({ goals: [goal({ progress: 6, deadline: '2027-03-01' })] }))).toContain('Alles ziet er goed uit');
  });
});
