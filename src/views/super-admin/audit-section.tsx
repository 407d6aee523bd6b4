import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminActions } from './admin-page';
import { LoadState } from './load-state';
import { useLoad } from './use-staff';

/** Who did what, newest first. */
export function AuditSection({ actions }: { actions: AdminActions }) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const load = useLoad((api) => api.admin.audit(), String(actions.version));
  return (
    <section className="staff-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('audit.title')}</h2>
      <LoadState load={load} ns="admin" empty={(rows) => rows.length === 0}>
        {(rows) => (
          <div className="staff-table-wrap">
            <table className="staff-table" aria-labelledby={headingId}>
              <thead>
                <tr>
                  <th scope="col">{t('audit.when')}</th>
                  <th scope="col">{t('audit.who')}</th>
                  <th scope="col">{t('audit.what')}</th>
                  <th scope="col">{t('audit.target')}</th>
                  <th scope="col">{t('audit.detail')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((e) => (
                  <tr key={e.id}>
                    <td>{new Date(e.at).toLocaleString()}</td>
                    <td>{e.actor}</td>
                    <td>{t(`audit.action.${e.action}`)}</td>
                    <td>{e.target}</td>
                    <td>{e.detail}</td>
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
