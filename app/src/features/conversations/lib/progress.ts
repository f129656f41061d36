/** Progress colours of SPEC section 4: >=8 green, >=5 orange, >=1 red-orange, else grey (0-10 scale). */
export type ProgressTone = 'green' | 'orange' | 'red-orange' | 'grey';

export function progressTone(value: number): ProgressTone {
  if (value >= 8) return 'green';
  if (value >= 5) return 'orange';
  if (value >= 1) return 'red-orange';
  return 'grey';
}

export const PROGRESS_COLOURS: Record<ProgressTone, string> = {
  green: '#16a34a',
  orange: '#f59e0b',
  'red-orange': '#ea580c',
  grey: '#9ca3af',
};

/** A goal's percentage is voortgang x 10; the overall value has one decimal. */
export const progressPercent = (value: number) => Math.round(value * 10);
