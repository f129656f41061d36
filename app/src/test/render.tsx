// The setup of every component test: jest-dom matchers, a clean DOM and unstubbed globals after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, vi } from 'vitest';
import { ToastProvider } from '../ui/toast-provider';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface RenderOptions {
  /** The address the router starts at, e.g. '/companies?x=1'. */
  route?: string;
}

/**
 * Renders `ui` the way the app does (router, SWR, toasts), with a cache of its own: nothing one test
 * fetched is seen by the next, and a request is never deduplicated away.
 */
export function renderWithApp(ui: ReactElement, { route = '/' }: RenderOptions = {}) {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <ToastProvider>{ui}</ToastProvider>
      </SWRConfig>
    </MemoryRouter>,
  );
  return { user, ...result };
}

/** A user-event session for tests that render a bare component. */
export const setupUser = () => userEvent.setup();

/** Clicks the button named `button` and returns the dialog then open, named `dialog` (the button's name unless said). */
export async function openDialog(user: ReturnType<typeof userEvent.setup>, button: string, dialog = button) {
  await user.click(await screen.findByRole('button', { name: button }));
  return screen.getByRole('dialog', { name: dialog });
}
