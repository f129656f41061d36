// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../test/render';
import { Loading } from './loading';

describe('Loading', () => {
  it("says 'Laden...' as a polite status, the spinner hidden from screen readers", () => {
    const { container } = render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Laden...');
    expect(container.querySelector('.spinner')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes the variant that fits the place: a section, one line, or the whole page', () => {
    const { rerender } = render(<Loading />);
    expect(screen.getByRole('status')).toHaveClass('loading--block');
    rerender(<Loading variant="inline" />);
    expect(screen.getByRole('status')).toHaveClass('loading--inline');
    rerender(<Loading variant="page" label="Even geduld..." />);
    expect(screen.getByRole('status')).toHaveClass('loading--page');
    expect(screen.getByRole('status')).toHaveTextContent('Even geduld...');
  });
});
