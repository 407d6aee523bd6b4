import { useSelector } from '@xstate/react';
import { memo, Suspense, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatOdds } from '../../../lib/format/odds';
import { legKey, waitsForAcceptance } from '../../../machines/bet-slip/slip-rules';
import { selectReasons } from '../../../machines/bet-slip/slip-selectors';
import type { SlipLeg as Leg } from '../../../machines/bet-slip/slip-types';
import type { MatchView } from '../../../streams/match-feed-types';
import { CloseIcon } from '../../common/icons';
import { useBetSlip } from '../common/use-bet-slip';
import { selectedStore } from '../common/external-store';
import { useSportsFeed } from '../common/use-sports-feed';
import { useSportsSettings } from '../common/use-sports-prefs';
import { ReserveForm } from './reserve-form';
import { SlipStake } from './slip-stake';

/** What a leg shows from the feed: only these, so a push that moves another market re-renders nothing. */
interface LegText {
  readonly title: string | null;
  readonly market: string | null;
  readonly name: string;
  readonly optionLine: string;
  readonly marketLine: string;
  readonly stale: boolean;
}

function legTextOf(view: MatchView | null, marketId: number, optionType: number): LegText {
  const match = view?.match;
  const group = match?.mg.find((g) => g.mks.some((m) => m.id === marketId));
  const market = group?.mks.find((m) => m.id === marketId);
  const option = market?.op.find((o) => o.ty === optionType);
  return {
    title: match ? (match.ts.length === 2 ? `${match.ts[0]!.na} – ${match.ts[1]!.na}` : match.nm) : null,
    market: group?.nm ?? null,
    name: option?.na ?? '',
    optionLine: option?.li ?? '',
    marketLine: market?.li ?? '',
    stale: view?.stale ?? false,
  };
}

const sameText = (a: LegText, b: LegText) =>
  a.title === b.title &&
  a.market === b.market &&
  a.name === b.name &&
  a.optionLine === b.optionLine &&
  a.marketLine === b.marketLine &&
  a.stale === b.stale;

/**
 * Names of a leg from the feed (the match may be off screen: the feed keeps it subscribed for the
 * slip). Under an odds storm a leg's match changes on every push; the leg re-renders only when
 * what it shows from it changes (its price comes from the chart).
 */
function useLegNames(leg: Leg) {
  const { t } = useTranslation('sports');
  const { feed } = useSportsFeed();
  const { matchId, marketId, optionType } = leg;
  const store = useMemo(
    () => selectedStore(feed.match$(matchId), (view: MatchView) => legTextOf(view, marketId, optionType), sameText),
    [feed, matchId, marketId, optionType],
  );
  const text = useSyncExternalStore(store.subscribe, store.getSnapshot) ?? legTextOf(null, marketId, optionType);
  const title = text.title ?? t('slip.match', { id: matchId });
  const name = text.name || leg.quote?.name || t(`selectionName.${optionType}`, { defaultValue: String(optionType) });
  const line = text.optionLine || leg.quote?.line || text.marketLine || '';
  return {
    title,
    market: text.market ?? t('slip.market', { id: marketId }),
    pick: `${name} ${line}`.trim(),
    stale: text.stale,
  };
}

/**
 * One selection: match, market, pick, the price (old and new side by side while a change waits),
 * its stake for singles. Memoized: a pushed price gives only its own leg a new object.
 */
export const SlipLeg = memo(function SlipLeg({ leg, withStake }: { leg: Leg; withStake: boolean }) {
  const { t } = useTranslation('sports');
  const slip = useBetSlip();
  const { oddsFormat } = useSportsSettings();
  const names = useLegNames(leg);
  const key = legKey(leg);
  const closed = useSelector(slip, (s) => selectReasons(s).some((r) => r.code === 'marketClosed' && r.key === key));
  const waiting = waitsForAcceptance(leg);
  const up = waiting ? leg.current > leg.odds : leg.previous !== null && leg.odds > leg.previous;
  const moved = waiting || leg.previous !== null;
  const price = formatOdds(waiting ? leg.current : leg.odds, oddsFormat) || '–';
  const was = formatOdds(waiting ? leg.odds : (leg.previous ?? leg.odds), oddsFormat);
  const [reserving, setReserving] = useState(false);
  const canReserve = withStake && !closed && leg.quote !== null && leg.current > 0;
  return (
    <li
      className={`slip-item ${closed ? 'is-closed' : ''} ${waiting ? 'is-changed' : ''}`}
      data-testid={`slip-leg-${key}`}
    >
      <div className="slip-item-row">
        <div className="slip-item-text">
          <span className="slip-match">{names.title}</span>
          <span className="slip-market">{names.market}</span>
          <span className="slip-pick">{names.pick}</span>
          {closed && (
            <span className="slip-flag" data-testid="slip-closed">
              {t('slip.closed')}
            </span>
          )}
          {leg.movedFrom !== null && <span className="slip-flag is-info">{t('slip.lineMoved')}</span>}
        </div>
        <span className="slip-prices tabular" aria-live="polite">
          {moved && was && (
            <span className="slip-was" data-testid="slip-was">
              <span className="visually-hidden">{t('slip.was')}</span>
              <s>{was}</s>
            </span>
          )}
          <span
            className={`slip-odds ${names.stale ? 'is-stale' : ''} ${moved ? (up ? 'is-up' : 'is-down') : ''}`}
            data-testid="slip-odds"
          >
            {moved && <span aria-hidden="true">{up ? '▲' : '▼'}</span>}
            {moved && <span className="visually-hidden">{t(up ? 'odds.state.up' : 'odds.state.down')}</span>}
            {price}
          </span>
        </span>
        <button
          type="button"
          className="btn btn-ghost icon-button"
          aria-label={t('slip.remove', { selection: `${names.title} ${names.pick}` })}
          onClick={() => slip.send({ type: 'REMOVE', marketId: leg.marketId, optionType: leg.optionType })}
        >
          <CloseIcon size={16} />
        </button>
      </div>
      {withStake && <SlipStake stakeKey={key} label={t('slip.stakeFor', { selection: names.pick })} />}
      {canReserve && (
        <button
          type="button"
          className="btn btn-ghost slip-reserve-toggle"
          aria-expanded={reserving}
          data-testid="reserve-toggle"
          onClick={() => setReserving((r) => !r)}
        >
          {t('slip.reserve.toggle')}
        </button>
      )}
      {canReserve && reserving && (
        <Suspense fallback={null}>
          <ReserveForm
            leg={{
              matchId: leg.matchId,
              marketId: leg.marketId,
              optionType: leg.optionType,
              odds: leg.current,
              smin: leg.quote?.smin ?? null,
              smax: leg.quote?.smax ?? null,
            }}
          />
        </Suspense>
      )}
    </li>
  );
});
