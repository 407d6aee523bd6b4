import { useTranslation } from 'react-i18next';
import type { AdminActions } from './admin-page';
import { StaffTableSection } from './staff-table-section';
import { useLoad } from './use-staff';
import { useDateTime } from '../common/use-date-time';

/** Who did what, newest first. */
export function AuditSection({ actions }: { actions: AdminActions }) {
  const { t } = useTranslation('admin');
  const when = useDateTime('full', 'device');
  const load = useLoad((api) => api.admin.audit(), String(actions.version));
  return (
    <StaffTableSection
      title={t('audit.title')}
      load={load}
      ns="admin"
      columns={[t('audit.when'), t('audit.who'), t('audit.what'), t('audit.target'), t('audit.detail')]}
      row={(e) => ({ key: e.id, cells: [when(e.at), e.actor, t(`audit.action.${e.action}`), e.target, e.detail] })}
    />
  );
}
