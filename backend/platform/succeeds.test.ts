import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { succeeds } from './succeeds';

describe('succeeds', () => {
  it('answers whether the work went well, and drops its error', async () => {
    expect(await succeeds(fs.stat(os.tmpdir()))).toBe(true);
    expect(await succeeds(fs.stat(path.join(os.tmpdir(), 'pop-platform-no-such-file')))).toBe(false);
    expect(await succeeds(Promise.reject(new Error('weg')))).toBe(false);
  });
});
