import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../super-admin/load-state';
import { useLoad } from '../../super-admin/use-staff';

/** The chat settings of each of the presenter's rooms (chatroom/config/info): slow mode, length, open or closed. */
export function ChatSettings({ presenterId }: { presenterId: string }) {
  const { t } = useTranslation('moderation');
  const headingId = useId();
  const load = useLoad(async (api) => {
    const rooms = await api.income.rooms(presenterId);
    return Promise.all(rooms.map(async (r) => ({ ...r, config: await api.chat.config(r.roomId, presenterId) })));
  }, presenterId);
  return (
    <section className="staff-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('settings.title')}</h2>
      <LoadState load={load} ns="moderation" empty={(rooms) => rooms.length === 0}>
        {(rooms) => (
          <div className="staff-table-wrap">
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">{t('settings.room')}</th>
                  <th scope="col">{t('settings.slowMode')}</th>
                  <th scope="col">{t('settings.maxLength')}</th>
                  <th scope="col">{t('settings.chat')}</th>
                </tr>
              </thead>
              <tbody>
                {rooms.map((r) => (
                  <tr key={r.roomId}>
                    <th scope="row">{r.title || r.roomId}</th>
                    <td>{r.config.slowModeSeconds > 0 ? t('settings.seconds', { count: r.config.slowModeSeconds }) : t('settings.off')}</td>
                    <td>{r.config.maxLength}</td>
                    <td>{r.config.enabled ? t('settings.open') : t('settings.closed')}</td>
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
