/** One screenshot of the demo gallery; tests/demo-media makes it under this id. */
export interface DemoShot {
  id: string;
  title: string;
  caption: string;
}

/** Where a screenshot is served from (app/public/media/demo, made by `npm run demo:media`). */
export const shotFiles = (id: string) => ({ image: `/media/demo/${id}.webp`, thumb: `/media/demo/thumbs/${id}.webp` });
/** The size the screenshots are taken at (the desktop view). */
export const SHOT_SIZE = { width: 1280, height: 800 } as const;

/** SPEC 9: the demo has 19 images, real screenshots of this app with a demo account. */
export const demoShots: DemoShot[] = [
  {
    id: '01-startpagina',
    title: 'Startpagina',
    caption: 'POP Planner brengt bedrijven, medewerkers, doelen en gesprekken samen op één plek.',
  },
  {
    id: '02-dashboard',
    title: 'Dashboard',
    caption: 'Bedrijven, medewerkers en gesprekken per status, de eerstvolgende afspraken en recente activiteit in één overzicht.',
  },
  {
    id: '03-bedrijven',
    title: 'Bedrijven',
    caption: 'Alle bedrijven waarvoor je POP-gesprekken voert, met hun branche en het aantal medewerkers.',
  },
  {
    id: '04-bedrijf-toevoegen',
    title: 'Bedrijf toevoegen',
    caption: 'Een nieuw bedrijf met naam en branche; de branche kies je uit de catalogus.',
  },
  { id: '05-medewerkers', title: 'Medewerkers', caption: 'De medewerkers per bedrijf, doorzoekbaar, met 6, 10 of 20 per pagina.' },
  {
    id: '06-medewerker-gesprekken',
    title: 'Medewerker en zijn gesprekken',
    caption: 'Bij het bewerken van een medewerker zie je rechts al zijn POP-gesprekken.',
  },
  {
    id: '07-importeren',
    title: 'Medewerkers importeren',
    caption: 'Importeer medewerkers uit een .xls- of .xlsx-bestand met de kolommen Volledige naam, Email en Bedrijf.',
  },
  { id: '08-doelen', title: 'Doelenbibliotheek', caption: 'Je eigen bibliotheek van doelen om in gesprekken te gebruiken.' },
  {
    id: '09-ai-suggesties',
    title: 'AI-suggesties',
    caption: 'De AI stelt doelen voor bij een onderwerp, uit de catalogus en je eigen gesprekken.',
  },
  { id: '10-ambities', title: 'Ambities', caption: 'De ambities van je medewerkers, net als doelen in een eigen bibliotheek.' },
  {
    id: '11-eigen-templates',
    title: 'Mijn templates',
    caption: 'Eigen gesprekstemplates per bedrijf met de doelen die je steeds terug laat komen.',
  },
  {
    id: '12-gesprekstemplates',
    title: 'Gesprekstemplates',
    caption: 'Ruim 300 kant-en-klare gesprekken per branche en functie, met doelen en toelichting.',
  },
  {
    id: '13-gesprekkenlijst',
    title: 'POP-gesprekken',
    caption: 'Alle gesprekken met voortgang en status, te sorteren, filteren en doorzoeken.',
  },
  {
    id: '14-gesprek-plannen',
    title: 'Gesprek plannen',
    caption: 'Plan een gesprek, neem de doelen van een template over en stuur een uitnodiging met agenda-bijlage.',
  },
  { id: '15-gesprek-doelen', title: 'Doelen in een gesprek', caption: 'Per doel de voortgang van 0 tot 10, een deadline en een notitie.' },
  {
    id: '16-gesprek-ai',
    title: 'AI-tips bij een gesprek',
    caption: 'Tips bij een gesprek: verlopen deadlines, doelen die niet SMART zijn en wat je kunt opvolgen.',
  },
  { id: '17-kalender', title: 'Kalender', caption: 'De maand in één oogopslag; dubbelklik op een dag om een gesprek te plannen.' },
  { id: '18-profiel', title: 'Profiel en abonnement', caption: 'Je account, je abonnement en de beveiliging met tweestapsverificatie.' },
  { id: '19-prijzen', title: 'Prijzen', caption: 'Vier plannen, van gratis tot Enterprise.' },
];
