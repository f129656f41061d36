import { describe, expect, it } from 'vitest';
import { improveText } from './improve';
import { fixSpelling } from './spelling';

describe('offline improve text', () => {
  it('fixes common Dutch HR misspellings, keeping a capital where there was one', () => {
    expect(fixSpelling('Feedbak over comunicatie en de ontwikeling van collegas').text).toBe(
      "Feedback over communicatie en de ontwikkeling van collega's",
    );
    expect(fixSpelling('het functionerings gesprek en ziekte verzuim met de team leider').text).toBe(
      'het functioneringsgesprek en ziekteverzuim met de teamleider',
    );
  });

  it('leaves names and words it does not know alone', () => {
    expect(fixSpelling('Jansen werkt bij Van Oordt in Zwolle').fixes).toEqual([]);
  });

  it('sets capitals, spaces and full stops in a note without touching list items or addresses', () => {
    const { text, changes } = improveText({
      text: 'jan was gemotiveert.hij wil door groeien ,maar de werkdruk is hoog!!\n- pop gesprek plannen\nzie www.popplanner.nl',
      kind: 'verslag',
    });
    expect(text).toBe('Jan was gemotiveerd. Hij wil doorgroeien, maar de werkdruk is hoog!\n- POP-gesprek plannen\nZie www.popplanner.nl');
    expect(changes[0]).toMatch(/^Spelling: /);
  });

  it('makes a goal SMART: no hedging, a time box and a measurable result', () => {
    expect(improveText({ text: 'ik wil proberen om mijn planing te verbeteren', kind: 'doel' }).text).toBe(
      'Ik wil binnen drie maanden mijn planning verbeteren, gemeten aan een concreet resultaat dat in het volgende POP-gesprek wordt besproken.',
    );
    expect(improveText({ text: 'beter feedbak geven aan het team', kind: 'doel' }).text).toBe(
      'Binnen drie maanden beter feedback geven aan het team, gemeten aan een concreet resultaat dat in het volgende POP-gesprek wordt besproken.',
    );
  });

  it('leaves a goal that is already SMART as it is, and says so', () => {
    expect(improveText({ text: 'Binnen zes maanden de opleiding tot teamleider afronden.', kind: 'doel' })).toEqual({
      text: 'Binnen zes maanden de opleiding tot teamleider afronden.',
      changes: ['De tekst was al in orde: er is niets veranderd.'],
    });
  });

  it('answers the same text for the same input (deterministic)', () => {
    const input = { text: 'feedbak geven', kind: 'doel' as const };
    expect(improveText(input)).toEqual(improveText(input));
  });
});
