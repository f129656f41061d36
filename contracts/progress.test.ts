import { describe, expect, it } from 'vitest';
import { averageProgress, overallProgress, PROGRESS_COLOURS, progressTone } from './progress';

describe('overall progress (SPEC 4)', () => {
  it('is the average of the goals rounded to one decimal, 0 without goals', () => {
    expect(overallProgress([])).toBe(0);
    expect(overallProgress([7, 8, 8])).toBe(7.7);
    expect(overallProgress([10, 5])).toBe(7.5);
  });

  it("rounds half up as PostgreSQL's round(numeric, 1), also where binary floating point falls short", () => {
    expect(overallProgress([0, 0, 1, 0])).toBe(0.3);
    expect(averageProgress(3, 20)).toBe(0.2);
    expect(averageProgress(1, 40)).toBe(0);
    expect(averageProgress(3, 40)).toBe(0.1);
    // Every sum of up to 60 goals gives what round(sum / n, 1) in exact decimals gives.
    for (let n = 1; n <= 60; n++)
      for (let sum = 0; sum <= 10 * n; sum++) {
        const hundredths = Math.floor((100 * sum) / n);
        const exact = (Math.floor(hundredths / 10) + (hundredths % 10 >= 5 ? 1 : 0)) / 10;
        expect(averageProgress(sum, n), `${sum}/${n}`).toBe(exact);
      }
  });
});

describe('progress colours (SPEC 4)', () => {
  it('are green from 8, orange from 5, red-orange from 1, grey below', () => {
    expect([10, 8, 7.9, 5, 4.9, 1, 0.9, 0].map(progressTone)).toEqual([
      'green',
      'green',
      'orange',
      'orange',
      'red-orange',
      'red-orange',
      'grey',
      'grey',
    ]);
    expect(PROGRESS_COLOURS[progressTone(6)]).toBe('#f59e0b');
  });
});
