import { useState } from 'react';

/**
 * Calls `start` in the render in which a modal opens (or opens for another `key`, e.g. the next company
 * to edit), so every opening starts afresh. It runs while rendering (React's "adjust state on a prop
 * change"): an effect would first paint the previous opening's values and then replace them.
 */
export function useFreshOpening(open: boolean, start: () => void, key?: unknown): void {
  const [shownFor, setShownFor] = useState({ open, key });
  if (shownFor.open !== open || shownFor.key !== key) {
    setShownFor({ open, key });
    if (open) start();
  }
}
