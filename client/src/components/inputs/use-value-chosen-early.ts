import { useEffect, useRef, type RefObject } from 'react';

/**
 * A field of a page the server rendered can be typed in or chosen from before the app has adopted the
 * page, when nothing listens to it yet. Once the app runs, the field's value is taken up, once, rather
 * than left showing a search or a choice with nothing behind it. Pass the returned ref to the field.
 */
export function useValueChosenEarly<Field extends HTMLInputElement | HTMLSelectElement>(
  value: string,
  onChange: (value: string) => void,
): RefObject<Field | null> {
  const field = useRef<Field>(null);
  const takenUp = useRef(false);
  useEffect(() => {
    // Only once, at adoption (afterwards the field and the state move together), even where StrictMode
    // runs the effect twice before the new value has come back as a prop.
    if (takenUp.current) return;
    takenUp.current = true;
    const early = field.current?.value;
    if (early !== undefined && early !== value) onChange(early);
  }, [value, onChange]);
  return field;
}
