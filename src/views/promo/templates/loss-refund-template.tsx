import { useTranslation } from 'react-i18next';
import type { DetailOf } from '../../../api/site/promo-api';
import { ClaimFeedback, LoginToJoin } from '../claim-parts';
import { useDateTime } from '../../common/use-date-time';
import { useMoney } from '../../common/use-money';
import { useNumber } from '../../common/use-number';
import { SERVICE_TIME_ZONE, useClaim } from '../use-promo';

/**
 * The loss refund (docs/promo-api.md, "Loss refund"): the rule and the period, the share by loss band and
 * the cap, then the member's net loss of the period so far and the refund it gives, as the server
 * computed them from the ledger, and the claim (once a period). No net loss is said in place of a refund.
 */
export function LossRefundTemplate({ detail }: { detail: DetailOf<'lossRefund'> }) {
  const { t } = useTranslation('promo');
  const { bands, currency, netLoss, refund, rule, period, cap } = detail.content;
  const money = useMoney(currency);
  const { percent } = useNumber();
  const day = useDateTime('shortDate', SERVICE_TIME_ZONE);
  const claim = useClaim();
  const claimed = detail.content.claimed || claim.phase === 'done';
  const first = bands[0];
  return (
    <section className="promo-body card" aria-labelledby="refund-head">
      <h2 id="refund-head">{t('refund.heading')}</h2>
      <p className="promo-rule" data-testid="refund-rule">
        {t(`refund.rule.${rule}`)}
      </p>
      <p className="muted" data-testid="refund-period">
        {t('refund.period', { start: day(period.start), end: day(period.end) })}
      </p>
      <div className="promo-table-wrap">
        <table className="promo-table">
          <thead>
            <tr>
              <th scope="col">{t('refund.level')}</th>
              <th scope="col">{t('refund.min')}</th>
              <th scope="col">{t('refund.share')}</th>
            </tr>
          </thead>
          <tbody>
            {bands.map((b) => (
              <tr key={b.level}>
                <td>{b.level}</td>
                <td>{money(b.minLoss)}</td>
                <td>{percent(b.share)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {cap !== null && (
        <p className="promo-rule" data-testid="refund-cap">
          {t('refund.cap', { amount: money(cap) })}
        </p>
      )}
      {!detail.loggedIn ? (
        <LoginToJoin />
      ) : (
        <>
          <dl className="rebate-sum">
            <div>
              <dt>{t('refund.netLoss')}</dt>
              <dd data-testid="refund-net-loss">{money(netLoss)}</dd>
            </div>
            <div>
              <dt>{t('refund.claimable')}</dt>
              <dd data-testid="refund-amount">{money(claimed ? 0 : refund)}</dd>
            </div>
          </dl>
          {!claimed && refund <= 0 && (
            <p className="muted" data-testid="refund-empty">
              {netLoss <= 0 || !first ? t('refund.noLoss') : t('refund.belowFirst', { amount: money(first.minLoss) })}
            </p>
          )}
          <div className="promo-actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={claimed || refund <= 0 || claim.phase === 'claiming'}
              aria-busy={claim.phase === 'claiming'}
              onClick={() => claim.claim({ id: detail.id, action: 'claim' })}
            >
              {claimed ? t('refund.claimed') : t('refund.claim')}
            </button>
          </div>
        </>
      )}
      <ClaimFeedback
        claim={claim}
        successText={claim.result ? t('refund.credited', { amount: money(claim.result.amount) }) : null}
        refusals={{ nothingToClaim: t('refund.noLoss'), alreadyDone: t('refund.claimedAlready') }}
      />
    </section>
  );
}
