import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { selectReasons, selectTotals, slipPhase } from '../../../machines/bet-slip/slip-selectors';
import type { SlipReason } from '../../../machines/bet-slip/slip-types';
import { useBetSlip } from '../common/use-bet-slip';
import { useMoney } from '../../common/use-money';

const sameReason = (a: SlipReason | null, b: SlipReason | null) =>
  a?.code === b?.code && a?.key === b?.key && a?.value === b?.value;
const sameTotals = (a: { stake: number; potentialReturn: number }, b: { stake: number; potentialReturn: number }) =>
  a.stake === b.stake && a.potentialReturn === b.potentialReturn;

/** Totals, the reason the slip cannot place (the first, in words), accepting changed odds, and Place. */
export function SlipFooter() {
  const { t } = useTranslation('sports');
  const slip = useBetSlip();
  const money = useMoney();
  const phase = useSelector(slip, slipPhase);
  const reason = useSelector(slip, (s) => selectReasons(s)[0] ?? null, sameReason);
  const oddsChanged = useSelector(slip, (s) => selectReasons(s).some((r) => r.code === 'oddsChanged'));
  const totals = useSelector(slip, selectTotals, sameTotals);
  const problem = useSelector(slip, (s) => s.context.problem);
  const reasonId = useId();
  const editing = phase === 'ready' || phase === 'checking' || phase === 'checkFailed';
  if (!editing) return null;
  return (
    <div className="slip-footer">
      <dl className="slip-totals tabular">
        <div>
          <dt>{t('slip.totalStake')}</dt>
          <dd data-testid="slip-total-stake">{money(totals.stake)}</dd>
        </div>
        <div>
          <dt>{t('slip.totalReturn')}</dt>
          <dd data-testid="slip-total-return">{money(totals.potentialReturn)}</dd>
        </div>
      </dl>
      {problem && problem.code !== 'notPlaced' && (
        <p className="slip-problem" role="alert" data-testid="slip-problem" data-problem={problem.code}>
          {t(`slip.problem.${problem.code}`, { value: problem.value !== undefined ? money(problem.value) : '' })}
          {problem.message && <span className="slip-problem-detail"> ({problem.message})</span>}
        </p>
      )}
      {phase === 'checkFailed' && (
        <p className="slip-problem" role="alert" data-testid="slip-check-failed">
          {t('slip.checkFailed')}{' '}
          <button type="button" className="btn btn-ghost" onClick={() => slip.send({ type: 'RETRY' })}>
            {t('slip.retryCheck')}
          </button>
        </p>
      )}
      {reason && !(phase === 'checkFailed' && reason.code === 'checking') && (
        <p id={reasonId} className="slip-reason" aria-live="polite" data-testid="slip-reason" data-reason={reason.code}>
          {t(`slip.reason.${reason.code}`, {
            value:
              reason.value !== undefined
                ? reason.code === 'overBalance'
                  ? money(reason.value)
                  : String(reason.value)
                : '',
          })}
        </p>
      )}
      {oddsChanged && (
        <button
          type="button"
          className="btn btn-block"
          data-testid="slip-accept"
          onClick={() => slip.send({ type: 'ACCEPT_CHANGES' })}
        >
          {t('slip.acceptChanges')}
        </button>
      )}
      <button
        type="button"
        className="btn btn-primary btn-block"
        data-testid="slip-place"
        aria-disabled={reason !== null}
        aria-describedby={reason ? reasonId : undefined}
        // aria-disabled, not disabled: the button stays focusable and says why it does nothing.
        onClick={() => reason === null && slip.send({ type: 'PLACE' })}
      >
        {t('slip.place', { amount: money(totals.stake) })}
      </button>
    </div>
  );
}
