// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setupUser } from '../test/render';
import { SearchToolbar } from './search-toolbar';

function Harness({ onChange, labelVisible = false }: { onChange: (value: string) => void; labelVisible?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <SearchToolbar
      label="Zoek bedrijven"
      placeholder="Zoek op naam of branche..."
      labelVisible={labelVisible}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    >
      <button type="button">Filter</button>
    </SearchToolbar>
  );
}

describe('SearchToolbar', () => {
  it('names the search field for screen readers and hands every keystroke back', async () => {
    const onChange = vi.fn();
    const user = setupUser();
    render(<Harness onChange={onChange} />);
    const field = screen.getByRole('searchbox', { name: 'Zoek bedrijven' });
    expect(field).toHaveAttribute('placeholder', 'Zoek op naam of branche...');
    await user.type(field, 'Vos');
    expect(onChange).toHaveBeenLastCalledWith('Vos');
    expect(field).toHaveValue('Vos');
  });

  it('shows the label above the field in a filter bar, tied to the field', () => {
    render(<Harness onChange={vi.fn()} labelVisible />);
    expect(screen.getByText('Zoek bedrijven').tagName).toBe('LABEL');
    expect(screen.getByLabelText('Zoek bedrijven')).toHaveAttribute('type', 'search');
  });

  it('places the filters it is given beside the search field', () => {
    const { container } = render(<Harness onChange={vi.fn()} />);
    expect(container.querySelector('.search-toolbar')).toContainElement(screen.getByRole('button', { name: 'Filter' }));
  });
});
