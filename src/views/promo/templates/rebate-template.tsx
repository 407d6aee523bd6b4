import { useTranslation } from 'react-i18next';
import type { DetailOf } from '../../../api/site/promo-api';
import { ClaimFeedback, LoginToJoin } from '../claim-parts';
import { useMoney } from '../../common/use-money';
import { useClaim } from '../use-promo';
import { useNumber } from '../../common/use-number';

/** The rate table, this week's valid turnover (the member's settled sports bets, or slot-game bets for a games rebate), and the rebate it gives, claimed once a week. */
export function RebateTemplate({ detail }: { detail: DetailOf<'rebate'> }) {
  const { t } = useTranslation('promo');
  const { rates, currency, turnover, claimable } = detail.content;
  const money = useMoney(currency);
  const { percent } = useNumber();
  const claim = useClaim();
  const claimed = detail.content.claimed || claim.phase === 'done';
  return (
    <section className="promo-body card" aria-labelledby="rebate-head">
      <h2 id="rebate-head">{t('rebate.heading')}</h2>
      <div className="promo-table-wrap">
        <table className="promo-table">
          <thead>
            <tr>
              <th scope="col">{t('rebate.level')}</th>
              <th scope="col">{t('rebate.min')}</th>
              <th scope="col">{t('rebate.rate')}</th>
            </tr>
          </thead>
          <tbody>
            {rates.map((r) => (
              <tr key={r.level}>
                <td>{r.level}</td>
                <td>{money(r.minTurnover)}</td>
                <td>{percent(r.rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {detail.content.cap !== null && (
        <p className="promo-rule" data-testid="rebate-cap">
          {t('rebate.cap', { amount: money(detail.content.cap) })}
        </p>
      )}
      {!detail.loggedIn ? (
        <LoginToJoin />
      ) : (
        <>
          <dl className="rebate-sum">
            <div>
              <dt>{t('rebate.turnover')}</dt>
              <dd>{money(turnover)}</dd>
            </div>
            <div>
              <dt>{t('rebate.claimable')}</dt>
              <dd data-testid="rebate-claimable">{money(claimed ? 0 : claimable)}</dd>
            </div>
          </dl>
          <p className="muted">{detail.content.basis === 'games' ? t('rebate.basisGames') : t('rebate.basis')}</p>
          <div className="promo-actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={claimed || claimable <= 0 || claim.phase === 'claiming'}
              onClick={() => claim.claim({ id: detail.id, action: 'claim' })}
            >
              {claimed ? t('rebate.claimed') : t('rebate.claim')}
            </button>
          </div>
        </>
      )}
      <ClaimFeedback
        claim={claim}
        successText={claim.result ? t('rebate.credited', { amount: money(claim.result.amount) }) : null}
      />
    </section>
  );
}
