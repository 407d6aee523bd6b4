import { lazy } from 'react';
import { FeedBoundary } from '../common/feed-after-paint';

/**
 * The slip panel (its stake, reserve and placing code, order-api and the slip's statechart), loaded
 * with the bet slip after the screen's first paint instead of inside the screen's chunk: none of it
 * is needed to paint the list or the match (issue H part 4).
 */
const BetSlipPanel = lazy(() => import('./bet-slip-panel').then((m) => ({ default: m.BetSlipPanel })));

/**
 * Where a sports screen shows the slip: the panel once the slip is there; until then, on PC, an
 * empty card holding the slip column's place so the columns beside it keep their width. H5 shows
 * nothing meanwhile: its slip button stays hidden until the first selection anyway.
 */
export function BetSlipSlot() {
  return (
    <FeedBoundary fallback={<div className="slip-column card slip-pending" aria-hidden="true" />}>
      <BetSlipPanel />
    </FeedBoundary>
  );
}
