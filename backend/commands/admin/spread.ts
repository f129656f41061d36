import { AI_TEMPLATES_PER_FUNCTION, GENERATED_AI_TEMPLATES } from '../../../contracts/admin';

/**
 * How many of the 30 templates each function of a branch gets. SPEC 9 says 3 per function: 30 for a
 * branch of 10 functions. Branches have other counts (the seeded ones have 6), so the 30 are spread
 * as evenly as possible and the first functions in the catalogue's order take what is left over:
 * 6 functions get 5 each, 7 get 5, 5, 4, 4, 4, 4, 4; a branch of 12 gives 3 to the first 6 and 2 to the rest.
 */
export function spreadOver(functions: number, total = GENERATED_AI_TEMPLATES): number[] {
  if (functions <= 0) return [];
  const base = Math.floor(total / functions);
  const extra = total % functions;
  return Array.from({ length: functions }, (_, index) => base + (index < extra ? 1 : 0));
}

/** The spread in words, for the admin's answer. */
export function describeSpread(counts: readonly number[]): string {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (counts.length === 0) return 'deze branche heeft geen functies';
  const most = Math.max(...counts);
  const least = Math.min(...counts);
  const per =
    most === least
      ? `${most} per functie`
      : `${least} of ${most} per functie (de eerste ${counts.filter((n) => n === most).length} functies krijgen er ${most})`;
  const note =
    most === AI_TEMPLATES_PER_FUNCTION && least === most
      ? ''
      : ` in plaats van ${AI_TEMPLATES_PER_FUNCTION}, omdat de branche ${counts.length} functies heeft`;
  return `${total} templates over ${counts.length} ${counts.length === 1 ? 'functie' : 'functies'}: ${per}${note}`;
}
