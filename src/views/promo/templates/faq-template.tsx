import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DetailOf } from '../../../api/site/promo-api';
import { SafeHtml } from '../safe-html';

/** The help center: questions that open to their (sanitized) answers, and the way to a person. */
export function FaqTemplate({ detail }: { detail: DetailOf<'faq'> }) {
  const { t } = useTranslation('promo');
  return (
    <section className="promo-body card" aria-labelledby="faq-head">
      <h2 id="faq-head">{t('faq.heading')}</h2>
      <div className="faq-list">
        {detail.content.sections.map((s) => (
          <details key={s.id} className="faq-item" data-testid={`faq-${s.id}`}>
            <summary>
              {s.question}
              <span className="chevron" aria-hidden="true" />
            </summary>
            <SafeHtml html={s.html} className="faq-answer" />
          </details>
        ))}
      </div>
      <p className="faq-more">
        {t('faq.more')} <Link to="/dedicated-customer-service">{t('faq.contact')}</Link>
      </p>
    </section>
  );
}
