// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../test/render';
import { IconBadge } from './icon-badge';

describe('IconBadge', () => {
  it('is decoration: hidden from screen readers, beside a text that names it', () => {
    const { container } = render(<IconBadge>E</IconBadge>);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toHaveTextContent('E');
  });

  it('takes its size, shape and tone from the screen', () => {
    const { container } = render(
      <IconBadge size={56} shape="circle" tone="danger" className="guide-intro__icon">
        !
      </IconBadge>,
    );
    const badge = container.firstElementChild as HTMLElement;
    expect(badge).toHaveClass('icon-badge', 'icon-badge--circle', 'icon-badge--danger', 'guide-intro__icon');
    expect(badge.style.getPropertyValue('--icon-badge-size')).toBe('56px');
  });

  it('is a 40 px rounded square in the brand colour unless told otherwise', () => {
    const { container } = render(<IconBadge>x</IconBadge>);
    const badge = container.firstElementChild as HTMLElement;
    expect(badge).toHaveClass('icon-badge--rounded', 'icon-badge--primary');
    expect(badge.style.getPropertyValue('--icon-badge-size')).toBe('40px');
  });
});
