import { describe, expect, it } from 'vitest';
import { describeSpread, spreadOver } from './spread';

describe("spreading the 30 AI templates over a branch's functions", () => {
  it('gives 3 to each of 10 functions (SPEC 9)', () => {
    expect(spreadOver(10)).toEqual(Array(10).fill(3));
    expect(describeSpread(spreadOver(10))).toBe('30 templates over 10 functies: 3 per functie');
  });

  it('keeps 30 for fewer functions, as evenly as possible, the first functions taking the rest', () => {
    expect(spreadOver(6)).toEqual([5, 5, 5, 5, 5, 5]);
    expect(spreadOver(7)).toEqual([5, 5, 4, 4, 4, 4, 4]);
    expect(describeSpread(spreadOver(6))).toBe(
      '30 templates over 6 functies: 5 per functie in plaats van 3, omdat de branche 6 functies heeft',
    );
    expect(describeSpread(spreadOver(7))).toBe(
      '30 templates over 7 functies: 4 of 5 per functie (de eerste 2 functies krijgen er 5) in plaats van 3, omdat de branche 7 functies heeft',
    );
  });

  it('keeps 30 for more functions too, and says when a branch has none', () => {
    expect(spreadOver(12)).toEqual([3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2]);
    for (const n of [1, 4, 9, 11, 31]) expect(spreadOver(n).reduce((a, b) => a + b, 0)).toBe(30);
    expect(spreadOver(0)).toEqual([]);
    expect(describeSpread([])).toBe('deze branche heeft geen functies');
  });
});
