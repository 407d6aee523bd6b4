import { useTranslation } from 'react-i18next';
import type { VipInfo } from '../../api/site/invite-api';
import { useMoney } from '../common/use-money';
import { VipBadge } from '../common/vip-badge';
import { useNumber } from '../common/use-number';

/** The member's VIP level, the way to the next one, and what each of the twelve levels gives (all from the server). */
export function VipLevels({ info }: { info: VipInfo }) {
  const { t } = useTranslation('invite');
  const money = useMoney();
  const { number } = useNumber();
  // The bar says what the words above it say ("25,700 of 50,000 points"): the points against the next level's.
  const share = info.nextLevelPoints ? Math.min(1, info.points / info.nextLevelPoints) : 1;
  return (
    <div className="account-stack">
      <section className="card invite-card" aria-labelledby="vip-now-title" data-testid="vip-now">
        <h2 id="vip-now-title">
          <VipBadge level={info.vipLevel} label={t('vip.level', { level: info.vipLevel })} />{' '}
          {t('vip.level', { level: info.vipLevel })}
        </h2>
        {info.nextLevelPoints === null ? (
          <p>{t('vip.top')}</p>
        ) : (
          <>
            <p>
              {t('vip.progress', {
                points: number(info.points),
                next: number(info.nextLevelPoints),
                level: info.vipLevel + 1,
              })}
            </p>
            <div
              className="vip-progress"
              role="progressbar"
              aria-label={t('vip.toNext', { level: info.vipLevel + 1 })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(share * 100)}
            >
              <span style={{ width: `${Math.round(share * 100)}%` }} />
            </div>
          </>
        )}
      </section>
      <section className="card invite-card" aria-labelledby="vip-levels-title">
        <h2 id="vip-levels-title">{t('vip.levels')}</h2>
        <table className="vip-levels" data-testid="vip-levels">
          <thead>
            <tr>
              <th scope="col">{t('vip.levelCol')}</th>
              <th scope="col">{t('vip.points')}</th>
              <th scope="col">{t('vip.withdrawals')}</th>
              <th scope="col">{t('vip.birthday')}</th>
              <th scope="col">{t('vip.rebate')}</th>
              <th scope="col">{t('vip.services')}</th>
            </tr>
          </thead>
          <tbody>
            {info.levels.map((l) => (
              <tr
                key={l.level}
                className={l.level === info.vipLevel ? 'is-current' : undefined}
                aria-current={l.level === info.vipLevel ? 'true' : undefined}
              >
                <th scope="row">
                  <VipBadge level={l.level} label={t('vip.level', { level: l.level })} />
                </th>
                <td>{number(l.minPoints)}</td>
                <td>{l.withdrawalsPerDay}</td>
                <td>{l.birthdayBonus ? money(l.birthdayBonus) : '–'}</td>
                <td>{`${l.rebatePercent}%`}</td>
                <td>{l.services.length ? l.services.map((s) => t(`service.${s}.short`)).join(', ') : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
