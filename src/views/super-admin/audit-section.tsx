import { useTranslation } from 'react-i18next';
import type { AdminActions } from './admin-page';
import { StaffTableSection } from './staff-table-section';
import { useServices } from '../app-services';
import { useResource } from '../use-resource';
import { useDateTime } from '../common/use-date-time';

/** Who did what, newest first. */
export function AuditSection({ actions }: { actions: AdminActions }) {
  const { t } = useTranslation('admin');
  const when = useDateTime('full', 'device');
  const { staff } = useServices();
  const load = useResource(async () => (await staff()).admin.audit(), { key: String(actions.version) });
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
