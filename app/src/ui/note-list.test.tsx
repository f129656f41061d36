// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../test/render';
import { NoteList } from './note-list';

describe('NoteList', () => {
  it('numbers the texts and shows a note only where there is one', () => {
    render(<NoteList items={[{ text: 'Presenteren', note: 'Voor het team' }, { text: 'Plannen', note: null }, { text: 'Delegeren' }]} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(screen.getByRole('list').tagName).toBe('OL');
    expect(items.map((item) => item.textContent)).toEqual(['PresenterenVoor het team', 'Plannen', 'Delegeren']);
    expect(items[1].querySelector('.note-list__note')).toBeNull();
  });
});
