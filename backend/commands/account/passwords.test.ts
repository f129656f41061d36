import os from 'node:os';
import argon2 from 'argon2';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('runs at most one argon2 call per core at a time, and every call still finishes', async () => {
    let active = 0;
    let peak = 0;
    const original = argon2.verify;
    const spy = vi.spyOn(argon2, 'verify').mockImplementation(async (...args: Parameters<typeof argon2.verify>) => {
      active++;
      peak = Math.max(peak, active);
      try {
        return await original(...args);
      } finally {
        active--;
      }
    });
    const hash = await hashPassword('geheim123');
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => verifyPassword(hash, i % 2 ? 'geheim123' : 'fout')));
    spy.mockRestore();
    expect(results).toEqual([false, true, false, true, false, true, false, true]);
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(Math.max(1, os.availableParallelism()));
  });
});
