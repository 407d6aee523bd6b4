import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminActions } from './admin-page';
import { LoadState } from './load-state';
import { useServices } from '../app-services';
import { useResource } from '../use-resource';
import { useNumber } from '../common/use-number';

const FIGURES = ['live', 'upcoming', 'ended', 'viewers', 'presenters', 'activeBans', 'siteBans', 'words'] as const;

/** The site's figures now. */
export function StatsSection({ actions }: { actions: AdminActions }) {
  const { t } = useTranslation('admin');
  const { number } = useNumber();
  const { staff } = useServices();
  const headingId = useId();
  const load = useResource(async () => (await staff()).admin.stats(), { key: String(actions.version) });
  return (
    <section className="staff-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('stats.title')}</h2>
      <LoadState load={load} ns="admin" empty={() => false}>
        {(stats) => (
          <dl className="staff-figures">
            {FIGURES.map((key) => (
              <div key={key} className="staff-figure">
                <dt>{t(`stats.${key}`)}</dt>
                <dd>{number(stats[key])}</dd>
              </div>
            ))}
          </dl>
        )}
      </LoadState>
    </section>
  );
}
