import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { FundApi, FundOrder } from '../../../api/site/fund-api';
import { cashierOrderMachine, type CashierRequest } from '../../../machines/wallet/cashier-order.machine';
import { readCashierOrder, writeCashierOrder, type CashierKind } from '../../../machines/wallet/cashier-storage';
import { useServices } from '../../app-services';

/**
 * One deposit or withdraw form's order chart, wired to the cashier, to local storage (a reload
 * resumes the order with its client order id) and to the session (the balance is read again
 * when the order settles). `userName` must be known: the form waits for the profile.
 */
export function useCashierOrder(kind: CashierKind, fund: FundApi, userName: string) {
  const { storage, session } = useServices();
  const [machine] = useState(() =>
    cashierOrderMachine.provide({
      actors: {
        submit: fromPromise<FundOrder, { request: CashierRequest; clientOrderId: string }>(
          ({ input: { request, clientOrderId } }) =>
            request.kind === 'deposit'
              ? fund.deposit({ channelId: request.channelId, amount: request.amount, clientOrderId })
              : fund.withdraw({ cardId: request.cardId, amount: request.amount, clientOrderId }),
        ),
        check: fromPromise<FundOrder, { orderId: string }>(({ input, signal }) => fund.order(input.orderId, signal)),
      },
      actions: {
        remember: (_, params) => writeCashierOrder(storage, userName, kind, params),
        forget: () => writeCashierOrder(storage, userName, kind, null),
        settled: () => session.send({ type: 'REFRESH_BALANCE' }),
      },
    }),
  );
  return useMachine(machine, { input: { resume: readCashierOrder(storage, userName, kind) } });
}
