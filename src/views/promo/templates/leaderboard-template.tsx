import { useTranslation } from 'react-i18next';
import type { DetailOf } from '../../../api/site/promo-api';
import { useDateTime } from '../../common/use-date-time';
import { useMoney } from '../../common/use-money';
import { useNumber } from '../../common/use-number';
import { LoginToJoin } from '../claim-parts';

/**
 * A leaderboard as the server ranked it from the ledger (docs/promo-api.md, "Leaderboards"): the rule,
 * the period in the viewer's time, the first members (names masked by the server) and where the
 * viewer stands, taken from the session: ranked, not ranked yet, or log in to see it.
 */
export function LeaderboardTemplate({ detail }: { detail: DetailOf<'leaderboard'> }) {
  const { t } = useTranslation('promo');
  const { entries, me, metric, currency, rule, period, ranked } = detail.content;
  const money = useMoney(currency);
  const { number } = useNumber();
  const date = useDateTime('dateTime');
  return (
    <section className="promo-body card" aria-labelledby="board-head">
      <h2 id="board-head">{t('board.heading')}</h2>
      <p className="board-rule" data-testid="board-rule">
        {t(`board.rule.${rule}`)}
      </p>
      <p className="board-period muted" data-testid="board-period">
        {t('board.period', { start: date(period.start), end: date(period.end) })}
      </p>
      {!detail.loggedIn ? (
        <LoginToJoin />
      ) : (
        <p className="board-me" data-testid="board-me" data-ranked={me ? 'true' : 'false'}>
          {me
            ? t('board.me', {
                rank: number(me.rank),
                ranked: number(Math.max(ranked, me.rank)),
                score: money(me.score),
              })
            : t('board.notRanked')}
        </p>
      )}
      {entries.length === 0 ? (
        <p className="board-empty muted" data-testid="board-empty">
          {t('board.empty')}
        </p>
      ) : (
        <div className="promo-table-wrap">
          <table className="promo-table board-table" data-testid="board-table">
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
                <tr
                  key={row.rank}
                  className={[row.rank <= 3 ? `is-top top-${row.rank}` : '', row.mine ? 'is-mine' : '']
                    .filter(Boolean)
                    .join(' ')}
                  data-mine={row.mine ? 'true' : undefined}
                >
                  <td>{number(row.rank)}</td>
                  <td>
                    {row.name}
                    {row.mine && <span className="board-you">{t('board.you')}</span>}
                  </td>
                  <td>{money(row.score)}</td>
                  <td>{row.prize > 0 ? money(row.prize) : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
