import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminActions } from './admin-page';
import { LoadState } from './load-state';
import { useLoad, useStaffApis } from './use-staff';

/** Every stream of the site with its viewers and status; a live one can be stopped (after a confirmation). */
export function StreamsSection({ actions }: { actions: AdminActions }) {
  const { t, i18n } = useTranslation('admin');
  const headingId = useId();
  const staff = useStaffApis();
  const load = useLoad((api) => api.admin.streams(), String(actions.version));
  return (
    <section className="staff-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('streams.title')}</h2>
      <LoadState load={load} ns="admin" empty={(rows) => rows.length === 0}>
        {(rows) => (
          <div className="staff-table-wrap">
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">{t('streams.stream')}</th>
                  <th scope="col">{t('streams.presenter')}</th>
                  <th scope="col">{t('streams.status')}</th>
                  <th scope="col">{t('streams.viewers')}</th>
                  <th scope="col">{t('streams.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((s) => (
                  <tr key={s.streamId}>
                    <th scope="row">
                      {s.title} <span className="staff-muted">#{s.streamId}</span>
                    </th>
                    <td>{s.presenterName}</td>
                    <td>
                      <span className={`staff-status staff-status--${s.statusName}`}>{t(`status.${s.statusName}`)}</span>
                    </td>
                    <td>{s.viewers.toLocaleString(i18n.language)}</td>
                    <td>
                      {s.statusName === 'live' || s.statusName === 'offline' ? (
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
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </LoadState>
    </section>
  );
}
