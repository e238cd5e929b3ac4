import { useEffect, useRef, useState } from 'react';

/**
 * A text field whose value is applied only once typing stops for `delayMs`, so typing does not fire a
 * request per key. The applied value lives elsewhere (the URL); when it changes from outside (back
 * button, 'Limpar filtros') the field follows it.
 */
export function useDebouncedField(applied: string, apply: (value: string) => void, delayMs: number) {
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The timer must call the latest `apply`: one from an older render would write back an older URL.
  const latestApply = useRef(apply);
  useEffect(() => {
    latestApply.current = apply;
  });
  if (applied !== seen) {
    setSeen(applied);
    if (draft.trim() !== applied) setDraft(applied);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (value: string) => {
    setDraft(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latestApply.current(value.trim()), delayMs);
  };
  const cancel = () => clearTimeout(timer.current);
  return { draft, change, cancel };
}
