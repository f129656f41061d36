/** One numbered section of the privacy statement; paragraphs and, where it helps, a list. */
export interface PrivacySection {
  id: string;
  title: string;
  paragraphs: string[];
  list?: string[];
}

/** When this text last changed. */
export const PRIVACY_VERSION = '2026-11-23';

/** SPEC 2 (Privacy): the thirteen sections, with the retention periods of SPEC 9. */
export const privacySections: PrivacySection[] = [
  {
    id: 'wie-wij-zijn',
    title: 'Wie wij zijn',
    paragraphs: [
      'POP Planner is een webapplicatie voor HR managers en leidinggevenden om POP-gesprekken (persoonlijk ontwikkelplan) te plannen, te voeren en op te volgen. In deze verklaring staat hoe wij met persoonsgegevens omgaan. Voor de gegevens van je eigen account zijn wij verwerkingsverantwoordelijke; voor de gegevens die jij over medewerkers vastlegt ben jij (of je organisatie) verantwoordelijk en verwerken wij ze in jouw opdracht.',
    ],
  },
  {
    id: 'initiatief',
    title: 'Het initiatief',
    paragraphs: [
      'POP Planner is ontstaan om ontwikkelgesprekken uit losse spreadsheets te halen. Het doel is dat HR en leidinggevenden met minder administratie betere gesprekken voeren, en dat medewerkers zien hoe hun ontwikkeling vordert. We verwerken daarom niet meer gegevens dan nodig is om dat mogelijk te maken.',
    ],
  },
  {
    id: 'gegevens',
    title: 'Welke gegevens we verwerken',
    paragraphs: ['We verwerken alleen wat jij of je medewerkers ons geven, en wat nodig is om de dienst veilig te laten werken:'],
    list: [
      'Je account: naam, e-mailadres, een versleutelde vorm (hash) van je wachtwoord, je abonnement en of tweestapsverificatie aan staat.',
      'Bedrijven en medewerkers: naam van het bedrijf en de branche; naam, e-mailadres en bedrijf van medewerkers.',
      'POP-gesprekken: datum en tijd, status, verslag, doelen, ambities, voortgang, deadlines en notities.',
      'Betalingen: het gekozen plan en de gegevens die onze betaaldienst ons teruggeeft (geen kaartnummers).',
      'Het contactformulier: je naam, e-mailadres en je bericht.',
      'Technische gegevens: logregels per verzoek (tijd, pagina, status, duur) en, om misbruik te beperken, tellers per IP-adres die na twee dagen worden opgeruimd.',
    ],
  },
  {
    id: 'doelen',
    title: 'Doelen en grondslagen',
    paragraphs: [
      'We gebruiken je gegevens om de dienst te leveren die je afneemt (uitvoering van de overeenkomst): inloggen, gesprekken plannen, uitnodigingen en verslagen mailen en je abonnement beheren. Facturen bewaren we omdat de wet dat vraagt. Beveiliging en het tegengaan van misbruik doen we op grond van ons gerechtvaardigd belang. Analytische cookies gebruiken we alleen met je toestemming.',
    ],
  },
  {
    id: 'delen',
    title: 'Delen met anderen',
    paragraphs: [
      'We verkopen geen gegevens. We delen ze alleen met dienstverleners die ons helpen de dienst te leveren en die met ons een verwerkersovereenkomst hebben: de hosting van de applicatie, de verzending van e-mail en, bij een betaald plan, de betaaldienst. Is een externe AI-dienst ingeschakeld, dan sturen we alleen de tekst die voor die ene vraag nodig is; zonder zo’n dienst blijft alles binnen POP Planner.',
    ],
  },
  {
    id: 'opslag',
    title: 'Opslag binnen de EER',
    paragraphs: [
      'Je gegevens worden opgeslagen in datacenters binnen de Europese Economische Ruimte. Gebruikt een dienstverlener toch een land buiten de EER, dan alleen met passende waarborgen, zoals de standaardcontractbepalingen van de Europese Commissie.',
    ],
  },
  {
    id: 'bewaartermijnen',
    title: 'Bewaartermijnen',
    paragraphs: ['We bewaren gegevens niet langer dan nodig:'],
    list: [
      'Accountgegevens: tot maximaal 2 jaar na het einde van de overeenkomst.',
      'POP-gesprekken: tot maximaal 7 jaar na de datum van het gesprek.',
      'Factuurgegevens: 7 jaar, zoals de fiscale bewaarplicht voorschrijft.',
      'Technische logs: tot maximaal 1 jaar.',
    ],
  },
  {
    id: 'rechten',
    title: 'Je rechten',
    paragraphs: [
      'Je hebt het recht je gegevens in te zien, te laten corrigeren of verwijderen, de verwerking te laten beperken, bezwaar te maken en je gegevens mee te nemen naar een andere dienst. Veel gegevens pas je zelf aan in de applicatie. In je profiel, op het tabblad Beveiliging, download je alles wat we over je account bewaren (als Excel- of JSON-bestand) en verwijder je je account. Voor de rest stuur je ons een verzoek via het contactformulier; we reageren binnen een maand.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies en opslag in je browser',
    paragraphs: [
      'POP Planner plaatst geen cookies om je te volgen. In de lokale opslag van je browser bewaren we alleen wat de applicatie nodig heeft: je inlogsessie, je keuze over cookies en of je het welkomstscherm al hebt gezien. Analytische cookies of metingen van paginabezoeken gebruiken we alleen als je daar in de cookiemelding toestemming voor geeft; die keuze kun je altijd weer intrekken door de lokale opslag van je browser voor deze site te wissen.',
    ],
  },
  {
    id: 'beveiliging',
    title: 'Beveiliging',
    paragraphs: [
      'Verbindingen lopen via HTTPS, wachtwoorden bewaren we alleen als hash en je kunt tweestapsverificatie aanzetten. Persoonsgegevens in onze opslag zijn versleuteld met een eigen sleutel per persoon, zodat ze na verwijdering niet meer te lezen zijn. Elke gebruiker ziet alleen zijn eigen gegevens, en we beperken het aantal pogingen bij inloggen en formulieren.',
    ],
  },
  {
    id: 'wijzigingen',
    title: 'Wijzigingen',
    paragraphs: [
      'We passen deze verklaring aan als de dienst of de wet verandert. De datum bovenaan laat zien wanneer dat voor het laatst gebeurde. Bij belangrijke wijzigingen laten we het je per e-mail weten.',
    ],
  },
  {
    id: 'klachten',
    title: 'Klachten bij de Autoriteit Persoonsgegevens',
    paragraphs: [
      'Ben je het niet eens met hoe we met je gegevens omgaan, laat het ons dan eerst weten; we lossen het graag samen op. Je hebt altijd het recht een klacht in te dienen bij de Autoriteit Persoonsgegevens.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    paragraphs: ['Heb je een vraag over deze verklaring of over je gegevens? Stuur ons een bericht via het contactformulier.'],
  },
];
