import { useTranslation } from 'react-i18next';

/** What happened and a retry: the error state every screen has. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="error-box card" role="alert">
      <p>{t('loadFailed', { what })}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
