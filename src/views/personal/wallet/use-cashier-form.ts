import { useState } from 'react';
import type { FundApi } from '../../../api/site/fund-api';
import type { CashierRequest } from '../../../machines/wallet/cashier-order.machine';
import type { CashierKind } from '../../../machines/wallet/cashier-storage';
import { cashierPhaseOf, type CashierPhase } from '../../../machines/wallet/cashier-order.machine';
import { useCashierOrder } from './use-cashier-order';

type RequestOf<K extends CashierKind> = Extract<CashierRequest, { kind: K }>;

/**
 * What the deposit and the withdraw form share: the order chart, the amount typed (brought back by
 * a reload that resumes an order), whether the user tried to send (the form's own check shows only
 * after that), and the three commands the progress block offers. `reason` of `submit` is the form's
 * check: a request goes to the chart only when it is null, so the cashier never sees what the form
 * already knows is wrong.
 */
export function useCashierForm<K extends CashierKind>(kind: K, fund: FundApi, userName: string) {
  const [snapshot, send] = useCashierOrder(kind, fund, userName);
  const request = snapshot.context.request;
  const resumed = request?.kind === kind ? (request as RequestOf<K>) : null;
  const [amount, setAmount] = useState(resumed?.amount ?? '');
  const [tried, setTried] = useState(false);
  const phase = cashierPhaseOf(snapshot);
  return {
    snapshot,
    /** Sending or sent (the form gives way to the progress block), else null. */
    progress: phase === 'editing' || phase === 'start' ? null : (phase as Exclude<CashierPhase, 'editing' | 'start'>),
    resumed,
    amount,
    setAmount,
    /** The form's own check once the user tried to send; otherwise what the cashier refused. */
    shown: (reason: string | null): string | null => (tried && reason ? reason : snapshot.context.refusal),
    submit: (reason: string | null, next: RequestOf<K>) => {
      setTried(true);
      if (reason === null) send({ type: 'SUBMIT', request: next });
    },
    retry: () => send({ type: 'RETRY' }),
    startNew: () => {
      setAmount('');
      setTried(false);
      send({ type: 'NEW' });
    },
  };
}
