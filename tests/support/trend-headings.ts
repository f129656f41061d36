/** The headings of a trend analysis, numbered and in capitals, in the order the answer must give them. */
export const TREND_HEADINGS = [
  '1. SAMENVATTING',
  '2. VOORTGANG VAN DE DOELEN',
  "3. TERUGKERENDE THEMA'S",
  '4. VERLOPEN DOELEN',
  '5. STATUSVERDELING',
  '6. VERLOOP PER MAAND',
  '7. AANBEVELINGEN',
];
