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
  const report = conversationReport(
    facts({
      goals: [
        goal({ progress: 3, deadline: '2026-11-01' }),
        goal({ description: 'Excel-cursus afronden', progress: 10, deadline: '2026-12-01', note: 'via e-learning' }),
      ],
    }),
  );

  it.each([
    '# Verslag POP-gesprek Sanne de Vries',
    '1) Binnen drie maanden de medicatieronde zelfstandig uitvoeren: voortgang 3/10 (30%), deadline 1 november 2026 (21 dagen verlopen).',
    '   Notitie: via e-learning',
    '1 doel is behaald.',
    '- Regieverpleegkundige worden (over twee jaar)',
    '- We hebben afgesproken dat ze in januari de cursus start.',
    '- Vervolggesprek: 10-05-2027 10:00 (gepland).',
  ])('is written from the note, goals with progress and deadlines, ambitions and the follow-up: %s', (line) => {
    expect(report).toContain(line);
  });
});

describe('offline conversation tips', () => {
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

  it.each([
    'Verlopen deadline: “Binnen drie maanden de medicatieronde zelfstandig uitvoeren” had 10 dagen geleden af moeten zijn en staat op 2/10.',
    'Voortgang staat stil: “Leren plannen” staat al 113 dagen op 1/10.',
    'Geen deadline: “Leren plannen” heeft geen deadline.',
    'Nog niet SMART: “Leren plannen”',
    'Geen ambities:',
    'Geen vervolg gepland:',
  ])('flags an overdue deadline, stalled progress, missing ambitions and no follow-up: %s', (tip) => {
    expect(tips).toContain(tip);
  });

  it('says all is well when no rule fires', () => {
    expect(conversationTips(facts({ goals: [goal({ progress: 6, deadline: '2027-03-01' })] }))).toContain('Alles ziet er goed uit');
  });
});
