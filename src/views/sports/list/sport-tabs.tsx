import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { Statistics } from '../../../api/provider/match-api';
import { ALL_SPORTS, countTypes, type SportsView } from '../../../machines/sports/sports-list-query';
import { viewOf } from '../../../machines/sports/sports-list.machine';
import { SportIcon } from '../common/sport-icon';
import { useSportOrder } from '../common/use-sport-order';
import type { SportsListActor } from './use-sports-list';
import { useCurrentInView } from '../../common/use-current-in-view';

/** Matches per sport for the list types a view counts (statistical `sl[].ssl`), or null without counts. */
export function sportCounts(stats: Statistics | null, view: SportsView): Map<number, number> | null {
  const types = countTypes(view);
  if (!stats || types.length === 0) return null;
  const counts = new Map<number, number>();
  for (const list of stats.sl) {
    if (!types.includes(list.ty as never)) continue;
    for (const { sid, c } of list.ssl) counts.set(sid, (counts.get(sid) ?? 0) + c);
  }
  return counts;
}

/**
 * Sport tabs in gameOrder with icons and counts: a sideways scroller on H5, the left column on PC.
 * Once counts are known, sports without matches for the view are left out (the chosen one stays).
 */
export function SportTabs({ actor }: { actor: SportsListActor }) {
  const { t } = useTranslation('sports');
  const order = useSportOrder();
  const view = useSelector(actor, viewOf);
  const sportId = useSelector(actor, (s) => s.context.sportId);
  const stats = useSelector(actor, (s) => s.context.stats);
  // Counts arriving take sports out of the strip, so the chosen one may move: look again then.
  const strip = useCurrentInView<HTMLUListElement>(`${view} ${sportId} ${stats ? 'counted' : ''}`);
  if (view === 'follow' || view === 'maintenance') return null;
  const counts = sportCounts(stats, view);
  const total = counts ? [...counts.values()].reduce((a, b) => a + b, 0) : null;
  const shown = counts ? order.filter((id) => (counts.get(id) ?? 0) > 0 || id === sportId) : order;
  const tabs = view === 'results' ? shown : [ALL_SPORTS, ...shown];

  return (
    <nav className="sport-tabs" aria-label={t('sportsNav')} data-testid="sport-tabs">
      <ul ref={strip}>
        {tabs.map((id) => {
          const name = id === ALL_SPORTS ? t('sport.all') : t(`sport.${id}`);
          const count = id === ALL_SPORTS ? total : counts ? (counts.get(id) ?? 0) : null;
          return (
            <li key={id}>
              <button
                type="button"
                className="sport-tab"
                data-testid={`sport-${id}`}
                aria-pressed={id === sportId}
                aria-label={count === null ? name : t('sportCount', { sport: name, count })}
                onClick={() => actor.send({ type: 'SELECT_SPORT', sportId: id })}
              >
                {id === ALL_SPORTS ? <AllSportsIcon /> : <SportIcon sportId={id} />}
                <span className="sport-tab-name">{name}</span>
                {count !== null && <span className="sport-tab-count tabular">{count}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function AllSportsIcon() {
  return (
    <svg
      className="sport-icon"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
      <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
    </svg>
  );
}
