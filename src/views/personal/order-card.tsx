import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orderReasonOf } from '../../api/provider/order-errors';
import type { CashOutResult, Order, OrderLeg } from '../../api/provider/order-schemas';
import { useDateTime } from '../common/use-date-time';
import { CashOut } from './cash-out';
import {
  betKind,
  isOpen,
  legResultWord,
  optionWithLine,
  orderStatusWord,
  payout,
  potentialReturn,
  statusTone,
} from './order-text';
import { useMoney } from '../common/use-money';
import { useOddsText } from './use-odds-text';

/**
 * One sports bet: what kind (single, parlay, system), when, its status in words, each leg (match,
 * market, option with its line, odds taken, result), the stake, total odds and either the
 * potential return (open) or the win/loss and what came back (settled). An order the provider
 * lets cash out carries the cash-out panel.
 */
export function OrderCard({
  order,
  onCashedOut,
}: {
  order: Order;
  onCashedOut: (order: Order, result: CashOutResult) => void;
}) {
  const { t } = useTranslation(['personal', 'order-errors']);
  const money = useMoney();
  const odds = useOddsText();
  const formatTime = useDateTime('dateTime');
  const titleId = useId();
  // The panel stays once shown: cashing out ends with `cte` off, and the panel says it is done.
  const [cashable] = useState(order.cte);
  const kind = betKind(order);
  const kindText = t(
    `order.kind.${kind.key}`,
    kind.key === 'single'
      ? {}
      : kind.key === 'parlay'
        ? { legs: kind.legs }
        : { size: kind.size, legs: kind.legs, bets: kind.bets },
  );
  const status = orderStatusWord(order);
  const paid = payout(order);
  const title = t('order.title', { kind: kindText, time: formatTime(order.bt) });
  const reason =
    order.rj !== null && order.rj !== undefined && orderReasonOf(order.rj) !== 'unknown'
      ? t(`order-errors:reason.${orderReasonOf(order.rj)}`)
      : order.rjs;

  return (
    <li
      className="order-card card"
      aria-labelledby={titleId}
      data-testid="order"
      data-order-id={order.id}
      data-status={status}
    >
      <header className="order-head">
        <h3 id={titleId} className="order-title">
          <span className="order-kind">{kindText}</span>
          <time className="order-time tabular" dateTime={new Date(order.bt).toISOString()}>
            <span className="visually-hidden">{t('order.placedAt')} </span>
            {formatTime(order.bt)}
          </time>
        </h3>
        <span className={`state-pill tone-${statusTone(status)}`} data-testid="order-status">
          {t(`order.status.${status}`)}
        </span>
      </header>
      {(status === 'rejected' || status === 'cancelled') && reason && (
        <p className="order-reason">
          {t('order.reason')}: {reason}
        </p>
      )}
      <ul className="order-legs" aria-label={t('order.legs')}>
        {order.ops.map((leg, i) => (
          <LegRow key={`${leg.mid ?? ''}-${i}`} leg={leg} odds={odds} formatTime={formatTime} />
        ))}
      </ul>
      <dl className="order-figures">
        <div>
          <dt>{t('order.stake')}</dt>
          <dd className="tabular">{money(order.sa)}</dd>
        </div>
        <div>
          <dt>{t('order.totalOdds')}</dt>
          <dd className="tabular">{odds(order.od)}</dd>
        </div>
        {isOpen(order) ? (
          <div>
            <dt>{t('order.potentialReturn')}</dt>
            <dd className="tabular">{money(potentialReturn(order))}</dd>
          </div>
        ) : (
          order.uwl !== null &&
          order.uwl !== undefined && (
            <>
              <div>
                <dt>{t('order.winLoss')}</dt>
                <dd
                  className={`tabular win-loss ${order.uwl > 0 ? 'is-win' : order.uwl < 0 ? 'is-loss' : ''}`}
                  data-testid="win-loss"
                >
                  {order.uwl > 0 ? '+' : ''}
                  {money(order.uwl)}
                </dd>
              </div>
              {paid !== null && (
                <div>
                  <dt>{t('order.returned')}</dt>
                  <dd className="tabular">{money(paid)}</dd>
                </div>
              )}
            </>
          )
        )}
        <div className="order-id">
          <dt>{t('order.id')}</dt>
          <dd className="tabular">{order.id}</dd>
        </div>
      </dl>
      {cashable && <CashOut order={order} title={title} onCashedOut={(result) => onCashedOut(order, result)} />}
    </li>
  );
}

/** A leg's result shows once it has one (a parlay's legs settle one by one); an open leg says nothing. */
function LegRow({
  leg,
  odds,
  formatTime,
}: {
  leg: OrderLeg;
  odds: (od: number) => string;
  formatTime: (ms: number) => string;
}) {
  const { t } = useTranslation('personal');
  const result = legResultWord(leg);
  return (
    <li className="order-leg" data-testid="order-leg">
      <div className="leg-main">
        <span className="leg-option">{optionWithLine(leg.on, leg.li)}</span>
        <span className="leg-odds tabular">
          <span className="visually-hidden">{t('order.odds')} </span>
          {odds(leg.od)}
        </span>
      </div>
      <div className="leg-market">{leg.mn}</div>
      <div className="leg-match">
        <span>{leg.nm}</span>
        {typeof leg.mbt === 'number' && (
          <span className="leg-kickoff tabular">{t('order.kickOff', { time: formatTime(leg.mbt) })}</span>
        )}
        {leg.sc && <span className="leg-score tabular">{t('order.score', { score: leg.sc })}</span>}
      </div>
      {result !== 'open' && (
        <span className={`leg-result result-${result}`} data-testid="leg-result">
          {t(`order.leg.${result}`)}
        </span>
      )}
    </li>
  );
}
