/** Common Dutch first names and surnames (with their tussenvoegsel), for generated employees. */
const FIRST_NAMES = [
  'Sanne',
  'Daan',
  'Lotte',
  'Bram',
  'Fleur',
  'Jeroen',
  'Anouk',
  'Thijs',
  'Eva',
  'Ruben',
  'Iris',
  'Lars',
  'Noor',
  'Sem',
  'Femke',
  'Niels',
  'Marloes',
  'Joost',
  'Ilse',
  'Wouter',
  'Lieke',
  'Koen',
  'Esther',
  'Pieter',
  'Maaike',
  'Stijn',
  'Renske',
  'Tim',
  'Yara',
  'Mehmet',
  'Fatima',
  'Kevin',
  'Sophie',
  'Jesse',
  'Linda',
  'Mark',
  'Annelies',
  'Rik',
  'Nina',
  'Youssef',
];
const SURNAMES = [
  'de Vries',
  'Jansen',
  'van den Berg',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
  'de Wit',
  'Dijkstra',
  'Smits',
  'de Graaf',
  'van der Meer',
  'van der Linden',
  'Kok',
  'Jacobs',
  'de Haan',
  'Vermeulen',
  'van den Heuvel',
  'van der Veen',
  'van den Broek',
  'de Bruijn',
  'de Jong',
  'van Dijk',
  'Kaya',
  'Yilmaz',
  'El Amrani',
  'Hoekstra',
  'Koster',
  'Prins',
  'Postma',
];

export interface GeneratedPerson {
  name: string;
  email: string;
}

const plain = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** A mail domain that can never receive mail (RFC 2606 reserves .example), named after the company. */
export function exampleDomain(companyName: string): string {
  const slug = companyName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `${slug || 'bedrijf'}.example`;
}

/**
 * `count` people with distinct names whose addresses are not in `taken` (lower-cased), e.g.
 * 'Sanne de Vries' <sanne.devries@bakkerij-jansen.example>.
 */
export function dutchPeople(
  count: number,
  domain: string,
  taken: ReadonlySet<string>,
  random: () => number = Math.random,
): GeneratedPerson[] {
  const people: GeneratedPerson[] = [];
  const used = new Set(taken);
  for (let attempt = 0; people.length < count && attempt < count * 50; attempt++) {
    const first = FIRST_NAMES[Math.floor(random() * FIRST_NAMES.length)]!;
    const last = SURNAMES[Math.floor(random() * SURNAMES.length)]!;
    // After many tries the names run out for this company: a number keeps the address unique.
    const suffix = attempt >= count * 10 ? String(attempt) : '';
    const email = `${plain(first)}.${plain(last)}${suffix}@${domain}`;
    if (used.has(email)) continue;
    used.add(email);
    people.push({ name: `${first} ${last}`, email });
  }
  return people;
}
