// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/render';
import { useDeferredSave } from './use-deferred-save';

describe('useDeferredSave', () => {
  it('sends a change back to the old value while the answer to the first save is still out', async () => {
    // The first save does not resolve yet: the server prop still says '' (no deadline).
    let finishFirst: () => void = () => {};
    const save = vi.fn((value: string) =>
      value === '2030-07-01' ? new Promise<void>((resolve) => (finishFirst = resolve)) : Promise.resolve(),
    );
    const { result } = renderHook(() => useDeferredSave<string>('', save, 700));

    act(() => result.current.change('2030-07-01'));
    act(() => result.current.flush());
    expect(save).toHaveBeenCalledWith('2030-07-01');

    // Cleared before the first save's refetch arrived: the server holds 2030-07-01, so '' must go out.
    act(() => result.current.change(''));
    act(() => result.current.flush());
    expect(save).toHaveBeenLastCalledWith('');
    expect(save).toHaveBeenCalledTimes(2);
    await act(async () => finishFirst());
    expect(result.current.value).toBe('');
  });

  it('sends a change back to an old value that an out-of-date refetch showed during the save', async () => {
    let finishFirst: () => void = () => {};
    const save = vi.fn((value: string) => (value === 'B' ? new Promise<void>((resolve) => (finishFirst = resolve)) : Promise.resolve()));
    const { result, rerender } = renderHook(({ server }) => useDeferredSave<string>(server, save, 700), { initialProps: { server: 'A' } });

    act(() => result.current.change('B'));
    act(() => result.current.flush());
    // Two refetches answer out of order while the save is out: first the new value, then one that left earlier.
    rerender({ server: 'B' });
    rerender({ server: 'A' });
    expect(result.current.value).toBe('B');

    // The user goes back to A: the server holds B, so A must go out.
    act(() => result.current.change('A'));
    act(() => result.current.flush());
    expect(save).toHaveBeenLastCalledWith('A');
    await act(async () => finishFirst());
  });

  it('sends nothing when the value ends where the server already is', () => {
    const save = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useDeferredSave(3, save, 400));
    act(() => result.current.change(5));
    act(() => result.current.change(3));
    act(() => result.current.flush());
    expect(save).not.toHaveBeenCalled();
  });
});
