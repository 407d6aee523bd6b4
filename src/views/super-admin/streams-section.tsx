import { useTranslation } from 'react-i18next';
import type { AdminActions } from './admin-page';
import { StaffTableSection } from './staff-table-section';
import { useServices } from '../app-services';
import { useResource } from '../use-resource';
import { useNumber } from '../common/use-number';

/** Every stream of the site with its viewers and status; a live one can be stopped (after a confirmation). */
export function StreamsSection({ actions }: { actions: AdminActions }) {
  const { t } = useTranslation('admin');
  const { number } = useNumber();
  const { staff } = useServices();
  const load = useResource(async () => (await staff()).admin.streams(), { key: String(actions.version) });
  return (
    <StaffTableSection
      title={t('streams.title')}
      load={load}
      ns="admin"
      columns={[
        t('streams.stream'),
        t('streams.presenter'),
        t('streams.status'),
        t('streams.viewers'),
        t('streams.actions'),
      ]}
      rowHeader
      row={(s) => ({
        key: s.streamId,
        cells: [
          <>
            {s.title} <span className="staff-muted">#{s.streamId}</span>
          </>,
          s.presenterName,
          <span className={`staff-status staff-status--${s.statusName}`}>{t(`status.${s.statusName}`)}</span>,
          number(s.viewers),
          s.statusName === 'live' || s.statusName === 'offline' ? (
            <button
              type="button"
              className="btn btn-danger"
              aria-label={t('streams.stopNamed', { title: s.title })}
              onClick={() =>
                actions.ask({
                  title: t('streams.confirmTitle'),
                  message: t('streams.confirmMessage', { title: s.title, id: s.streamId }),
                  confirm: t('streams.stop'),
                  run: async () => (await staff()).admin.stopStream(s.streamId, ''),
                })
              }
            >
              {t('streams.stop')}
            </button>
          ) : null,
        ],
      })}
    />
  );
}
