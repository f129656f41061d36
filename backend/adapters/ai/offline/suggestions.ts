import { AI_OUTPUT_MAX } from '../../../../contracts/ai';
import type { SuggestInput } from '../port';
import { clip, lowerFirst, normalise, overlap } from './text';

/** Texts this close to one already chosen (share of common content words) say the same thing. */
const NEAR_DUPLICATE = 0.8;
/** A candidate ranked below this share of the best one is a loose match: the topic's own SMART phrasings come first. */
const WEAK_SHARE = 0.1;

/** SMART goals around any topic, for when the catalogue and the user's own words run out. */
const GOAL_PATTERNS = [
  (t: string) => `Binnen drie maanden een training of cursus over ${t} volgen en twee geleerde punten toepassen in het eigen werk.`,
  (t: string) => `Binnen zes weken samen met de leidinggevende drie concrete verbeterpunten op het gebied van ${t} vastleggen.`,
  (t: string) =>
    `Binnen twee maanden feedback vragen aan minimaal drie collega's over ${t} en de uitkomst bespreken in het volgende POP-gesprek.`,
  (t: string) => `Binnen een maand een persoonlijk actieplan voor ${t} opstellen met drie meetbare stappen en een datum per stap.`,
  (t: string) => `Het komende halfjaar maandelijks met een collega of mentor de voortgang op ${t} bespreken en de afspraken vastleggen.`,
  (t: string) => `Binnen vier maanden een eigen praktijkvoorbeeld over ${t} presenteren in het teamoverleg.`,
  (t: string) => `Vóór het volgende POP-gesprek één knelpunt rond ${t} oplossen en het resultaat met de leidinggevende bespreken.`,
  (t: string) => `Binnen zes maanden zelfstandig werken op het gebied van ${t}, bevestigd door de leidinggevende in het voortgangsgesprek.`,
  (t: string) => `Elk kwartaal zelf beoordelen hoe het gaat met ${t} met een cijfer van 1 tot 10 en de uitkomst vastleggen in het POP.`,
  (t: string) => `Binnen drie maanden twee keer meelopen met een ervaren collega om te leren hoe die omgaat met ${t}.`,
  (t: string) =>
    `Binnen twee maanden een vakboek, artikel of webinar over ${t} bestuderen en de drie belangrijkste inzichten delen met het team.`,
  (t: string) =>
    `Binnen zes weken samen met de leidinggevende vastleggen wat goed werk op het gebied van ${t} is, met twee meetbare criteria.`,
  (t: string) => `Het komende kwartaal wekelijks tien minuten reflecteren op ${t} en de belangrijkste les noteren in een logboek.`,
  (t: string) => `Binnen vier maanden een collega inwerken of ondersteunen op het gebied van ${t} en daarover feedback vragen.`,
  (t: string) => `Binnen drie maanden één werkproces rond ${t} verbeteren en het effect meten voor en na de verandering.`,
  (t: string) => `Binnen zes maanden een erkend certificaat of deelcertificaat op het gebied van ${t} behalen.`,
  (t: string) => `Binnen twee maanden een intervisie- of teamoverleg over ${t} voorbereiden en leiden.`,
  (t: string) => `Binnen drie maanden een zelfevaluatie over ${t} invullen en bespreken met de leidinggevende.`,
  (t: string) => `Vóór het einde van het jaar aantoonbaar vooruitgang boeken op ${t}, blijkend uit feedback van minimaal twee collega's.`,
  (t: string) => `Binnen een maand een concreet leerdoel voor ${t} kiezen en dit vastleggen in het POP met een datum voor de evaluatie.`,
];
const AMBITION_PATTERNS = [
  (t: string) => `Mij verder ontwikkelen in ${t}`,
  (t: string) => `Binnen het team de vraagbaak worden voor ${t}`,
  (t: string) => `Collega's begeleiden en coachen bij ${t}`,
  (t: string) => `Een opleiding of certificering op het gebied van ${t} behalen`,
  (t: string) => `Meer verantwoordelijkheid nemen op het gebied van ${t}`,
  (t: string) => `Een voortrekkersrol vervullen rond ${t} in de organisatie`,
  (t: string) => `Mijn kennis van ${t} delen met het team, bijvoorbeeld in een kennissessie`,
  (t: string) => `Doorgroeien naar een rol waarin ${t} centraal staat`,
  (t: string) => `Een project op het gebied van ${t} trekken`,
  (t: string) => `Aanspreekpunt worden voor ${t} binnen de afdeling`,
  (t: string) => `Nieuwe collega's inwerken op het gebied van ${t}`,
  (t: string) => `Een specialisatie kiezen binnen ${t}`,
  (t: string) => `Bijdragen aan beleid rond ${t} in de organisatie`,
  (t: string) => `Over twee jaar een vaste rol hebben in ${t}`,
  (t: string) => `Mijn ervaring met ${t} inzetten buiten het eigen team`,
  (t: string) => `Zelfstandig verantwoordelijk worden voor ${t}`,
  (t: string) => `Vakinhoudelijk blijven groeien in ${t}`,
  (t: string) => `Anderen inspireren op het gebied van ${t}`,
  (t: string) => `Een leidende rol spelen in ${t}`,
  (t: string) => `Een erkende opleiding in ${t} afronden`,
];

/** The topic as it reads inside a sentence: trimmed, no closing mark, lower case unless it is a name or abbreviation. */
const topicPhrase = (topic: string) =>
  lowerFirst(
    topic
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/[.!?,;:]+$/, ''),
  );

/**
 * Suggestions from the ranked candidates (catalogue and own conversations), without what the library
 * has and without near-duplicates; topped up with SMART phrasings of the topic when too few match.
 */
export function suggest({ kind, topic, count, candidates, existing }: SuggestInput): string[] {
  const chosen: string[] = [];
  const taken = new Set(existing.map(normalise));
  const fits = (text: string) =>
    text.length > 0 &&
    !taken.has(normalise(text)) &&
    !chosen.some((c) => normalise(c) === normalise(text) || overlap(c, text) >= NEAR_DUPLICATE);
  const take = (texts: string[]) => {
    for (const raw of texts) {
      if (chosen.length >= count) return;
      const text = clip(raw.trim(), AI_OUTPUT_MAX.suggestion);
      if (fits(text)) chosen.push(text);
    }
  };
  const top = candidates[0]?.rank ?? 0;
  const strong = candidates.filter((c) => c.rank >= top * WEAK_SHARE).map((c) => c.text);
  const weak = candidates.filter((c) => c.rank < top * WEAK_SHARE).map((c) => c.text);
  const phrase = topicPhrase(topic);
  take(strong);
  take((kind === 'goal' ? GOAL_PATTERNS : AMBITION_PATTERNS).map((pattern) => pattern(phrase)));
  take(weak);
  return chosen;
}
