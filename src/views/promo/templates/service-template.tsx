import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DetailOf } from '../../../api/site/promo-api';
import { useServices } from '../../app-services';
import { LoadFailed } from '../../common/load-failed';
import { useResource } from '../../use-resource';

/**
 * `/dedicated-customer-service`: the customer-service contact the server gives through popCustomerLink
 * (the footer's link reads the same call): whether the desk is online, its hours and its contacts, as
 * text. Then the help answers and the suggestion box the server's content names.
 */
export function ServiceTemplate({ detail }: { detail: DetailOf<'service'> }) {
  const { t } = useTranslation('promo');
  const { promo } = useServices();
  const link = useResource((signal) => promo().then((api) => api.customerLink(signal)), {
    isEmpty: (c) => c.contacts.length === 0,
  });
  const { helpPath, feedbackPath } = detail.content;
  return (
    <section className="promo-body card" aria-labelledby="service-head" data-testid="promo-service">
      <h2 id="service-head">{t('service.heading')}</h2>
      {link.status === 'failed' ? (
        <LoadFailed what={t('service.what')} onRetry={link.retry} />
      ) : !link.data ? (
        <p className="muted" role="status" aria-busy="true">
          {t('service.loading')}
        </p>
      ) : (
        <>
          <p className={link.data.online ? 'service-online' : 'muted'} data-testid="service-status">
            {/* The server's own words for its hours ("Online 24/7") say it is online; else the page's. */}
            {!link.data.online ? t('service.offline') : link.data.hours || t('service.online')}
          </p>
          {link.data.contacts.length === 0 ? (
            <p className="muted">{t('service.none')}</p>
          ) : (
            <dl className="service-contacts">
              {link.data.contacts.map((c) => (
                <div key={c.id} data-testid={`contact-${c.id}`}>
                  <dt>{t(`service.contact.${c.id}`, { defaultValue: c.id })}</dt>
                  <dd>{c.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </>
      )}
      <div className="promo-actions">
        {helpPath && (
          <Link className="btn" to={helpPath}>
            {t('service.help')}
          </Link>
        )}
        {feedbackPath && (
          <Link className="btn" to={feedbackPath}>
            {t('service.feedback')}
          </Link>
        )}
      </div>
    </section>
  );
}
