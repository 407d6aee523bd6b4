import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useServices } from '../app-services';
import { useAfterIdle } from './after-idle';

const DEFAULT_LINK = '/dedicated-customer-service';

/**
 * The customer-service link (popCustomerLink): shown at once with the usual address, then pointed
 * where the server says once the page is idle (the promotion calls load then, not with the shell).
 * Same text before and after, so nothing moves.
 */
export function CustomerServiceLink() {
  const { t } = useTranslation('shell');
  const { promo } = useServices();
  const idle = useAfterIdle();
  const [config, setConfig] = useState<{ link: string; hours: string }>({ link: DEFAULT_LINK, hours: '' });
  useEffect(() => {
    if (!idle || !promo) return;
    const controller = new AbortController();
    void promo()
      .then((api) => api.customerLink(controller.signal))
      .then((c) => setConfig({ link: c.link ?? DEFAULT_LINK, hours: c.hours }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [idle, promo]);
  const external = /^https?:/i.test(config.link);
  const label = t('footer.service');
  return external ? (
    <a
      href={config.link}
      target="_blank"
      rel="noopener noreferrer"
      title={config.hours || undefined}
      data-testid="customer-service"
    >
      {label}
    </a>
  ) : (
    <Link to={config.link} title={config.hours || undefined} data-testid="customer-service">
      {label}
    </Link>
  );
}
