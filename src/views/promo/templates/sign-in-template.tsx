import { useTranslation } from 'react-i18next';
import type { DetailOf } from '../../../api/site/promo-api';
import { ClaimFeedback, LoginToJoin } from '../claim-parts';
import { useMoney } from '../../common/use-money';
import { useClaim } from '../use-promo';
import { useDateTime } from '../../common/use-date-time';
import { useNumber } from '../../common/use-number';

/** The month's calendar (the server's days, UTC+8): sign once a day, the reward goes to the wallet. */
export function SignInTemplate({ detail }: { detail: DetailOf<'signIn'> }) {
  const { t } = useTranslation('promo');
  const { days, today, currency } = detail.content;
  const money = useMoney(currency);
  const claim = useClaim();
  const signedNow = claim.result?.date ?? null;
  const isSigned = (date: string, signed: boolean) => signed || date === signedNow;
  const todayEntry = days.find((d) => d.date === today);
  const signedToday = todayEntry ? isSigned(today, todayEntry.signed) : false;
  const count = days.filter((d) => isSigned(d.date, d.signed)).length;
  // Monday-first grid: blank cells before the 1st.
  const first = days[0] ? (new Date(`${days[0].date}T00:00:00Z`).getUTCDay() + 6) % 7 : 0;
  const month = useDateTime('monthYear', 'UTC')(new Date(`${today}T00:00:00Z`));
  const weekday = useDateTime('weekdayNarrow', 'UTC');
  // A day's cell is narrow on a phone: the reward in short form (+5K); the full amount is read out.
  const { compact } = useNumber();
  return (
    <section className="promo-body card" aria-labelledby="sign-head">
      <div className="sign-top">
        <h2 id="sign-head">{month}</h2>
        <p className="muted" data-testid="sign-count">
          {t('sign.count', { days: count })}
        </p>
      </div>
      <ol className="sign-grid" aria-label={t('sign.calendar')}>
        {Array.from({ length: 7 }, (_, i) => (
          <li key={`w${i}`} className="sign-weekday" aria-hidden="true">
            {weekday(new Date(Date.UTC(2024, 0, 1 + i)))}
          </li>
        ))}
        {Array.from({ length: first }, (_, i) => (
          <li key={`b${i}`} className="sign-blank" aria-hidden="true" />
        ))}
        {days.map((d) => {
          const signed = isSigned(d.date, d.signed);
          return (
            <li
              key={d.date}
              className={`sign-day ${signed ? 'is-signed' : ''} ${d.date === today ? 'is-today' : ''}`}
              data-date={d.date}
              data-signed={signed}
            >
              <span className="sign-num">{Number(d.date.slice(8))}</span>
              <span className="sign-reward" aria-hidden="true">{`+${compact(d.reward)}`}</span>
              <span className="visually-hidden">{`${money(d.reward)}, ${signed ? t('sign.signed') : t('sign.notSigned')}`}</span>
            </li>
          );
        })}
      </ol>
      {!detail.loggedIn ? (
        <LoginToJoin />
      ) : (
        <div className="promo-actions">
          <button
            type="button"
            className="btn btn-primary"
            disabled={signedToday || claim.phase === 'claiming' || !todayEntry}
            onClick={() => claim.claim({ id: detail.id, action: 'sign' })}
          >
            {signedToday ? t('sign.doneToday') : t('sign.button', { amount: money(todayEntry?.reward ?? 0) })}
          </button>
        </div>
      )}
      <ClaimFeedback
        claim={claim}
        successText={claim.result ? t('sign.credited', { amount: money(claim.result.amount) }) : null}
      />
    </section>
  );
}
