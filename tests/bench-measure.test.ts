import { describe, expect, it } from 'vitest';
import { median, percentile } from '../bench/lib/measure';

describe("the benches' median and percentile", () => {
  it('takes the middle value of an odd count, the mean of the two middle ones of an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    // bench:rebuild:then's four rounds: neither side's lower middle round stands for it.
    expect(median([7150, 7030, 6361, 5582])).toBe(6695.5);
    expect(median([5])).toBe(5);
    expect(median([])).toBe(0);
  });

  it('leaves the samples it is given in their order', () => {
    const samples = [4, 1, 3, 2];
    median(samples);
    expect(samples).toEqual([4, 1, 3, 2]);
  });

  it('takes a percentile by nearest rank (a sample, never between two)', () => {
    const samples = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(samples, 99)).toBe(99);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile([10, 20], 50)).toBe(10);
  });
});
