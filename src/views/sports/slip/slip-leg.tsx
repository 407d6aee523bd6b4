import { useSelector } from '@xstate/react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatOdds } from '../../../lib/odds-format';
import { legKey, waitsForAcceptance } from '../../../machines/bet-slip/slip-rules';
import { selectReasons } from '../../../machines/bet-slip/slip-selectors';
import type { SlipLeg as Leg } from '../../../machines/bet-slip/slip-types';
import { CloseIcon } from '../../common/icons';
import { useBetSlip } from '../common/use-bet-slip';
import { useMatch } from '../common/use-match';
import { useSportsSettings } from '../common/use-sports-prefs';
import { ReserveForm } from './reserve-form';
import { SlipStake } from './slip-stake';

/** Names of a leg from the feed (the match may be off screen: the feed keeps it subscribed for the slip). */
function useLegNames(leg: Leg) {
  const { t } = useTranslation('sports');
  const view = useMatch(leg.matchId);
  const match = view?.match;
  const group = match?.mg.find((g) => g.mks.some((m) => m.id === leg.marketId));
  const market = group?.mks.find((m) => m.id === leg.marketId);
  const option = market?.op.find((o) => o.ty === leg.optionType);
  const title = match ? (match.ts.length === 2 ? `${match.ts[0]!.na} – ${match.ts[1]!.na}` : match.nm) : t('slip.match', { id: leg.matchId });
  const name = option?.na || leg.quote?.name || t(`selectionName.${leg.optionType}`, { defaultValue: String(leg.optionType) });
  const line = option?.li || leg.quote?.line || market?.li || '';
  return { title, market: group?.nm ?? t('slip.market', { id: leg.marketId }), pick: `${name} ${line}`.trim(), stale: view?.stale ?? false };
}

/** One selection: match, market, pick, the price (old and new side by side while a change waits), its stake for singles. */
export function SlipLeg({ leg, withStake }: { leg: Leg; withStake: boolean }) {
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
    <li className={`slip-item ${closed ? 'is-closed' : ''} ${waiting ? 'is-changed' : ''}`} data-testid={`slip-leg-${key}`}>
      <div className="slip-item-row">
        <div className="slip-item-text">
          <span className="slip-match">{names.title}</span>
          <span className="slip-market">{names.market}</span>
          <span className="slip-pick">{names.pick}</span>
          {closed && <span className="slip-flag" data-testid="slip-closed">{t('slip.closed')}</span>}
          {leg.movedFrom !== null && <span className="slip-flag is-info">{t('slip.lineMoved')}</span>}
        </div>
        <span className="slip-prices tabular" aria-live="polite">
          {moved && was && (
            <span className="slip-was" data-testid="slip-was">
              <span className="visually-hidden">{t('slip.was')}</span>
              <s>{was}</s>
            </span>
          )}
          <span className={`slip-odds ${names.stale ? 'is-stale' : ''} ${moved ? (up ? 'is-up' : 'is-down') : ''}`} data-testid="slip-odds">
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
      {withStake && <SlipStake stakeKey={key} label={t('slip.stakeFor', { selection: names.pick })} odds={leg.odds} />}
      {canReserve && (
        <button type="button" className="btn btn-ghost slip-reserve-toggle" aria-expanded={reserving} data-testid="reserve-toggle" onClick={() => setReserving((r) => !r)}>
          {t('slip.reserve.toggle')}
        </button>
      )}
      {canReserve && reserving && (
        <Suspense fallback={null}>
          <ReserveForm
            leg={{ matchId: leg.matchId, marketId: leg.marketId, optionType: leg.optionType, odds: leg.current, smin: leg.quote?.smin ?? null, smax: leg.quote?.smax ?? null }}
          />
        </Suspense>
      )}
    </li>
  );
}
