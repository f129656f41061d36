import type { FaqItem, HelpItem, VideoItem } from './help-items';
import durations from './video-durations.json';

const length = (id: string) => (durations as Record<string, string>)[id] ?? '';
const video = (item: Omit<VideoItem, 'kind' | 'duration'>): VideoItem => ({ kind: 'video', duration: length(item.id), ...item });
const faq = (item: Omit<FaqItem, 'kind'>): FaqItem => ({ kind: 'faq', ...item });

/**
 * The seven video tutorials (SPEC 2: Algemeen, AI, Medewerkers, Account, Bedrijven and twice POP
 * Gesprekken). Each is a real recording of this app; tests/demo-media records them by these ids.
 */
export const helpVideos: VideoItem[] = [
  video({
    id: 'rondleiding',
    category: 'Algemeen',
    title: 'Rondleiding: dashboard en menu',
    description:
      'Je ziet in één oogopslag je bedrijven, medewerkers en gesprekken per status, de eerstvolgende afspraken en recente activiteit. Het menu brengt je naar elk onderdeel.',
  }),
  video({
    id: 'bedrijf-registreren',
    category: 'Bedrijven',
    title: 'Een bedrijf registreren',
    description:
      'Voeg een bedrijf toe met zijn naam en branche. De branche kies je uit de lijst, zodat je later de juiste gesprekstemplates vindt.',
  }),
  video({
    id: 'medewerkers-importeren',
    category: 'Medewerkers',
    title: 'Medewerkers toevoegen en importeren',
    description:
      'Voeg een medewerker toe of importeer er meteen een hele lijst uit een Excel-bestand met de kolommen Volledige naam, Email en Bedrijf.',
  }),
  video({
    id: 'gesprek-plannen',
    category: 'POP Gesprekken',
    title: 'Een POP-gesprek plannen',
    description:
      'Kies bedrijf, medewerker, datum en tijd, neem de doelen van een gesprekstemplate over en stuur de medewerker een uitnodiging met agenda-bijlage.',
  }),
  video({
    id: 'doelen-voortgang',
    category: 'POP Gesprekken',
    title: 'Doelen en voortgang bijhouden',
    description:
      'Open een gesprek, leg per doel de voortgang (0 tot 10) en een deadline vast en voeg ambities toe. De voortgang van het gesprek rekent mee.',
  }),
  video({
    id: 'ai-suggesties',
    category: 'AI',
    title: 'Doelen laten voorstellen door AI',
    description:
      'Typ een onderwerp en laat de AI doelen voorstellen uit ruim 300 gesprekstemplates en je eigen gesprekken. Kies wat past en voeg het in één keer toe.',
  }),
  video({
    id: 'account-beveiligen',
    category: 'Account',
    title: 'Je account beveiligen met tweestapsverificatie',
    description:
      'Zet tweestapsverificatie aan in je profiel: je ontvangt een code van zes cijfers per e-mail en vult die in. Daarna vraagt elke login om een nieuwe code.',
  }),
];

