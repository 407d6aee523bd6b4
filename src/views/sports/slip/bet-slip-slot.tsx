import { useEffect, useState } from 'react';
import { nextTask } from '../../../lib/platform/next-task';
import { lazyReady, readyLoader } from '../../lazy-ready';
import { FeedBoundary, useFeedAfterPaint } from '../common/feed-after-paint';

/**
 * The slip panel (its stake, reserve and placing code, order-api and the slip's statechart), loaded
 * with the bet slip after the screen's first paint instead of inside the screen's chunk: none of it
 * is needed to paint the list or the match.
 */
const loadPanel = readyLoader(() => import('./bet-slip-panel').then((m) => ({ default: m.BetSlipPanel })));
const BetSlipPanel = lazyReady(loadPanel);

/**
 * Where a sports screen shows the slip: the panel once the slip is there; until then, on PC, an
 * empty card holding the slip column's place so the columns beside it keep their width. H5 shows
 * nothing meanwhile: its slip button stays hidden until the first selection anyway. The panel's
 * chunk is asked for in a task of its own after the first paint, not by the render that first shows
 * it (a lazy component's first render ran Vite's preload helper inside a long task; TBT).
 */
export function BetSlipSlot() {
  const painted = useFeedAfterPaint();
  const [asked, setAsked] = useState(false);
  useEffect(
    () =>
      painted
        ? nextTask(() => {
            void loadPanel().catch(() => undefined);
            setAsked(true);
          })
        : undefined,
    [painted],
  );
  const pending = <div className="slip-column card slip-pending" aria-hidden="true" />;
  if (!asked) return pending;
  return (
    <FeedBoundary fallback={pending}>
      <BetSlipPanel />
    </FeedBoundary>
  );
}
