import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { reserveBet } from '../../../api/provider/order-api';
import { currencyIdFor } from '../../../lib/currency';
import { formatOdds } from '../../../lib/format/odds';
import { reserveBetMachine, reserveReasons, type ReserveLeg } from '../../../machines/bet-slip/reserve-bet.machine';
import { useServices } from '../../app-services';
import { FilteredInput } from '../../common/filtered-input';
import { useBalance, useSessionUser } from '../../use-session';
import { useSportsSettings } from '../common/use-sports-prefs';
import { useMoney } from '../../common/use-money';

/** "Wait for better odds" on a single: a target price and a stake, reserved once (reserve-bet.machine.ts). */
export function ReserveForm({ leg }: { leg: ReserveLeg }) {
  const { t } = useTranslation(['sports', 'order-errors']);
  const services = useServices();
  const user = useSessionUser();
  const balance = useBalance();
  const money = useMoney();
  const { oddsFormat } = useSportsSettings();
  const id = useId();
  const actor = useActorRef(
    reserveBetMachine.provide({
      actors: {
        reserve: fromPromise(({ input }) =>
          reserveBet(
            services.clients.provider,
            currencyIdFor(user?.regCurrency),
            services.storage.get('deviceId') ?? '',
            input,
          ),
        ),
      },
    }),
    { input: { leg } },
  );
  useEffect(() => actor.send({ type: 'BALANCE', value: balance }), [actor, balance]);
  const target = useSelector(actor, (s) => s.context.target);
  const stake = useSelector(actor, (s) => s.context.stake);
  const problem = useSelector(actor, (s) => s.context.problem);
  const state = useSelector(actor, (s) =>
    s.matches('done') ? 'done' : s.matches('failed') ? 'failed' : s.matches('submitting') ? 'submitting' : 'editing',
  );
  const reason = reserveReasons(leg, target, stake, balance)[0] ?? null;
  if (state === 'done') {
    return (
      <p className="slip-reserve-done" role="status" data-testid="reserve-done">
        {t('slip.reserve.done', { odds: formatOdds(Number(target), oddsFormat) })}{' '}
        <Link to="/personal/reserve">{t('slip.reserve.see')}</Link>
      </p>
    );
  }
  return (
    <form
      className="slip-reserve"
      data-testid="reserve-form"
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: state === 'failed' ? 'RETRY' : 'SUBMIT' });
      }}
    >
      <div className="slip-stake-row">
        <label htmlFor={`${id}-target`} className="slip-stake-label">
          {t('slip.reserve.target', { now: formatOdds(leg.odds, oddsFormat) })}
        </label>
        <FilteredInput
          id={`${id}-target`}
          filter="decimal"
          className="input slip-stake-input tabular"
          value={target}
          disabled={state !== 'editing'}
          onChange={(e) => actor.send({ type: 'SET_TARGET', text: e.currentTarget.value })}
        />
      </div>
      <div className="slip-stake-row">
        <label htmlFor={`${id}-stake`} className="slip-stake-label">
          {t('slip.stakePlaceholder')}
        </label>
        <FilteredInput
          id={`${id}-stake`}
          filter="decimal"
          className="input slip-stake-input tabular"
          value={stake}
          disabled={state !== 'editing'}
          onChange={(e) => actor.send({ type: 'SET_STAKE', text: e.currentTarget.value })}
        />
      </div>
      {reason && state === 'editing' && (
        <p className="slip-reason" data-testid="reserve-reason" data-reason={reason}>
          {t(`slip.reserve.reason.${reason}`, {
            value:
              reason === 'belowMin'
                ? money(leg.smin ?? 0)
                : reason === 'aboveMax'
                  ? money(leg.smax ?? 0)
                  : money(balance ?? 0),
          })}
        </p>
      )}
      {problem && (
        <p className="slip-problem" role="alert" data-testid="reserve-problem" data-problem={problem}>
          {t(`order-errors:reason.${problem}`)}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-block"
        data-testid="reserve-submit"
        aria-disabled={state === 'submitting' || (state === 'editing' && reason !== null)}
      >
        {state === 'failed'
          ? t('slip.retry')
          : state === 'submitting'
            ? t('slip.reserve.sending')
            : t('slip.reserve.submit')}
      </button>
    </form>
  );
}
