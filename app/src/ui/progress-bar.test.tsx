// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../test/render';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('is a named progressbar with its value when it has a label', () => {
    render(<ProgressBar value={6.5} max={10} label="Totale voortgang" valueText="6,5 van 10" colour="#f59e0b" />);
    const bar = screen.getByRole('progressbar', { name: 'Totale voortgang' });
    expect(bar).toHaveAttribute('aria-valuenow', '6.5');
    expect(bar).toHaveAttribute('aria-valuemax', '10');
    expect(bar).toHaveAttribute('aria-valuetext', '6,5 van 10');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('65%');
  });

  it('is hidden from screen readers without a label: the value is written beside it', () => {
    const { container } = render(<ProgressBar value={70} max={100} size="small" />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toHaveClass('progress-bar--small');
  });

  it('never draws past either end', () => {
    const { container, rerender } = render(<ProgressBar value={12} max={10} />);
    const fill = () => (container.querySelector('.progress-bar__fill') as HTMLElement).style.width;
    expect(fill()).toBe('100%');
    rerender(<ProgressBar value={-1} max={10} />);
    expect(fill()).toBe('0%');
    rerender(<ProgressBar value={0} max={0} />);
    expect(fill()).toBe('0%');
  });
});
