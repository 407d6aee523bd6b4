import { useTranslation } from 'react-i18next';
import type { AdminActions } from './admin-page';
import { StaffTableSection } from './staff-table-section';
import { useLoad } from './use-staff';

/** Who did what, newest first. */
export function AuditSection({ actions }: { actions: AdminActions }) {
  const { t } = useTranslation('admin');
  const load = useLoad((api) => api.admin.audit(), String(actions.version));
  return (
    <StaffTableSection
      title={t('audit.title')}
      load={load}
      ns="admin"
      columns={[t('audit.when'), t('audit.who'), t('audit.what'), t('audit.target'), t('audit.detail')]}
      row={(e) => (
        <tr key={e.id}>
          <td>{new Date(e.at).toLocaleString()}</td>
          <td>{e.actor}</td>
          <td>{t(`audit.action.${e.action}`)}</td>
          <td>{e.target}</td>
          <td>{e.detail}</td>
        </tr>
      )}
    />
  );
}
