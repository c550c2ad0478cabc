import { useEffect, useMemo, useState } from 'react';

const TICK_MS = 30_000;

/**
 * The server's clock, moving: `serverNow` is when the server answered, and the time since then is
 * added by the browser's clock every 30 s (the board's "now" line and its minutes left).
 */
export function useServerNow(serverNow: string): Date {
  const offset = useMemo(() => new Date(serverNow).getTime() - Date.now(), [serverNow]);
  const [now, setNow] = useState(() => new Date(Date.now() + offset));
  useEffect(() => {
    setNow(new Date(Date.now() + offset));
    const timer = setInterval(() => setNow(new Date(Date.now() + offset)), TICK_MS);
    return () => clearInterval(timer);
  }, [offset]);
  return now;
}
