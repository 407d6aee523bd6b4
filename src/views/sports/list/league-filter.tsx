import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getOnSaleLeagues, type ListType } from '../../../api/provider/match-api';
import { SPORTS } from '../../../lib/sports/sport-catalog';
import { ALL_SPORTS, type SportsView } from '../../../machines/sports/sports-list-query';
import { viewOf } from '../../../machines/sports/sports-list.machine';
import { useServices } from '../../app-services';
import { LoadFailed } from '../../common/load-failed';
import { CloseIcon } from '../../common/icons';
import { Modal } from '../../shell/modal';
import { useResource } from '../../use-resource';
import type { SportsListActor } from './use-sports-list';

/** The list type whose leagues a view offers (hot: the hot ones of every match list). */
const LEAGUE_TYPE: Partial<Record<SportsView, ListType>> = { allList: 8, hot: 8, live: 1, champion: 7 };

/**
 * League filter (getOnSaleLeagues for the sport and the view's list type): a button saying how
 * many leagues are chosen, opening a dialog of checkboxes. Several leagues can be chosen; none
 * chosen means all. Applying reloads the list from page 1.
 */
export function LeagueFilter({ actor }: { actor: SportsListActor }) {
  const { t } = useTranslation('sports');
  const view = useSelector(actor, viewOf);
  const sportId = useSelector(actor, (s) => s.context.sportId);
  const chosen = useSelector(actor, (s) => s.context.leagueIds);
  const [open, setOpen] = useState(false);
  const type = view === 'maintenance' ? undefined : LEAGUE_TYPE[view];
  if (type === undefined) return null;
  return (
    <>
      <button
        type="button"
        className="filter-button"
        data-testid="league-filter"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span>{t('league.label')}</span>
        <span className="filter-value">
          {chosen.length === 0 ? t('league.all') : t('league.selected', { count: chosen.length })}
        </span>
      </button>
      {open && (
        <LeagueDialog
          sportId={sportId}
          type={type}
          hotOnly={view === 'hot'}
          chosen={chosen}
          onClose={() => setOpen(false)}
          onApply={(leagueIds) => {
            setOpen(false);
            actor.send({ type: 'SET_LEAGUES', leagueIds });
          }}
        />
      )}
    </>
  );
}

interface LeagueDialogProps {
  sportId: number;
  type: ListType;
  hotOnly: boolean;
  chosen: readonly number[];
  onClose(): void;
  onApply(leagueIds: number[]): void;
}

function LeagueDialog({ sportId, type, hotOnly, chosen, onClose, onApply }: LeagueDialogProps) {
  const { t } = useTranslation('sports');
  const { clients } = useServices();
  const titleId = useId();
  const [picked, setPicked] = useState<number[]>(() => [...chosen]);
  const leagues = useResource(async () => {
    const sports = sportId === ALL_SPORTS ? { sportIds: SPORTS.map((s) => s.id) } : { sportId };
    const list = await getOnSaleLeagues(clients.provider, { ...sports, type });
    return hotOnly ? list.filter((l) => Boolean(l.hot)) : list;
  });
  const toggle = (id: number) => setPicked((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  return (
    <Modal labelledBy={titleId} onClose={onClose} className="league-dialog">
      <button
        type="button"
        className="btn btn-ghost icon-button modal-close"
        aria-label={t('settings.close')}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
      <h2 id={titleId}>{t('league.filterTitle')}</h2>
      {leagues.status === 'loading' && (
        <div className="league-skeleton" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="skeleton" />
          ))}
        </div>
      )}
      {leagues.status === 'failed' && <LoadFailed what={t('league.label')} onRetry={leagues.retry} />}
      {leagues.status === 'empty' && <p className="empty">{t('league.empty')}</p>}
      {leagues.status === 'ready' && (
        <fieldset className="league-options">
          <legend className="visually-hidden">{t('league.label')}</legend>
          {leagues.data!.map((league) => (
            <label key={league.id} className="league-option">
              <input type="checkbox" checked={picked.includes(league.id)} onChange={() => toggle(league.id)} />
              <span className="league-option-name">{league.na}</span>
              {Boolean(league.hot) && <span className="hot-badge">{t('league.hot')}</span>}
              {typeof league.mt === 'number' && (
                <span className="league-option-count tabular">{t('league.matches', { count: league.mt })}</span>
              )}
            </label>
          ))}
        </fieldset>
      )}
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={() => onApply([])}>
          {t('league.reset')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => onApply(picked)}>
          {t('league.apply')}
        </button>
      </div>
    </Modal>
  );
}
