import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DetailOf } from '../../../api/site/promo-api';
import { ClaimFeedback, LoginToJoin } from '../claim-parts';
import { useMoney } from '../../common/use-money';
import { useClaim } from '../use-promo';

/**
 * Bonus tiers by deposit; applying for one is recorded once, and the next deposit of at least the
 * tier's minimum pays the bonus (the server does it; the page says which state the application is in).
 */
export function DepositBonusTemplate({ detail }: { detail: DetailOf<'depositBonus'> }) {
  const { t } = useTranslation('promo');
  const { tiers, currency, channel } = detail.content;
  const money = useMoney(currency);
  // A USDT promotion's minimum deposit is in USDT (what the cashier's USDT channel takes); its bonus in the wallet's currency.
  const deposit = useMoney(detail.content.depositCurrency ?? currency);
  const claim = useClaim();
  const applied = claim.result?.tierId ?? detail.content.applied;
  const [choice, setChoice] = useState(tiers[0]?.id ?? '');
  const tierName = (id: string) => t('bonus.tier', { n: tiers.findIndex((tier) => tier.id === id) + 1 });
  return (
    <section className="promo-body card" aria-labelledby="bonus-head">
      <h2 id="bonus-head">{t('bonus.heading')}</h2>
      <fieldset className="bonus-tiers" disabled={Boolean(applied) || !detail.loggedIn || claim.phase === 'claiming'}>
        <legend className="visually-hidden">{t('bonus.choose')}</legend>
        {tiers.map((tier, i) => (
          <label
            key={tier.id}
            className={`bonus-tier ${applied === tier.id ? 'is-applied' : ''}`}
            data-testid={`tier-${tier.id}`}
          >
            <input
              type="radio"
              name="tier"
              value={tier.id}
              checked={(applied ?? choice) === tier.id}
              onChange={() => setChoice(tier.id)}
            />
            <span className="bonus-name">{t('bonus.tier', { n: i + 1 })}</span>
            <span>{t('bonus.deposit', { amount: deposit(tier.minDeposit) })}</span>
            <strong className="bonus-amount">{t('bonus.bonus', { amount: money(tier.bonus) })}</strong>
            <span className="muted">{t('bonus.turnover', { times: tier.turnover })}</span>
          </label>
        ))}
      </fieldset>
      {channel && (
        <p className="promo-rule" data-testid="bonus-channel">
          {t('bonus.channelOnly', { channel: t(`channel.${channel}`) })}
        </p>
      )}
      {!detail.loggedIn ? (
        <LoginToJoin />
      ) : applied ? (
        <p className="promo-done" data-testid="bonus-applied">
          {detail.content.bonus?.status === 'paid'
            ? t('bonus.paid', { tier: tierName(applied), amount: money(detail.content.bonus.amount) })
            : t('bonus.waiting', {
                tier: tierName(applied),
                amount: deposit(tiers.find((tier) => tier.id === applied)?.minDeposit ?? 0),
              })}
        </p>
      ) : (
        <div className="promo-actions">
          <button
            type="button"
            className="btn btn-primary"
            disabled={!choice || claim.phase === 'claiming'}
            onClick={() => claim.claim({ id: detail.id, action: 'apply', tierId: choice })}
          >
            {t('bonus.apply')}
          </button>
          <Link className="btn" to={`/personal/wallet?section=deposit${channel ? `&channel=${channel}` : ''}`}>
            {t('bonus.depositNow')}
          </Link>
        </div>
      )}
      <ClaimFeedback claim={claim} successText={null} />
    </section>
  );
}
