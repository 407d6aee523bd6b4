import { useTranslation } from 'react-i18next';
import type { Match } from '../../../api/provider/match-schemas';
import { columnsOf } from '../../../lib/sports/market-columns';
import { SportIcon } from '../common/sport-icon';

/**
 * A league's header: its name and region, and the titles of the sport's market columns over the
 * rows below (full game, then first half with its period named), aligned with the row's cells.
 */
export function LeagueHeader({
  record,
  outright,
  showSport,
}: {
  record: Match;
  outright: boolean;
  showSport: boolean;
}) {
  const { t } = useTranslation('sports');
  const full = columnsOf(record.sid, 'full');
  const half = columnsOf(record.sid, 'half');
  return (
    <div className="league-header">
      <h3 className="league-name">
        {showSport && <SportIcon sportId={record.sid} size={16} />}
        {record.lg.rnm && <span className="league-region">{record.lg.rnm}</span>}
        <span>{record.lg.na}</span>
      </h3>
      {!outright && (
        <>
          <div className="column-titles scope-full" aria-hidden="true" data-columns={full.length}>
            {full.map((c) => (
              <span key={`${c.mty}-${c.pe}`} data-kind={c.kind}>
                {t(c.titleKey)}
              </span>
            ))}
          </div>
          {half.length > 0 && (
            <div className="column-titles scope-half" aria-hidden="true" data-columns={half.length}>
              {half.map((c) => (
                <span key={`${c.mty}-${c.pe}`} data-kind={c.kind}>
                  {t(c.titleKey)}
                  <small>{t('period.half')}</small>
                </span>
              ))}
            </div>
          )}
        </>
      )}
    </div>
  );
}
