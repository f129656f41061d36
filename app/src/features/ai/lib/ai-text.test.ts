import { describe, expect, it } from 'vitest';
import { aiBlocks } from './ai-text';

describe('aiBlocks', () => {
  it('reads numbered capital headings, markdown headings, lists and paragraphs', () => {
    expect(
      aiBlocks(
        '1. SAMENVATTING\nAcme heeft 4 gesprekken.\n\n2. VOORTGANG VAN DE DOELEN\n- Laag: 3\n- Hoog: 1\n## Doelen\n1) Excel\n   Notitie: online',
      ),
    ).toEqual([
      { kind: 'heading', text: '1. SAMENVATTING' },
      { kind: 'paragraph', text: 'Acme heeft 4 gesprekken.' },
      { kind: 'heading', text: '2. VOORTGANG VAN DE DOELEN' },
      { kind: 'list', ordered: false, items: ['Laag: 3', 'Hoog: 1'] },
      { kind: 'heading', text: 'Doelen' },
      { kind: 'list', ordered: true, items: ['Excel\nNotitie: online'] },
    ]);
  });

  it('keeps markup a model might write as plain text', () => {
    expect(aiBlocks('<img src=x onerror=alert(1)> hallo')).toEqual([{ kind: 'paragraph', text: '<img src=x onerror=alert(1)> hallo' }]);
  });
});
