import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app-services';
import { ProblemText } from '../common/problem-text';
import { useNumber } from '../common/use-number';

interface History {
  previousSite?: unknown;
  lastLogin?: unknown;
  balance?: unknown;
}

/** An account carried over from the previous platform: show its history, then confirm. */
export function VtobPanel() {
  const { t } = useTranslation('auth');
  const { amount } = useNumber();
  const { session } = useServices();
  const history = useSelector(session, (s) => (s.context.vtobHistory ?? {}) as History);
  const busy = useSelector(session, (s) => s.matches({ anonymous: 'loggingIn' }));
  const problem = useSelector(session, (s) => s.context.problem);
  return (
    <div className="vtob-panel" data-testid="vtob-panel">
      <p>{t('vtobBody')}</p>
      <dl className="vtob-history">
        <dt>{t('vtobPreviousSite')}</dt>
        <dd>{String(history.previousSite ?? '—')}</dd>
        <dt>{t('vtobLastLogin')}</dt>
        <dd>{String(history.lastLogin ?? '—')}</dd>
        <dt>{t('vtobBalance')}</dt>
        <dd className="tabular">{typeof history.balance === 'number' ? amount(history.balance) : '—'}</dd>
      </dl>
      <ProblemText problem={problem} />
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={busy}
        onClick={() => session.send({ type: 'VTOB_CONFIRM' })}
      >
        {t('vtobConfirm')}
      </button>
    </div>
  );
}
