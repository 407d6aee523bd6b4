import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { outcomeOf } from '../../../machines/bet-slip/placement';
import { slipPhase } from '../../../machines/bet-slip/slip-selectors';
import { isConfirmed, isRejected, type PlacementOrder } from '../../../machines/bet-slip/slip-types';
import { useBetSlip } from '../common/use-bet-slip';
import { useMoney } from '../../common/use-money';

function orderState(o: PlacementOrder): 'confirmed' | 'rejected' | 'pending' | 'notPlaced' {
  if (o.oid === null) return 'notPlaced';
  if (isConfirmed(o.st)) return 'confirmed';
  if (isRejected(o.st)) return 'rejected';
  return 'pending';
}

/** A placement in flight or finished: what is happening, each order's outcome with its reason, what to do next. */
export function SlipStatus() {
  const { t } = useTranslation('sports');
  const slip = useBetSlip();
  const money = useMoney();
  const phase = useSelector(slip, slipPhase);
  const placement = useSelector(slip, (s) => s.context.placement);
  if (!['sending', 'slow', 'reconciling', 'tracking', 'done', 'unplaced'].includes(phase)) return null;
  const outcome = placement ? outcomeOf(placement) : null;
  return (
    <section className={`slip-status is-${phase}`} data-testid="slip-status" data-phase={phase}>
      <p className="slip-status-title" role="status">
        {phase === 'done' && outcome
          ? t('slip.status.doneSummary', { confirmed: outcome.confirmed, rejected: outcome.rejected })
          : t(`slip.status.${phase}`)}
      </p>
      {placement && placement.orders.length > 0 && phase !== 'sending' && phase !== 'slow' && (
        <ul className="slip-orders">
          {placement.orders.map((o, i) => {
            const state = orderState(o);
            return (
              <li
                key={o.cid}
                className={`slip-order is-${state}`}
                data-testid="slip-order"
                data-state={state}
                data-cid={o.cid}
                data-oid={o.oid ?? undefined}
              >
                <span>{t('slip.orderLine', { index: i + 1, stake: money(o.stake) })}</span>
                <span className="slip-order-state">{t(`slip.order.${state}`)}</span>
                {state === 'rejected' && (
                  <span className="slip-order-reason" data-testid="slip-order-reason">
                    {o.rjs || t(`slip.rejectReason.${o.rj ?? 0}`, { defaultValue: t('slip.rejectReason.0') })}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {phase === 'done' && (
        <div className="slip-actions">
          <button type="button" className="btn" onClick={() => slip.send({ type: 'KEEP' })}>
            {t('slip.keep')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            data-testid="slip-dismiss"
            onClick={() => slip.send({ type: 'DISMISS' })}
          >
            {t('slip.done')}
          </button>
        </div>
      )}
      {phase === 'unplaced' && (
        <div className="slip-actions">
          <button type="button" className="btn" onClick={() => slip.send({ type: 'DISCARD' })}>
            {t('slip.discard')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            data-testid="slip-retry"
            onClick={() => slip.send({ type: 'RETRY' })}
          >
            {t('slip.retry')}
          </button>
        </div>
      )}
    </section>
  );
}
