import type { SeedBranch } from '../catalogue/seed';

/**
 * The texts the offline suggestions draw on, derived from the 360-template catalogue: every goal as a
 * goal suggestion, and ambitions in the catalogue's own words (the career directions its career and
 * development conversations name, and their goals without the time box).
 */
export interface Phrase {
  kind: 'goal' | 'ambition';
  text: string;
  /** Function and template type, e.g. 'Verpleegkundige · Loopbaangesprek'. */
  context: string;
  branchId: number;
  /** Searched with lower weight than the text itself. */
  templateText: string;
  placeText: string;
}

const AMBITION_TYPES = new Set(['Loopbaangesprek', 'Ontwikkelgesprek']);

/** 'Binnen drie maanden ', 'Vóór het einde van het jaar ', 'Tot het volgende beoordelingsgesprek ' ... */
const TIME_BOX =
  /^(?:binnen|uiterlijk|vóór|voor|tot|in|het komende|de komende|dit|gedurende)\b[^,.]{0,60}?(?:dagen|dag|weken|week|maanden|maand|kwartaal|halfjaar|half jaar|jaar|schooljaar|gesprek|periode|zomervakantie)\b,?\s+/i;

export const withoutTimeBox = (goal: string): string => goal.replace(TIME_BOX, '');

const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase('nl-NL') + s.slice(1);
const sentence = (s: string) => capitalise(s.trim().replace(/[.;,\s]+$/, ''));

/** "... die wil doorgroeien naar applicatiebeheer of systeembeheer." -> 'Doorgroeien naar applicatiebeheer of systeembeheer' */
const DIRECTIONS: [RegExp, (m: string) => string][] = [
  [/\bwil doorgroeien naar ([^.]+?)(?:\.|$)/i, (m) => `Doorgroeien naar ${m}`],
  [/\bwil (?:zich )?ontwikkelen richting ([^.]+?)(?:\.|$)/i, (m) => `Mij ontwikkelen richting ${m}`],
  [/\boverweegt ([^.,]+?) te worden\b/i, (m) => `${capitalise(m)} worden`],
  [/\bvolgende stap, (?:zoals|bijvoorbeeld) ([^.]+?)(?:\.|$)/i, (m) => `Een volgende stap zetten, bijvoorbeeld naar ${m}`],
  [/\b(?:loopbaan|stap), bijvoorbeeld richting ([^.]+?)(?:\.|$)/i, (m) => `Doorgroeien richting ${m}`],
];

export function careerDirections(description: string): string[] {
  const found: string[] = [];
  for (const [pattern, phrase] of DIRECTIONS) {
    const match = pattern.exec(description);
    if (match?.[1]) found.push(sentence(phrase(match[1].trim())));
  }
  return found;
}

export function phrasesOf(branches: readonly SeedBranch[]): Phrase[] {
  const phrases: Phrase[] = [];
  for (const branch of branches) {
    for (const fn of branch.functies) {
      for (const template of fn.templates) {
        const base = {
          context: `${fn.naam} · ${template.type}`,
          branchId: branch.id,
          templateText: `${template.naam} ${template.type}`,
          placeText: `${fn.naam} ${branch.naam}`,
        };
        for (const goal of template.goals) phrases.push({ kind: 'goal', text: goal.omschrijving.trim(), ...base });
        if (!AMBITION_TYPES.has(template.type)) continue;
        for (const direction of careerDirections(template.beschrijving)) phrases.push({ kind: 'ambition', text: direction, ...base });
        for (const goal of template.goals) phrases.push({ kind: 'ambition', text: sentence(withoutTimeBox(goal.omschrijving)), ...base });
      }
    }
  }
  return phrases;
}
