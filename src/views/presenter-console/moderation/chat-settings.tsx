import { useTranslation } from 'react-i18next';
import { StaffTableSection } from '../../super-admin/staff-table-section';
import { useServices } from '../../app-services';
import { useResource } from '../../use-resource';

/** The chat settings of each of the presenter's rooms (chatroom/config/info): slow mode, length, open or closed. */
export function ChatSettings({ presenterId }: { presenterId: string }) {
  const { t } = useTranslation('moderation');
  const { staff } = useServices();
  const load = useResource(
    async () => {
      const api = await staff();
      const rooms = await api.income.rooms(presenterId);
      return Promise.all(rooms.map(async (r) => ({ ...r, config: await api.chat.config(r.roomId, presenterId) })));
    },
    { key: presenterId },
  );
  return (
    <StaffTableSection
      title={t('settings.title')}
      load={load}
      ns="moderation"
      columns={[t('settings.room'), t('settings.slowMode'), t('settings.maxLength'), t('settings.chat')]}
      rowHeader
      row={(r) => ({
        key: r.roomId,
        cells: [
          r.title || r.roomId,
          r.config.slowModeSeconds > 0 ? t('settings.seconds', { count: r.config.slowModeSeconds }) : t('settings.off'),
          r.config.maxLength,
          r.config.enabled ? t('settings.open') : t('settings.closed'),
        ],
      })}
    />
  );
}
