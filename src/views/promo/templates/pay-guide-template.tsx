import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DetailOf } from '../../../api/site/promo-api';
import { useMoney, useMoneyWithCode } from '../../common/use-money';
import { LoginToJoin } from '../claim-parts';

/**
 * `/cbPay` (e-wallet) and `/c2cVirtual` (USDT): how to pay through one of the cashier's own channels,
 * with that channel's limits, rate and network as the server gives them, and the way into the cashier
 * with the channel chosen (`/personal/wallet?section=deposit&channel=...`).
 */
export function PayGuideTemplate({ detail }: { detail: DetailOf<'payGuide'> }) {
  const { t } = useTranslation('promo');
  const { channel, currency, depositPath } = detail.content;
  const inChannel = useMoneyWithCode();
  const wallet = useMoney(currency);
  const name = t(`channel.${channel.id}`);
  return (
    <section
      className="promo-body card"
      aria-labelledby="guide-head"
      data-testid="promo-guide"
      data-channel={channel.id}
    >
      <h2 id="guide-head">{t('guide.heading', { channel: name })}</h2>
      <ol className="invite-steps">
        {channel.id === 'usdt' ? (
          <>
            <li>{t('guide.usdt.buy')}</li>
            <li>{t('guide.usdt.send', { network: channel.network ?? '' })}</li>
            <li>{t('guide.usdt.credit', { rate: wallet(channel.rate) })}</li>
          </>
        ) : (
          <>
            <li>{t('guide.wallet.open', { provider: channel.provider ?? name })}</li>
            <li>{t('guide.wallet.scan')}</li>
            <li>{t('guide.wallet.credit')}</li>
          </>
        )}
      </ol>
      <dl className="rebate-sum">
        <div>
          <dt>{t('guide.limits')}</dt>
          <dd data-testid="guide-limits">
            {t('guide.range', {
              min: inChannel(channel.min, channel.currency),
              max: inChannel(channel.max, channel.currency),
            })}
          </dd>
        </div>
        {channel.currency !== currency && (
          <div>
            <dt>{t('guide.rate')}</dt>
            <dd data-testid="guide-rate">
              {t('guide.perUnit', { unit: channel.currency, rate: wallet(channel.rate) })}
            </dd>
          </div>
        )}
      </dl>
      {!detail.loggedIn ? (
        <LoginToJoin text={t('guide.login')} />
      ) : (
        depositPath && (
          <div className="promo-actions">
            <Link className="btn btn-primary" to={depositPath}>
              {t('guide.go', { channel: name })}
            </Link>
          </div>
        )
      )}
    </section>
  );
}
