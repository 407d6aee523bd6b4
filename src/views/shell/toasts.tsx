import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app-services';
import { CloseIcon } from '../common/icons';

/** Toasts from the api layer: server messages as sent, other failures translated by kind. */
export function Toasts() {
  const { t } = useTranslation(['errors', 'shell']);
  const { notices } = useServices();
  const list = useSyncExternalStore(notices.subscribe, notices.snapshot, notices.snapshot);
  return (
    <div className="toasts" role="status" aria-live="polite">
      {list.map((n) => (
        <div key={n.id} className={`toast toast-${n.tone}`}>
          <span>{n.text ?? t(n.key ?? 'errors:unknown', n.params)}</span>
          <button
            type="button"
            className="btn btn-ghost icon-button"
            aria-label={t('shell:dismiss')}
            onClick={() => notices.dismiss(n.id)}
          >
            <CloseIcon size={16} />
          </button>
        </div>
      ))}
    </div>
  );
}
