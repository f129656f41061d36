import { describe, expect, it } from 'vitest';
import { SECTIONS, sectionFromHash, sectionLabel } from './sections';

describe('sectionFromHash', () => {
  it('keeps the chosen section in the address, so a reload shows it again', () => {
    expect(sectionFromHash('#doelen')).toBe('doelen');
    expect(sectionFromHash('#log')).toBe('log');
  });

  it('falls back to the conversation itself for an empty or unknown hash', () => {
    expect(sectionFromHash('')).toBe('gesprek');
    expect(sectionFromHash('#onbekend')).toBe('gesprek');
  });
});

describe('sectionLabel', () => {
  it('shows the count of goals and ambitions', () => {
    const doelen = SECTIONS.find((s) => s.id === 'doelen')!;
    const log = SECTIONS.find((s) => s.id === 'log')!;
    expect(sectionLabel(doelen, { doelen: 3 })).toBe('Doelen (3)');
    expect(sectionLabel(log, { doelen: 3 })).toBe('Log');
  });
});