export const helpFaqs: FaqItem[] = [
  faq({
    id: 'wat-is-pop-planner',
    category: 'Algemeen',
    question: 'Wat is POP Planner?',
    answer:
      'POP Planner is een webapplicatie voor HR managers en leidinggevenden. Je registreert bedrijven en medewerkers, plant POP-gesprekken (persoonlijk ontwikkelplan), legt doelen, ambities en voortgang vast en volgt de groei van medewerkers. Alles staat op één plek, zonder spreadsheets.',
  }),
  faq({
    id: 'e-mail-verifieren',
    category: 'Account',
    question: 'Waarom moet ik mijn e-mailadres verifiëren?',
    answer:
      'Na het registreren krijg je een e-mail met een verificatielink die 24 uur geldig is. Pas als je e-mailadres is geverifieerd, kun je POP-gesprekken aanmaken. Geen mail ontvangen? Vraag in je profiel op het tabblad Account een nieuwe verificatie-e-mail aan en kijk ook in je map met ongewenste e-mail.',
  }),
  faq({
    id: 'tweestapsverificatie',
    category: 'Account',
    question: 'Hoe zet ik tweestapsverificatie aan?',
    answer:
      'Ga naar Profiel en kies het tabblad Beveiliging. Klik bij tweestapsverificatie op Inschakelen: je ontvangt een code van zes cijfers per e-mail, die 10 minuten geldig is. Vul de code in om het aan te zetten. Vanaf dan vraagt elke login naast je wachtwoord om een nieuwe code uit je mailbox.',
  }),
  faq({
    id: 'medewerkers-importeren',
    category: 'Medewerkers',
    question: 'Hoe importeer ik medewerkers uit Excel?',
    answer:
      'Klik op de pagina Medewerkers op Importeren en kies een .xls- of .xlsx-bestand met de kolommen Volledige naam, Email en Bedrijf. Staan de kolomnamen in de eerste rij, laat dan de optie om rij 1 over te slaan aan. De bedrijven moeten al bestaan. Na het importeren zie je hoeveel medewerkers zijn toegevoegd en welke rijen zijn overgeslagen, met de reden per rij.',
  }),
  faq({
    id: 'limieten',
    category: 'Bedrijven',
    question: 'Hoeveel bedrijven en medewerkers kan ik registreren?',
    answer:
      'Dat hangt af van je abonnement. Met het gratis plan registreer je 1 bedrijf en 5 medewerkers, met Starter 5 bedrijven en 50 medewerkers, met Pro onbeperkt bedrijven en 200 medewerkers, en met Enterprise beide onbeperkt. Bereik je een limiet, dan kun je upgraden via Prijzen.',
  }),
  faq({
    id: 'gespreksstatus',
    category: 'POP Gesprekken',
    question: 'Welke status kan een POP-gesprek hebben?',
    answer:
      'Een nieuw gesprek is gepland. Begin je het gesprek, dan wordt het open, en na afloop zet je het op afgerond. Afgeronde gesprekken kun je archiveren; ze verdwijnen dan uit de lijst tot je Toon gearchiveerd aanvinkt.',
  }),
  faq({
    id: 'voortgang',
    category: 'POP Gesprekken',
    question: 'Hoe wordt de voortgang van een gesprek berekend?',
    answer:
      'Elk doel krijgt een voortgang van 0 tot 10 (10 is behaald). De voortgang van het gesprek is het gemiddelde van zijn doelen, afgerond op één decimaal. De kleur van de balk laat zien hoe ver je bent: groen vanaf 8, oranje vanaf 5 en rood-oranje vanaf 1.',
  }),
  faq({
    id: 'ai-gebruik',
    category: 'AI',
    question: 'Hoe vaak kan ik de AI-functies gebruiken?',
    answer:
      'Met het gratis plan gebruik je de AI 10 keer per maand; op de betaalde plannen is dat onbeperkt. De AI stelt doelen en ambities voor, maakt teksten SMART, schrijft een verslag of tips bij een gesprek en maakt een trendanalyse per bedrijf. Lukt een AI-verzoek niet, dan telt het niet mee.',
  }),
  faq({
    id: 'gesprekstemplates',
    category: 'Algemeen',
    question: 'Wat zijn gesprekstemplates en hoe gebruik ik ze?',
    answer:
      'De gids Gesprek templates bevat ruim 300 kant-en-klare gesprekken per branche en functie, elk met doelen en toelichting. Bij het plannen van een gesprek kies je een template, waarna de doelen in het gesprek komen. Onder Mijn templates maak je daarnaast je eigen templates per bedrijf.',
  }),
  faq({
    id: 'abonnement',
    category: 'Account',
    question: 'Hoe gebruik ik een promotiecode of wijzig ik mijn abonnement?',
    answer:
      'Ga naar Profiel en kies het tabblad Abonnement. Daar zie je je huidige plan en kun je upgraden via Prijzen. Met het gratis plan vul je er ook een promotiecode in. Een betaald plan kun je op hetzelfde tabblad annuleren; je gaat dan direct terug naar het gratis plan.',
  }),
];

/** The mixed list of SPEC 2, videos among the questions of the same subject. */
export const helpItems: HelpItem[] = [
  helpVideos[0]!,
  helpFaqs[0]!,
  helpFaqs[8]!,
  helpVideos[1]!,
  helpFaqs[4]!,
  helpVideos[2]!,
  helpFaqs[3]!,
  helpVideos[3]!,
  helpFaqs[5]!,
  helpVideos[4]!,
  helpFaqs[6]!,
  helpVideos[5]!,
  helpFaqs[7]!,
  helpVideos[6]!,
  helpFaqs[1]!,
  helpFaqs[2]!,
  helpFaqs[9]!,
];
