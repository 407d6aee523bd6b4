import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { formatWindow } from '../../lib/rules/time-windows/maintenance';
import { useServices } from '../app-services';

/**
 * Whole-site maintenance: the window arrives in UTC+8 (or as epoch time) and is shown in local
 * time. A window that is absent or unreadable is said to be not known; the page shows anyway.
 */
export default function MaintenancePage() {
  const { t, i18n } = useTranslation('shell');
  const { maintenance, variant } = useServices();
  const info = useSelector(maintenance, (s) => s.context.info);
  const window = useSelector(maintenance, (s) => s.context.window);
  return (
    <main className="maintenance-page" data-testid="maintenance-page">
      <div className="maintenance-card card">
        <div className="maintenance-icon" aria-hidden="true">
          ⚙
        </div>
        <h1>{info?.title || t('maintenance.title')}</h1>
        {info?.content && <p>{info.content}</p>}
        <p className="maintenance-window tabular" data-testid="maintenance-window" data-known={window !== null}>
          {window
            ? t('maintenance.window', {
                window: formatWindow(window.startMs, window.endMs, i18n.language, variant.displayTimeZone),
              })
            : t('maintenance.windowUnknown')}
        </p>
        <p className="maintenance-note">{t('maintenance.note')}</p>
        <button type="button" className="btn btn-primary" onClick={() => maintenance.send({ type: 'RECHECK' })}>
          {t('maintenance.recheck')}
        </button>
      </div>
    </main>
  );
}
