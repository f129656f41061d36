import { useEffect, useRef, type RefObject } from 'react';

/**
 * A ref that always holds the latest `value` (updated after each render that changes it), so an effect or a
 * timer can call the newest callback without listing it as a dependency and restarting.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  }, [value]);
  return ref;
}
