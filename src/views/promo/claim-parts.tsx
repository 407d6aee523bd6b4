import { useTranslation } from 'react-i18next';
import { useServices } from '../app-services';
import type { Claim } from './use-promo';

/** What a claim came to, said where the button is: a polite status for a prize, an alert for a refusal. */
export function ClaimFeedback({
  claim,
  successText,
  refusals,
}: {
  claim: Claim;
  successText: string | null;
  /** A template's own words for a refusal, where the common one would not fit. */
  refusals?: Partial<Record<NonNullable<Claim['refusal']>, string>>;
}) {
  const { t } = useTranslation('promo');
  if (claim.phase === 'failed') {
    return (
      <div className="promo-feedback is-error" role="alert">
        <span>{t('refusal.failed')}</span>
        <button type="button" className="btn" onClick={claim.retry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (claim.phase === 'refused' && claim.refusal) {
    return (
      <p className="promo-feedback is-error" role="alert">
        {refusals?.[claim.refusal] ?? t(`refusal.${claim.refusal}`)}
      </p>
    );
  }
  return (
    <p className="promo-feedback" role="status" data-testid="claim-status">
      {claim.phase === 'done' && successText ? successText : ''}
    </p>
  );
}

/** Guests see the page; taking part needs a login (the dialog opens in place). `text` says what the login is for. */
export function LoginToJoin({ text }: { text?: string }) {
  const { t } = useTranslation('promo');
  const { session } = useServices();
  return (
    <div className="promo-login card">
      <p>{text ?? t('loginToJoin')}</p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => session.send({ type: 'OPEN_DIALOG', page: 'login' })}
      >
        {t('login')}
      </button>
    </div>
  );
}
