import { describe, expect, it } from 'vitest';
import type { SuggestionCandidate } from '../port';
import { suggest } from './suggestions';

const candidate = (text: string, rank: number): SuggestionCandidate => ({
  text,
  rank,
  source: 'catalogue',
  context: 'Verpleegkundige · Startgesprek',
});

describe('offline suggestions', () => {
  it('takes the ranked candidates first, drops near-duplicates and what the library has, then fills with SMART phrasings', () => {
    const list = suggest({
      kind: 'goal',
      topic: 'Feedback.',
      count: 6,
      existing: ['Binnen twee maanden feedback vragen aan drie collega’s.'],
      candidates: [
        candidate('Binnen drie maanden een training feedback geven volgen.', 0.5),
        candidate('Binnen drie maanden een training feedback geven volgen!', 0.45),
        candidate('Binnen twee maanden feedback vragen aan drie collega’s.', 0.4),
        candidate('Elke maand een feedbackgesprek voeren met de werkbegeleider.', 0.3),
      ],
    });
    expect(list).toHaveLength(6);
    expect(list.slice(0, 2)).toEqual([
      'Binnen drie maanden een training feedback geven volgen.',
      'Elke maand een feedbackgesprek voeren met de werkbegeleider.',
    ]);
    expect(list[2]).toBe(
      'Binnen drie maanden een training of cursus over feedback volgen en twee geleerde punten toepassen in het eigen werk.',
    );
  });

  it('puts loose matches after the topic’s own phrasings, the topic in lower case inside the sentence', () => {
    const list = suggest({
      kind: 'ambition',
      topic: 'Plannen',
      count: 3,
      existing: [],
      candidates: [candidate('Teamleider worden', 1), candidate('Iets heel anders', 0.01)],
    });
    expect(list).toEqual(['Teamleider worden', 'Mij verder ontwikkelen in plannen', 'Binnen het team de vraagbaak worden voor plannen']);
  });

  it('always reaches 20 goals and 16 ambitions, even for a topic nothing matches', () => {
    expect(suggest({ kind: 'goal', topic: 'xyzzy', count: 20, existing: [], candidates: [] })).toHaveLength(20);
    expect(new Set(suggest({ kind: 'ambition', topic: 'xyzzy', count: 20, existing: [], candidates: [] })).size).toBeGreaterThanOrEqual(16);
  });
});
