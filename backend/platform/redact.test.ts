import { describe, expect, it } from 'vitest';
import { redactPersonal } from './redact';

describe('redactPersonal', () => {
  it('masks addresses in an SMTP rejection and keeps the rest', () => {
    expect(redactPersonal('550 5.1.1 <Jan.de-Vries+pop@voorbeeld.nl>: Recipient address rejected')).toBe(
      '550 5.1.1 <[e-mailadres]>: Recipient address rejected',
    );
  });

  it('masks the values PostgreSQL quotes of a violated key, names included', () => {
    expect(redactPersonal('duplicate key: Key (naam, email)=(Jan Jansen, jan@x.nl) already exists.')).toBe(
      'duplicate key: Key (naam, email)=(…) already exists.',
    );
  });

  it('leaves a text without personal data alone', () => {
    expect(redactPersonal('relation "read.x" does not exist')).toBe('relation "read.x" does not exist');
  });
});
