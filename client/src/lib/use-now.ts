import { useEffect, useState } from 'react';
import { useCalendar } from './calendar.tsx';

/** The current time, refreshed every `intervalMs` so time-bound buttons open and close on their own. */
export function useNow(intervalMs = 30_000): Date {
  const calendar = useCalendar();
  const [now, setNow] = useState(() => calendar.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(calendar.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [calendar, intervalMs]);
  return now;
}
