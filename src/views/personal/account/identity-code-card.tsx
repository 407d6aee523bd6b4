import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdentityCode } from '../../../api/site/member-api';
import { useServices } from '../../app-services';
import { SpokenAs } from '../../common/spoken-as';
import { useDateTime } from '../../common/use-date-time';

/**
 * The identity code a member reads out to customer service to prove who they are: fetched on
 * demand (never at page load: each fetch makes a new code and ends the old one), shown with the
 * local time it expires.
 */
export function IdentityCodeCard() {
  const { t } = useTranslation('account');
  const clock = useDateTime('clock', 'device');
  const { api } = useServices();
  const [code, setCode] = useState<IdentityCode | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const refresh = () => {
    if (state === 'loading') return;
    setState('loading');
    api.member
      .refreshIdentityCode()
      .then((next) => {
        setCode(next);
        setState('idle');
      })
      .catch(() => setState('failed'));
  };
  const until = code ? clock(code.expiresAt) : '';
  return (
    <section className="card account-card" aria-labelledby="identity-title">
      <h3 id="identity-title">{t('identity.title')}</h3>
      <p className="account-note">{t('identity.why')}</p>
      {code && (
        <p className="identity-code" data-testid="identity-code">
          <SpokenAs label={t('identity.codeIs', { code: code.identityCode.split('').join(' ') })}>
            <strong>{code.identityCode}</strong>
          </SpokenAs>
          <span>{t('identity.until', { time: until })}</span>
        </p>
      )}
      {state === 'failed' && (
        <p className="field-error" role="alert">
          {t('identity.failed')}
        </p>
      )}
      <button
        type="button"
        className="btn"
        onClick={refresh}
        aria-busy={state === 'loading'}
        disabled={state === 'loading'}
      >
        {code ? t('identity.refresh') : t('identity.show')}
      </button>
    </section>
  );
}
