import { useTranslation } from 'react-i18next';
import type { DetailOf } from '../../../api/site/promo-api';
import { ClaimFeedback, LoginToJoin } from '../claim-parts';
import { useMoney } from '../../common/use-money';
import { useClaim } from '../use-promo';

/** The promotion's boxes (one a day): the member picks one, the server says which of its prizes is inside and credits it. */
export function GiftBoxTemplate({ detail }: { detail: DetailOf<'giftBox'> }) {
  const { t } = useTranslation('promo');
  const { boxes, currency, pool } = detail.content;
  const money = useMoney(currency);
  const claim = useClaim();
  const opened =
    claim.result?.box != null ? { box: claim.result.box, amount: claim.result.amount } : detail.content.opened;
  const busy = claim.phase === 'claiming';
  return (
    <section className="promo-body card" aria-labelledby="box-head">
      <h2 id="box-head">{opened ? t('box.openedHeading') : t('box.heading')}</h2>
      <div className="gift-boxes">
        {Array.from({ length: boxes }, (_, i) => {
          const mine = opened?.box === i;
          return (
            <button
              key={i}
              type="button"
              className={`gift-box ${mine ? 'is-open' : ''}`}
              data-testid={`gift-box-${i}`}
              disabled={!detail.loggedIn || opened !== null || busy}
              onClick={() => claim.claim({ id: detail.id, action: 'open', box: i })}
              aria-label={
                mine && opened
                  ? t('box.openedLabel', { n: i + 1, amount: money(opened.amount) })
                  : t('box.label', { n: i + 1 })
              }
            >
              <span className="gift-lid" aria-hidden="true" />
              <span className="gift-text" aria-hidden="true">
                {mine && opened ? money(opened.amount) : i + 1}
              </span>
            </button>
          );
        })}
      </div>
      {pool.length > 0 && (
        <p className="promo-rule" data-testid="box-pool">
          {t('box.pool', { prizes: pool.map(money).join(' · ') })}
        </p>
      )}
      {!detail.loggedIn && <LoginToJoin />}
      {opened && <p className="promo-done">{t('box.tomorrow')}</p>}
      <ClaimFeedback
        claim={claim}
        successText={claim.result ? t('box.won', { amount: money(claim.result.amount) }) : null}
      />
    </section>
  );
}
