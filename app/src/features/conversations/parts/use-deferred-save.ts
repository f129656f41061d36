import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A value edited in place and saved shortly after the last change (or at once on `flush`, e.g. on blur).
 * While an edit is pending the server's value does not overwrite what the user sees; `save` should resolve
 * after the fresh server value has arrived, so the control never jumps back.
 */
export function useDeferredSave<T>(
  server: T,
  save: (value: T) => Promise<void>,
  delayMs: number,
  ready: (value: T) => boolean = () => true,
) {
  const [value, setValue] = useState(server);
  const [editing, setEditing] = useState(false);
  const latest = useRef(server);
  const serverRef = useRef(server);
  // What the server holds as far as we know: the value shown when the edit began, or what we sent
  // since. Refetches that arrive during an edit or a save do not change it: one that left before our
  // save answers with the old value, and a change back to that value must still be sent.
  const known = useRef(server);
  const saving = useRef(0);
  const saveRef = useRef(save);
  const readyRef = useRef(ready);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const dirty = useRef(false);

  useEffect(() => {
    saveRef.current = save;
    readyRef.current = ready;
  });
  useEffect(() => {
    serverRef.current = server;
  }, [server]);

  // When the server value or the editing state changes and nobody types, the server's value is shown:
  // adjusted while rendering, not in an effect after a frame with the old value.
  const [seen, setSeen] = useState({ server, editing });
  if (seen.server !== server || seen.editing !== editing) {
    setSeen({ server, editing });
    if (!editing) setValue(server);
  }
  useEffect(() => {
    if (!editing) latest.current = server;
  }, [server, editing]);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!dirty.current) return;
    const next = latest.current;
    if (!readyRef.current(next)) return;
    dirty.current = false;
    if (next === known.current) {
      setEditing(false);
      return;
    }
    known.current = next;
    saving.current += 1;
    void saveRef.current(next).finally(() => {
      saving.current -= 1;
      if (!dirty.current) setEditing(false);
    });
  }, []);

  const change = useCallback(
    (next: T) => {
      // A new edit starts from what is on screen: the server's value, as nothing is pending.
      if (!dirty.current && saving.current === 0) known.current = serverRef.current;
      setValue(next);
      latest.current = next;
      dirty.current = true;
      setEditing(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    [delayMs, flush],
  );

  // Leaving the screen (tab switch, navigation) still saves the last change.
  useEffect(() => () => flush(), [flush]);

  return { value, change, flush };
}
