import { useTranslation } from 'react-i18next';

/** Loading state shaped like a page: a title bar and a few cards, not a spinner on a blank page. */
export function PageSkeleton() {
  const { t } = useTranslation('shell');
  return (
    <div className="page" role="status" aria-busy="true" aria-label={t('loading')}>
      <div className="skeleton" style={{ height: 28, width: '40%', marginBottom: 16 }} />
      <div className="skeleton" style={{ height: 160, marginBottom: 16 }} />
      <div className="skeleton" style={{ height: 64, marginBottom: 8 }} />
      <div className="skeleton" style={{ height: 64, marginBottom: 8 }} />
      <div className="skeleton" style={{ height: 64 }} />
    </div>
  );
}
