import { useEffect, useState } from 'react';

/**
 * The server's current time, ticking every `intervalMs`. The offset corrects a client clock that is
 * wrong, so the countdown opens the room when the server does.
 */
export function useServerClock(offsetMs: number, intervalMs = 1000): number {
  const [clientNow, setClientNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setClientNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return clientNow + offsetMs;
}
