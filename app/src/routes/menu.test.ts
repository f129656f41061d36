import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../features/layout/components/menu-types';
import { testUser } from '../test/users';
import { mainMenu } from './menu';

const labels = (entries: MenuEntry[]) =>
  entries.flatMap((entry) => (entry.kind === 'link' ? [entry.label] : entry.children.map((child) => child.label)));

describe('the side menu per role', () => {
  it('gives the owner and the HR-manager everything, with the audit trail', () => {
    for (const role of ['owner', 'hr_manager'] as const) {
      const menu = labels(mainMenu(testUser(role)));
      for (const label of [
        'Dashboard',
        'Bedrijfsregistratie',
        'Medewerkerregistratie',
        'Gesprekkenlijst',
        'Kalender',
        'Groei tracking',
        'Audit trail',
      ]) {
        expect(menu, `${role}: ${label}`).toContain(label);
      }
    }
  });

  it('gives the auditor the conversations and the trail, but no growth figures or trend analysis', () => {
    const menu = labels(mainMenu(testUser('auditor')));
    expect(menu).toEqual(expect.arrayContaining(['Dashboard', 'Gesprekkenlijst', 'Audit trail']));
    expect(menu).not.toContain('Groei tracking');
    expect(menu).not.toContain('AI Trendanalyse');
  });

  it('gives the analyst figures, growth and the trend analysis, and never a list of conversations, people or the trail', () => {
    const menu = labels(mainMenu(testUser('analyst')));
    expect(menu).toEqual(expect.arrayContaining(['Dashboard', 'Groei tracking', 'AI Trendanalyse']));
    for (const hidden of ['Gesprekkenlijst', 'Kalender', 'Medewerkerregistratie', 'Doelen', 'Mijn templates', 'Audit trail']) {
      expect(menu, hidden).not.toContain(hidden);
    }
  });

  it('shows a member removed from the workspace in use no screens of its data', () => {
    expect(labels(mainMenu(testUser('hr_manager', { werkruimte: null })))).toEqual([]);
  });
});
