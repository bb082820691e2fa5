/** The time, read again every `everyMs`: for warnings that come with age (a stale catalogue, a stuck sync). */
import { useEffect, useState } from 'react';

export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
