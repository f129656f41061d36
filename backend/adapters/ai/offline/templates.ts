import type { GeneratedTemplate, TemplateGenerationInput } from '../port';
import { goalThemes } from './themes';
import { normalise, overlap } from './text';

/** The catalogue's conversation types, and what each is for. */
const PURPOSE: Record<string, (f: string, theme: string) => string> = {
  Startgesprek: (f, t) =>
    `Voor een nieuwe ${f} in de eerste weken. Je bespreekt de inwerkperiode, de verwachtingen en de begeleiding, met extra aandacht voor ${t}.`,
  Ontwikkelgesprek: (f, t) =>
    `Een gesprek over de ontwikkeling van een ${f}, met ${t} als rode draad. Je kiest samen wat de medewerker wil leren en hoe dat in het werk zichtbaar wordt.`,
  Functioneringsgesprek: (f, t) =>
    `Een tweegesprek over het functioneren van een ${f}: wat gaat goed, wat kan beter en wat is daarvoor nodig, met ${t} als aandachtspunt.`,
  Voortgangsgesprek: (f, t) =>
    `Een korte tussenstand voor een ${f}. Je loopt de doelen na, met de nadruk op ${t}, en stelt ze zo nodig bij.`,
  Beoordelingsgesprek: (f, t) => `De jaarlijkse beoordeling van een ${f} op de afgesproken doelen en competenties, waaronder ${t}.`,
  Loopbaangesprek: (f, t) =>
    `Een gesprek met een ${f} over de volgende stap in de loopbaan. Je verkent ambities en mogelijkheden, met ${t} als vertrekpunt.`,
  Exitgesprek: (f, t) =>
    `Een afrondend gesprek met een vertrekkende ${f}. Je haalt op wat goed ging en wat beter kan, onder meer op het gebied van ${t}.`,
};
const TYPES = Object.keys(PURPOSE);
const GOALS_PER_TEMPLATE = 4;

const themeWord = (theme: string) => theme.charAt(0).toLocaleLowerCase('nl-NL') + theme.slice(1);

/**
 * New conversation templates for a branch function, made offline from the catalogue's own material:
 * the types the function has fewest of first, named after the theme its branch's goals of that type
 * share most, with goals taken from those templates. Deterministic: the same catalogue gives the same templates.
 */
export function generateTemplates({ function: fn, count, material }: TemplateGenerationInput): GeneratedTemplate[] {
  const ownTypes = new Map<string, number>();
  for (const t of material.filter((m) => m.ownFunction)) ownTypes.set(t.type, (ownTypes.get(t.type) ?? 0) + 1);
  const types = [...TYPES].sort((a, b) => (ownTypes.get(a) ?? 0) - (ownTypes.get(b) ?? 0) || TYPES.indexOf(a) - TYPES.indexOf(b));
  const takenNames = new Set(material.map((t) => normalise(t.naam)));
  const result: GeneratedTemplate[] = [];
  for (let i = 0; result.length < count && i < types.length * 3; i++) {
    const type = types[i % types.length]!;
    const sameType = material.filter((t) => t.type === type);
    const goals = sameType.flatMap((t) => t.goals);
    const themes = goalThemes(goals.map((g) => g.omschrijving));
    const theme = themes[Math.floor(i / types.length) % Math.max(1, themes.length)]?.theme ?? 'samenwerking en ontwikkeling';
    const naam = `${type} ${fn.naam.toLocaleLowerCase('nl-NL')} over ${themeWord(theme)}`;
    if (takenNames.has(normalise(naam))) continue;
    const chosen = pickGoals(goals, theme);
    if (chosen.length < 3) continue;
    takenNames.add(normalise(naam));
    result.push({ naam, type, beschrijving: PURPOSE[type]!(fn.naam.toLocaleLowerCase('nl-NL'), themeWord(theme)), goals: chosen });
  }
  return result;
}

function pickGoals(goals: readonly { omschrijving: string; notitie: string }[], theme: string) {
  const ranked = goals
    .map((goal, index) => ({ goal, index, fit: goalThemes([goal.omschrijving]).some((t) => t.theme === theme) ? 1 : 0 }))
    .sort((a, b) => b.fit - a.fit || a.index - b.index);
  const chosen: { omschrijving: string; notitie: string }[] = [];
  for (const { goal } of ranked) {
    if (chosen.length >= GOALS_PER_TEMPLATE) break;
    if (chosen.some((c) => overlap(c.omschrijving, goal.omschrijving) >= 0.6)) continue;
    chosen.push({ omschrijving: goal.omschrijving, notitie: goal.notitie });
  }
  return chosen;
}
