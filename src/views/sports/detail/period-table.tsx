import { useTranslation } from 'react-i18next';
import { SCORE_TYPE, matchScores } from '../../../lib/sports/clock';
import { firstHalfOf, periodScores, type Pair } from './score-lines';

type ScoreLine = { readonly pe: number; readonly tyg: number; readonly sc: readonly number[] };

/**
 * Goals or points per period with the total, one row per team (a box score). Headers are short
 * ("Q1", "S2") with the full name as their accessible text, so nine innings still fit on a phone;
 * the table scrolls sideways inside its own box when they do not.
 */
export function PeriodTable({
  sid,
  nsg,
  teams,
  total,
  caption,
}: {
  sid: number;
  nsg: readonly ScoreLine[];
  teams: readonly [string, string];
  total: Pair | null;
  caption: string;
}) {
  const { t } = useTranslation(['match-detail', 'sports']);
  const periods = periodScores(sid, nsg);
  if (periods.length === 0 && !total) return null;
  const label = (p: (typeof periods)[number]) =>
    p.overtime
      ? { short: t('period.ot'), long: t('sports:clock.overtime') }
      : { short: t(`period.${p.unit}`, { n: p.n }), long: t(`sports:clock.unit.${p.unit}`, { n: p.n }) };
  return (
    <div className="period-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="period-table tabular">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('team')}</span>
            </th>
            {periods.map((p) => {
              const { short, long } = label(p);
              return (
                <th scope="col" key={`${p.n}-${p.overtime}`}>
                  <span aria-hidden="true">{short}</span>
                  <span className="visually-hidden">{long}</span>
                </th>
              );
            })}
            {total && (
              <th scope="col" className="period-total">
                {t('total')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {teams.map((team, side) => (
            <tr key={side}>
              <th scope="row">{team}</th>
              {periods.map((p) => (
                <td key={`${p.n}-${p.overtime}`}>{p.sc[side]}</td>
              ))}
              {total && <td className="period-total">{total[side]}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Soccer's corners and cards as home-label-away comparisons (nothing for sports without them). */
export function MatchStats({ sid, nsg }: { sid: number; nsg: readonly ScoreLine[] }) {
  const { t } = useTranslation(['match-detail', 'sports']);
  const scores = matchScores(sid, nsg);
  const stats = [
    {
      key: 'corners',
      spoken: 'sports:corners',
      value: scores.corners,
      half: firstHalfOf(sid, nsg, SCORE_TYPE.corners),
    },
    { key: 'yellow', spoken: 'sports:yellowCards', value: scores.yellow, half: null },
    { key: 'red', spoken: 'sports:redCards', value: scores.red, half: null },
  ].filter((s): s is typeof s & { value: Pair } => s.value !== null);
  if (stats.length === 0) return null;
  return (
    <ul className="match-stats tabular">
      {stats.map((s) => (
        <li key={s.key} className={`match-stat stat-${s.key}`}>
          {/* The row reads as one sentence; the three-column picture is for the eye. */}
          <span className="visually-hidden">
            {t(s.spoken, { home: s.value[0], away: s.value[1] })}
            {s.half && ` (${t('stats.firstHalf', { home: s.half[0], away: s.half[1] })})`}
          </span>
          <span className="stat-home" aria-hidden="true">
            {s.value[0]}
          </span>
          <span className="stat-label" aria-hidden="true">
            <span className={`stat-icon icon-${s.key}`} />
            {t(`stats.${s.key}`)}
            {s.half && <span className="stat-half">{t('stats.firstHalf', { home: s.half[0], away: s.half[1] })}</span>}
          </span>
          <span className="stat-away" aria-hidden="true">
            {s.value[1]}
          </span>
        </li>
      ))}
    </ul>
  );
}
