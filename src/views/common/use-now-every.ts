import { useEffect, useState } from 'react';

/** The time now, read again every `ms`: for what opens and closes while a page stays open (maintenance windows). */
export function useNowEvery(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}
