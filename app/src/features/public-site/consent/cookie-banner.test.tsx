// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { analyticsAllowed, CONSENT_KEY } from './consent-storage';
import { CookieBanner } from './cookie-banner';

beforeEach(() => localStorage.clear());

describe('cookie banner', () => {
  it('shows until a choice is stored: declining stores false and allows no analytics', async () => {
    const { user, unmount } = renderWithApp(<CookieBanner />);
    expect(screen.getByRole('region', { name: 'Cookies' })).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Weigeren' }));
    expect(screen.queryByRole('region', { name: 'Cookies' })).not.toBeInTheDocument();
    expect(localStorage.getItem(CONSENT_KEY)).toBe('false');
    expect(analyticsAllowed()).toBe(false);
    unmount();
    renderWithApp(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Cookies' })).not.toBeInTheDocument();
  });

  it('accepting stores true', async () => {
    const { user } = renderWithApp(<CookieBanner />);
    await user.click(screen.getByRole('button', { name: 'Accepteren' }));
    expect(localStorage.getItem(CONSENT_KEY)).toBe('true');
    expect(analyticsAllowed()).toBe(true);
  });
});
