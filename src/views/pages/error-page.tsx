import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

/** /404, /500 and /403: no header, no tab bar; the code comes from the path. */
export default function ErrorPage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const code = pathname === '/500' ? '500' : pathname === '/403' ? '403' : '404';
  return (
    <main className="error-page" data-testid="error-page">
      <p className="error-code tabular" aria-hidden="true">
        {code}
      </p>
      <h1>{t(`errorPage.${code}.title`)}</h1>
      <p>{t(`errorPage.${code}.body`)}</p>
      <Link to="/" className="btn btn-primary">
        {t('backHome')}
      </Link>
    </main>
  );
}
