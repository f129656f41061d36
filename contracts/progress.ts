/*
 * SPEC 4, Progress: the rules the app and the backend share, each written once.
 */

/**
 * The average of `count` goals whose progress (whole numbers 0-10) adds up to `sum`, to one decimal,
 * half away from zero as PostgreSQL's round(numeric, 1). Counted in tenths, so x.x5 is not lost to
 * floating point (0.15 * 10 is not 1.5 in binary).
 */
export function averageProgress(sum: number, count: number): number {
  if (count <= 0) return 0;
  return (Math.sign(sum) * Math.floor((20 * Math.abs(sum) + count) / (2 * count))) / 10;
}

/** A conversation's overall progress: the average of its goals' progress, one decimal; 0 without goals. */
export const overallProgress = (progress: readonly number[]): number =>
  averageProgress(
    progress.reduce((sum, p) => sum + p, 0),
    progress.length,
  );

/** The colour band of a progress on the 0-10 scale: >=8 green, >=5 orange, >=1 red-orange, else grey. */
export type ProgressTone = 'green' | 'orange' | 'red-orange' | 'grey';

export function progressTone(value: number): ProgressTone {
  if (value >= 8) return 'green';
  if (value >= 5) return 'orange';
  if (value >= 1) return 'red-orange';
  return 'grey';
}

export const PROGRESS_COLOURS: Readonly<Record<ProgressTone, string>> = {
  green: '#16a34a',
  orange: '#f59e0b',
  'red-orange': '#ea580c',
  grey: '#9ca3af',
};
