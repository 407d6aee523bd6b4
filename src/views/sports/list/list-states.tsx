import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { formatWindow } from '../../../lib/rules/time-windows/maintenance';
import type { ListView } from '../../../machines/sports/sports-list-query';
import { useServices } from '../../app-services';
import type { SportsListActor } from './use-sports-list';

/** Loading: skeleton rows shaped like league headers and match rows, not a spinner. */
export function ListSkeleton() {
  const { t } = useTranslation('sports');
  return (
    <div className="list-skeleton" role="status" aria-busy="true" data-testid="list-loading">
      <span className="visually-hidden">{t('list.loading')}</span>
      {[0, 1].map((group) => (
        <div key={group} aria-hidden="true">
          <div className="skeleton league-skeleton-bar" />
          {[0, 1, 2].map((row) => (
            <div key={row} className="row-skeleton">
              <div className="row-skeleton-teams">
                <div className="skeleton" />
                <div className="skeleton" />
                <div className="skeleton" />
              </div>
              <div className="row-skeleton-odds">
                {[0, 1, 2].map((cell) => (
                  <div key={cell} className="skeleton" />
                ))}
              </div>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/** Empty: a sentence for the view and the one action that helps. */
export function ListEmpty({ actor, view }: { actor: SportsListActor; view: ListView }) {
  const { t } = useTranslation('sports');
  const filtered = useSelector(actor, (s) => s.context.leagueIds.length > 0 || s.context.day !== null);
  const key = filtered ? 'filtered' : view;
  const act = () =>
    actor.send(filtered ? { type: 'CLEAR_FILTERS' } : { type: 'SHOW', view: view === 'allList' ? 'live' : 'allList' });
  return (
    <div className="empty card" data-testid="list-empty">
      <p>{t(`list.empty.${key}`)}</p>
      <button type="button" className="btn btn-primary" onClick={act}>
        {t(`list.emptyAction.${key}`)}
      </button>
    </div>
  );
}

/** Error: what happened and a retry. */
export function ListFailed({ actor }: { actor: SportsListActor }) {
  const { t } = useTranslation('sports');
  return (
    <div className="error-box card" role="alert" data-testid="list-failed">
      <p>{t('list.failed')}</p>
      <button type="button" className="btn btn-primary" onClick={() => actor.send({ type: 'RETRY' })}>
        {t('list.retry')}
      </button>
    </div>
  );
}

/** Maintenance (statistical or getList answered code 8): the window from the message, in local time. */
export function SportsMaintenance({ actor }: { actor: SportsListActor }) {
  const { t, i18n } = useTranslation('sports');
  const { variant } = useServices();
  const window = useSelector(actor, (s) => s.context.maintenance);
  return (
    <div className="sports-maintenance card" data-testid="sports-maintenance" role="alert">
      <div className="maintenance-icon" aria-hidden="true">
        {'⚙'}
      </div>
      <h2>{t('maintenance.title')}</h2>
      <p className="maintenance-window tabular" data-testid="sports-maintenance-window">
        {window
          ? t('maintenance.window', {
              window: formatWindow(window.startMs, window.endMs, i18n.language, variant.displayTimeZone),
            })
          : t('maintenance.noWindow')}
      </p>
      <button type="button" className="btn btn-primary" onClick={() => actor.send({ type: 'RETRY' })}>
        {t('maintenance.retry')}
      </button>
    </div>
  );
}
