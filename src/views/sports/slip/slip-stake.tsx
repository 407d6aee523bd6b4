import { useSelector } from '@xstate/react';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { addStake, quickStakes } from '../../../lib/rules/quick-stakes';
import { selectLines, selectReasons } from '../../../machines/bet-slip/slip-selectors';
import { FilteredInput } from '../../common/filtered-input';
import { useBetSlip } from '../common/use-bet-slip';
import { useMemberCurrency, useMoney } from '../../common/use-money';

const STAKE_REASONS = new Set(['belowMin', 'aboveMax', 'invalidStake']);

/**
 * One stake: decimal input, quick amounts, the limits and this line's return
 * (from the chart's stake lines). Memoized: a leg re-rendered by a price change leaves it be.
 */
export const SlipStake = memo(function SlipStake({
  stakeKey,
  label,
  hint,
}: {
  stakeKey: string;
  label: string;
  hint?: string;
}) {
  const { t } = useTranslation('sports');
  const slip = useBetSlip();
  const currency = useMemberCurrency();
  const money = useMoney();
  const id = useId();
  const text = useSelector(slip, (s) => s.context.stakes[stakeKey] ?? '');
  const editable = useSelector(slip, (s) => s.matches('editing'));
  const reason = useSelector(
    slip,
    (s) => selectReasons(s).find((r) => r.key === stakeKey && STAKE_REASONS.has(r.code)) ?? null,
    (a, b) => a?.code === b?.code && a?.value === b?.value,
  );
  const potential = useSelector(slip, (s) => selectLines(s).find((l) => l.key === stakeKey)?.potentialReturn ?? 0);
  const set = (value: string) => slip.send({ type: 'SET_STAKE', key: stakeKey, text: value });
  const errorId = `${id}-error`;
  return (
    <div className="slip-stake" data-testid={`slip-stake-${stakeKey}`}>
      <div className="slip-stake-row">
        <label htmlFor={id} className="slip-stake-label">
          {label}
          {hint && <span className="slip-stake-hint">{hint}</span>}
        </label>
        <FilteredInput
          id={id}
          filter="decimal"
          className="input slip-stake-input tabular"
          value={text}
          placeholder={t('slip.stakePlaceholder')}
          autoComplete="off"
          disabled={!editable}
          aria-invalid={reason !== null}
          aria-describedby={reason ? errorId : undefined}
          onChange={(e) => set(e.currentTarget.value)}
          onValueChange={set}
        />
      </div>
      <div className="slip-quick" role="group" aria-label={t('slip.quickStakes')}>
        {quickStakes(currency).map((amount) => (
          <button
            key={amount}
            type="button"
            className="chip"
            disabled={!editable}
            onClick={() => set(addStake(text, amount))}
            aria-label={t('slip.addStake', { amount: money(amount) })}
          >
            +{money(amount)}
          </button>
        ))}
      </div>
      {reason && (
        <p id={errorId} className="slip-error" data-testid="slip-stake-error" data-reason={reason.code}>
          {t(`slip.reason.${reason.code}`, { value: reason.value !== undefined ? money(reason.value) : '' })}
        </p>
      )}
      {potential > 0 && (
        <p className="slip-return tabular">
          {t('slip.potentialReturn')} <strong>{money(potential)}</strong>
        </p>
      )}
    </div>
  );
});
