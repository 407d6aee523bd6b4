import { useTranslation } from 'react-i18next';
import type { Channel, FundOrder } from '../../../api/site/fund-api';
import type { CashierContext } from '../../../machines/wallet/cashier-order.machine';
import { maskCard } from '../../../lib/rules/masking';
import { useMoney, useMoneyWithCode } from '../../common/use-money';

type Phase = 'submitting' | 'unknown' | 'pending' | 'settled';

export interface CashierProgressProps {
  phase: Phase;
  context: CashierContext;
  /** The deposit channel of the order (for the payee), when it is a deposit. */
  channel?: Channel | undefined;
  /** The withdraw card's number, when it is a withdrawal. */
  cardNo?: string | undefined;
  onRetry: () => void;
  onNew: () => void;
}

/** Where a sent order stands: sending, outcome unknown (Retry), pending (what to do), settled. */
export function CashierProgress({ phase, context, channel, cardNo, onRetry, onNew }: CashierProgressProps) {
  const { t } = useTranslation(['personal', 'errors']);
  const money = useMoney();
  const moneyWithCode = useMoneyWithCode();
  const order = context.order;
  return (
    <div
      className="card cashier-progress"
      data-testid="cashier-progress"
      data-phase={phase}
      data-status={order?.status ?? ''}
      aria-live="polite"
    >
      {phase === 'submitting' && <p role="status">{t('wallet.progress.sending')}</p>}
      {phase === 'unknown' && (
        <>
          <p role="alert">{t('wallet.progress.unknown', { why: t(context.failure?.wordsKey ?? 'errors:network') })}</p>
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            {t('wallet.progress.retry')}
          </button>
        </>
      )}
      {order && (phase === 'pending' || phase === 'settled') && (
        <>
          <p className="cashier-order-id">{t('wallet.progress.order', { id: order.orderId })}</p>
          <p className="cashier-status">{statusText(order)}</p>
          {phase === 'pending' && order.kind === 'deposit' && channel && payeeLines(channel, order.amount)}
          {phase === 'pending' && context.checkFailures >= 3 && (
            <p className="history-note">{t('wallet.progress.checkFailing')}</p>
          )}
          {phase === 'settled' && (
            <button type="button" className="btn btn-primary" onClick={onNew}>
              {t('wallet.progress.new')}
            </button>
          )}
        </>
      )}
    </div>
  );

  function statusText(o: FundOrder): string {
    if (o.kind === 'deposit') {
      if (o.status === 'pending') return t('wallet.progress.depositPending');
      return o.status === 'credited'
        ? t('wallet.progress.credited', { amount: money(o.credit) })
        : t('wallet.progress.depositFailed');
    }
    const card = maskCard(cardNo ?? '');
    if (o.status === 'pending') return t('wallet.progress.withdrawPending', { amount: money(o.amount), card });
    return o.status === 'paid'
      ? t('wallet.progress.paid', { amount: money(o.amount), card })
      : t('wallet.progress.withdrawFailed');
  }

  function payeeLines(c: Channel, amount: number) {
    const text = moneyWithCode(amount, c.currency);
    return (
      <dl className="cashier-payee">
        <dt>{t('wallet.payee.amount')}</dt>
        <dd>{text}</dd>
        {'address' in c.payee ? (
          <>
            <dt>{t('wallet.payee.network')}</dt>
            <dd>{c.payee.network}</dd>
            <dt>{t('wallet.payee.address')}</dt>
            <dd className="cashier-mono">{c.payee.address}</dd>
          </>
        ) : (
          <>
            <dt>{t('wallet.payee.bank')}</dt>
            <dd>{c.payee.bankName}</dd>
            <dt>{t('wallet.payee.accountName')}</dt>
            <dd>{c.payee.accountName}</dd>
            <dt>{t('wallet.payee.accountNo')}</dt>
            <dd className="cashier-mono">{c.payee.accountNo}</dd>
          </>
        )}
      </dl>
    );
  }
}
