import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * One choice of a history screen kept in the URL (`?status=settled&window=yesterday`), so a reload,
 * back/forward or a shared link keeps it. A missing or unknown value reads as the first option.
 * Changing it replaces the history entry (choices are not pages).
 */
export function useChoiceParam<K extends string>(name: string, options: readonly K[]): [K, (value: K) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const value = (options as readonly string[]).includes(raw ?? '') ? (raw as K) : options[0]!;
  const set = useCallback(
    (next: K) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          copy.set(name, next);
          return copy;
        },
        { replace: true },
      ),
    [setParams, name],
  );
  return [value, set];
}
