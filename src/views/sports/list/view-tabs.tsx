import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { SPORTS_VIEWS } from '../../../machines/sports/sports-list-query';
import { viewOf } from '../../../machines/sports/sports-list.machine';
import type { SportsListActor } from './use-sports-list';
import { useCurrentInView } from '../../common/use-current-in-view';

/** The list views (docs/product.md, "Sports betting"): toggle buttons, the current one pressed. */
export function ViewTabs({ actor }: { actor: SportsListActor }) {
  const { t } = useTranslation('sports');
  const current = useSelector(actor, viewOf);
  const strip = useCurrentInView<HTMLElement>(current);
  return (
    <nav ref={strip} className="view-tabs" aria-label={t('view.label')}>
      {SPORTS_VIEWS.map((view) => (
        <button
          key={view}
          type="button"
          className="view-tab"
          data-testid={`view-${view}`}
          aria-pressed={current === view}
          onClick={() => actor.send({ type: 'SHOW', view })}
        >
          {view === 'live' && <span className="live-dot" aria-hidden="true" />}
          {t(`view.${view}`)}
        </button>
      ))}
    </nav>
  );
}
