import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CustomerServiceLink } from './customer-service-link';

export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <footer className="app-footer">
      <nav aria-label={t('footerNav')} className="footer-links">
        <Link to="/HelpCenter">{t('footer.help')}</Link>
        <Link to="/AppDownload">{t('footer.app')}</Link>
        <Link to="/sponsor">{t('footer.sponsor')}</Link>
        <Link to="/VentureInvest">{t('footer.invest')}</Link>
        <CustomerServiceLink />
      </nav>
      <p className="footer-note">{t('footer.responsible')}</p>
      <p className="footer-note">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
