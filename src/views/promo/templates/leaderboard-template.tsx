import { useTranslation } from 'react-i18next';
import type { DetailOf } from '../../../api/site/promo-api';
import { useMoney } from '../../common/use-money';
import { useNumber } from '../../common/use-number';

/** The ranking (names masked by the server) and where the member stands. */
export function LeaderboardTemplate({ detail }: { detail: DetailOf<'leaderboard'> }) {
  const { t } = useTranslation('promo');
  const { entries, me, metric, currency } = detail.content;
  const money = useMoney(currency);
  const { number } = useNumber();
  return (
    <section className="promo-body card" aria-labelledby="board-head">
      <h2 id="board-head">{t('board.heading')}</h2>
      {me && (
        <p className="board-me" data-testid="board-me">
          {t('board.me', { rank: number(me.rank), score: money(me.score) })}
        </p>
      )}
      <div className="promo-table-wrap">
        <table className="promo-table board-table">
          <thead>
            <tr>
              <th scope="col">{t('board.rank')}</th>
              <th scope="col">{t('board.member')}</th>
              <th scope="col">{t(`board.metric.${metric}`)}</th>
              <th scope="col">{t('board.prize')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((row) => (
              <tr key={row.rank} className={row.rank <= 3 ? `is-top top-${row.rank}` : ''}>
                <td>{row.rank}</td>
                <td>{row.name}</td>
                <td>{money(row.score)}</td>
                <td>{row.prize > 0 ? money(row.prize) : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
