import { describe, expect, it, vi } from 'vitest';
import type { ItemChange } from './item-changes';
import { saveItemText } from './item-save';
import { FAILURE } from './messages';

describe('saveItemText', () => {
  const before = { omschrijving: 'Excel leren', notitie: '' };

  it('sends text and note one field per call, each with its own failure text, and refreshes once', async () => {
    const sent: [ItemChange, string][] = [];
    const send = vi.fn(async (change: ItemChange, failure: string) => (sent.push([change, failure]), true));
    const onChanged = vi.fn(async () => undefined);
    const ok = await saveItemText(before, { omschrijving: ' Excel beheersen ', notitie: 'Cursus' }, send, FAILURE.updateGoal, onChanged);
    expect(ok).toBe(true);
    expect(sent).toEqual([
      [{ omschrijving: 'Excel beheersen' }, FAILURE.updateGoal],
      [{ notitie: 'Cursus' }, FAILURE.saveNote],
    ]);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('still sends the note after the text failed, and answers false', async () => {
    const send = vi.fn(async (change: ItemChange) => !('omschrijving' in change));
    const onChanged = vi.fn(async () => undefined);
    const ok = await saveItemText(before, { omschrijving: 'Anders', notitie: 'Cursus' }, send, FAILURE.updateAmbition, onChanged);
    expect(ok).toBe(false);
    expect(send).toHaveBeenCalledTimes(2);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('sends nothing for an unchanged item but still refreshes', async () => {
    const send = vi.fn(async () => true);
    const onChanged = vi.fn(async () => undefined);
    expect(await saveItemText(before, { ...before }, send, FAILURE.updateGoal, onChanged)).toBe(true);
    expect(send).not.toHaveBeenCalled();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });
});
