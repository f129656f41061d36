import { describe, expect, it } from 'vitest';
import { newRequestKey } from './request-key';

describe('newRequestKey', () => {
  it('gives 32 hex characters, different every time', () => {
    const keys = new Set(Array.from({ length: 100 }, newRequestKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
