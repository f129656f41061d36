import { describe, expect, it } from 'vitest';
import { ValidationError } from '../platform/errors';
import { assertStorable } from './storable';

describe('what an event may hold', () => {
  it('refuses NUL and other control characters and broken surrogates anywhere in its data', () => {
    expect(() => assertStorable({ name: 'Acme\u0000' })).toThrow(ValidationError);
    expect(() => assertStorable({ goals: [{ description: 'ok' }, { description: 'x\u001b[31m' }] })).toThrow(
      'De tekst bevat ongeldige tekens',
    );
    expect(() => assertStorable({ note: 'half \ud800' })).toThrow(ValidationError);
  });

  it('accepts text people type: line breaks, tabs, accents, emoji', () => {
    expect(() => assertStorable({ report: 'Regel 1\r\nRegel 2\tmet tab', name: 'Zoë 👍', count: 3, deadline: null })).not.toThrow();
  });
});
