import { useEffect, useState } from 'react';

/**
 * `flag`, but true only once it has stayed true for `ms`, and false again as soon as it is false:
 * for words about a state that usually passes by itself within a moment, so they do not flash.
 */
export function useLastingFlag(flag: boolean, ms: number): boolean {
  const [lasted, setLasted] = useState(false);
  useEffect(() => {
    if (!flag) return;
    const timer = setTimeout(() => setLasted(true), ms);
    return () => {
      clearTimeout(timer);
      setLasted(false);
    };
  }, [flag, ms]);
  return flag && lasted;
}
