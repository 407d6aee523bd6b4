import { useCallback, useSyncExternalStore } from 'react';
import { formatOdds } from '../../lib/format/odds';
import { useSportsSettings } from '../sports/common/use-sports-prefs';

/** Odds in the user's chosen format (history keeps European odds; the display follows the setting). */
export function useOddsText(): (european: number) => string {
  const { oddsFormat } = useSportsSettings();
  return useCallback((european: number) => formatOdds(european, oddsFormat) || '–', [oddsFormat]);
}

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The browser's connection: false while offline (the bar shows, cash out and cancel wait). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}
