import { useCallback } from 'react';
import { formatOdds } from '../../lib/format/odds';
import { useSportsSettings } from '../sports/common/use-sports-prefs';

/** Odds in the user's chosen format (history keeps European odds; the display follows the setting). */
export function useOddsText(): (european: number) => string {
  const { oddsFormat } = useSportsSettings();
  return useCallback((european: number) => formatOdds(european, oddsFormat) || '–', [oddsFormat]);
}
