import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchResultInfo, type MatchResult, type MatchResultInfo } from '../../../api/provider/result-api';
import { decodeClockPeriod, matchScores } from '../../../lib/sports/clock';
import { useServices } from '../../app-services';
import { LoadFailed } from '../../common/load-failed';
import { useResource } from '../../use-resource';
import { MatchStats, PeriodTable } from '../detail/period-table';
import { halfTimeScore, periodScores } from '../detail/score-lines';
import { useDateTime } from '../../common/use-date-time';

const teamNames = (r: Pick<MatchResult, 'ts' | 'nm'>): [string, string] => [
  r.ts[0]?.na ?? r.nm ?? '',
  r.ts[1]?.na ?? '',
];

/**
 * One finished match: kick-off, league, both teams with the final score, and the half-time score
 * (or, for set sports, the score of each set). The row is a disclosure button; opening it loads
 * the match's result details (matchResultInfo) once and keeps them while the row lives.
 */
export function ResultRow({ result }: { result: MatchResult }) {
  const { t } = useTranslation(['results', 'match-detail']);
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const format = useDateTime('dayMonthTime');
  const [home, away] = teamNames(result);
  const final = matchScores(result.sid, result.nsg ?? []).goals;
  const half = halfTimeScore(result.sid, result.nsg ?? []);
  const sets = half ? [] : periodScores(result.sid, result.nsg ?? []).filter((p) => p.unit === 'set' && !p.overtime);
  const winner = final ? Math.sign(final[0] - final[1]) : 0;

  return (
    <li className="result-row card">
      <button
        type="button"
        className="result-summary"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="result-meta">
          <time className="tabular" dateTime={new Date(result.bt).toISOString()}>
            {format(result.bt)}
          </time>
          <span className="result-league">{result.lg.na}</span>
        </span>
        <span className="result-teams">
          <span className={`result-team ${winner > 0 ? 'is-winner' : ''}`}>
            <span className="result-name">{home}</span>
            <span className="result-score tabular">{final ? final[0] : '–'}</span>
          </span>
          <span className={`result-team ${winner < 0 ? 'is-winner' : ''}`}>
            <span className="result-name">{away}</span>
            <span className="result-score tabular">{final ? final[1] : '–'}</span>
          </span>
        </span>
        <span className="result-extra tabular">
          {half && (
            <span className="result-ht" data-testid="half-time">
              {t('halfTime', { home: half[0], away: half[1] })}
            </span>
          )}
          {sets.length > 0 && (
            <span className="result-sets">{sets.map((s) => `${s.sc[0]}-${s.sc[1]}`).join('  ')}</span>
          )}
        </span>
        <span className="chevron result-chevron" aria-hidden="true" />
        <span className="visually-hidden">{open ? t('hideDetails') : t('showDetails')}</span>
      </button>
      <div id={detailsId} className="result-details" hidden={!open}>
        {open && <ResultDetails result={result} teams={[home, away]} />}
      </div>
    </li>
  );
}

function ResultDetails({ result, teams }: { result: MatchResult; teams: [string, string] }) {
  const { t } = useTranslation(['results', 'sports']);
  const { clients } = useServices();
  const info = useResource<MatchResultInfo>(() => matchResultInfo(clients.provider, result.id), {
    isEmpty: () => false,
  });
  const format = useDateTime('dateTime');

  if (info.status === 'loading' || info.status === 'loaded') {
    return (
      <div
        className="skeleton result-details-skeleton"
        role="status"
        aria-busy="true"
        aria-label={t('loadingDetails')}
      />
    );
  }
  if (info.status === 'failed' || !info.data) return <LoadFailed what={t('details')} onRetry={info.retry} />;

  const data = info.data;
  const nsg = data.nsg ?? [];
  const clock = data.mc ? decodeClockPeriod(data.sid, data.mc.pe) : null;
  return (
    <div className="result-info">
      <dl className="result-facts">
        <div>
          <dt>{t('kickOff')}</dt>
          <dd className="tabular">{format(data.bt)}</dd>
        </div>
        {typeof data.et === 'number' && (
          <div>
            <dt>{t('endedAt')}</dt>
            <dd className="tabular">{format(data.et)}</dd>
          </div>
        )}
        {clock && clock.phase !== 'unknown' && (
          <div>
            <dt>{t('status')}</dt>
            <dd>{t(`sports:${clock.key}`, clock.values)}</dd>
          </div>
        )}
      </dl>
      <PeriodTable
        sid={data.sid}
        nsg={nsg}
        teams={teams}
        total={matchScores(data.sid, nsg).goals}
        caption={t('periodsCaption', { home: teams[0], away: teams[1] })}
      />
      <MatchStats sid={data.sid} nsg={nsg} />
    </div>
  );
}
