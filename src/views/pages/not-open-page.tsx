import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** A route whose screen a later issue builds: a proper titled page that says so. */
export function NotOpenPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation(['pages', 'shell']);
  return (
    <main className="page not-open-page">
      <h1>{t(`pages:${titleKey}`)}</h1>
      <div className="card empty">
        <p>{t('shell:notOpen.body')}</p>
        <Link className="btn btn-primary" to="/">{t('shell:backHome')}</Link>
      </div>
    </main>
  );
}
