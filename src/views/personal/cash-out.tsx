import { useMachine } from '@xstate/react';
import { use, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderFailure } from '../../api/provider/order-errors';
import { CASH_OUT_PRICE_STATUS, type CashOutResult, type Order } from '../../api/provider/order-schemas';
import {
  cashOutActors,
  cashOutMachine,
  cashOutStateOf,
  type CashOutContext,
} from '../../machines/personal/cash-out.machine';
import { useServices } from '../app-services';
import { useFocusFollows, useFocusOnMount } from '../common/use-focus-follows';
import { Modal } from '../shell/modal';
import { useSportsSettings } from '../sports/common/use-sports-prefs';
import { useMoney } from '../common/use-money';
import { useOnline } from './use-online';

/**
 * The cash-out panel of one order (cash-out.machine.ts). Closed it is a button; open it shows the
 * amount offered now, refreshed every few seconds and marked ▲/▼ when it moves (the move is said
 * in a polite live region too); "Cash out" opens a dialog with that amount and the choice to take
 * a changed one; a 3008 answer shows the new amount in the dialog to confirm again. Done, the
 * order shows cashed out (the list is patched) and the balance is refreshed.
 */
export function CashOut({
  order,
  title,
  onCashedOut,
}: {
  order: Order;
  title: string;
  onCashedOut: (result: CashOutResult) => void;
}) {
  const { t } = useTranslation('personal');
  const { session } = useServices();
  const api = use(useServices().history());
  const { oddsChange } = useSportsSettings();
  const online = useOnline();
  const money = useMoney();
  const report = useRef(onCashedOut);
  useEffect(() => {
    report.current = onCashedOut;
  }, [onCashedOut]);
  const [machine] = useState(() =>
    cashOutMachine.provide({
      actors: cashOutActors(api.orders),
      actions: {
        cashedOut: (_, { result }) => report.current(result),
        refreshBalance: () => session.send({ type: 'REFRESH_BALANCE' }),
      },
    }),
  );
  // The dialog's checkbox starts from the odds-change setting: "accept any change" takes a changed amount too.
  const [snapshot, send] = useMachine(machine, {
    input: { orderId: order.id, stake: order.sa, parlay: order.ops.length > 1, acceptOddsChange: oddsChange === 2 },
  });
  const state = cashOutStateOf(snapshot);
  const context = snapshot.context;

  // Focus follows the flow: into the panel when it opens, back to the button when it closes, onto the outcome when done.
  const openRef = useRef<HTMLButtonElement>(null);
  const cashOutRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useFocusFollows(state, (now, before) => {
    if (before === undefined) return null;
    if (now === 'idle') return openRef;
    if (now === 'done') return doneRef;
    if (before === 'idle' || now === 'failed') return panelRef;
    // The dialog closed without cashing out: back to the button that opened it (the dialog is gone
    // from the page before the browser could give the focus back itself).
    return now === 'pricing' && (before === 'confirming' || before === 'cashing') && cashOutRef;
  });

  if (state === 'idle') {
    return (
      <div className="cash-out">
        <button
          ref={openRef}
          type="button"
          className="btn cash-out-open"
          aria-label={t('cashOut.openLabel', { bet: title })}
          disabled={!online}
          onClick={() => send({ type: 'OPEN' })}
        >
          {t('cashOut.open')}
        </button>
        {!online && <p className="history-note">{t('cashOut.offline')}</p>}
      </div>
    );
  }

  if (state === 'done') {
    return (
      <p ref={doneRef} className="cash-out-done" role="status" tabIndex={-1} data-testid="cash-out-done">
        {t('cashOut.done', { amount: money(context.result?.amt ?? context.quote ?? 0) })}
      </p>
    );
  }

  return (
    <section
      ref={panelRef}
      className="cash-out-panel"
      aria-label={t('cashOut.panel', { bet: title })}
      tabIndex={-1}
      data-testid="cash-out-panel"
      data-state={state}
    >
      {state === 'unavailable' ? <p>{t('cashOut.unavailable')}</p> : <PriceLine context={context} />}
      {state === 'failed' && context.failure && <FailureLine failure={context.failure} />}
      <div className="cash-out-actions">
        {state === 'failed' ? (
          <button type="button" className="btn btn-primary" onClick={() => send({ type: 'RETRY' })}>
            {t('cashOut.retry')}
          </button>
        ) : (
          state !== 'unavailable' && (
            <button
              ref={cashOutRef}
              type="button"
              className="btn btn-primary"
              disabled={!online || !snapshot.can({ type: 'CASH_OUT' })}
              onClick={() => send({ type: 'CASH_OUT' })}
              data-testid="cash-out-button"
            >
              {context.price?.amount !== null && context.price?.amount !== undefined
                ? t('cashOut.cashOut', { amount: money(context.price.amount) })
                : t('cashOut.open')}
            </button>
          )
        )}
        <button type="button" className="btn btn-ghost" onClick={() => send({ type: 'CLOSE' })}>
          {t('cashOut.close')}
        </button>
      </div>
      {!online && <p className="history-note">{t('cashOut.offline')}</p>}
      {(state === 'confirming' || state === 'cashing') && (
        <CashOutDialog
          context={context}
          busy={state === 'cashing'}
          onAccept={(value) => send({ type: 'SET_ACCEPT', value })}
          onConfirm={() => send({ type: 'CONFIRM' })}
          onCancel={() => send({ type: 'CANCEL' })}
        />
      )}
    </section>
  );
}

/** The amount offered now, its move (▲/▼, colour and words) and why it cannot be taken, if so. */
function PriceLine({ context }: { context: CashOutContext }) {
  const { t } = useTranslation('personal');
  const money = useMoney();
  const { price, direction, lastChange, priceStale } = context;
  if (!price || price.amount === null) {
    return (
      <p className="cash-out-loading" role="status" aria-busy="true">
        {t('cashOut.loading')}
      </p>
    );
  }
  return (
    <>
      <p
        className={`cash-out-amount ${priceStale ? 'is-stale' : ''}`}
        data-testid="cash-out-amount"
        data-move={direction ?? undefined}
      >
        <span className="cash-out-label">{t('cashOut.amount')}</span>
        <span className="cash-out-value tabular">
          {money(price.amount)}
          {direction && (
            <span className={`move-arrow move-${direction}`} aria-hidden="true">
              {direction === 'up' ? '▲' : '▼'}
            </span>
          )}
        </span>
      </p>
      {/* Said once per move, not at every refresh: the text changes only when the amount does. */}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="cash-out-live">
        {lastChange
          ? `${t('cashOut.amount')} ${money(lastChange.to)}, ${t(lastChange.direction === 'up' ? 'cashOut.rising' : 'cashOut.falling')}`
          : ''}
      </p>
      {price.status === CASH_OUT_PRICE_STATUS.suspended && <p className="history-note">{t('cashOut.suspended')}</p>}
      {priceStale && <p className="history-note">{t('cashOut.stale')}</p>}
    </>
  );
}

function FailureLine({ failure }: { failure: OrderFailure }) {
  const { t } = useTranslation(['personal', 'order-errors']);
  return (
    <p className="cash-out-failed" role="alert" data-testid="cash-out-failed" data-reason={failure.reason}>
      {t('cashOut.failed', { reason: t(`order-errors:reason.${failure.reason}`) })}
    </p>
  );
}

function CashOutDialog({
  context,
  busy,
  onAccept,
  onConfirm,
  onCancel,
}: {
  context: CashOutContext;
  busy: boolean;
  onAccept: (value: boolean) => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('personal');
  const money = useMoney();
  const titleId = useId();
  // After the Modal (a child) has opened the dialog: the action is the first thing in focus.
  const confirmRef = useFocusOnMount<HTMLButtonElement>();
  const amount = money(context.quote ?? 0);
  return (
    <Modal labelledBy={titleId} onClose={() => !busy && onCancel()} className="cash-out-dialog">
      <h2 id={titleId}>{t('cashOut.dialogTitle')}</h2>
      <p className="cash-out-quote tabular" data-testid="cash-out-quote">
        {amount}
      </p>
      <p>{t('cashOut.dialogBody', { amount, stake: money(context.stake) })}</p>
      {context.changedFrom !== null && (
        <p className="cash-out-changed" role="alert" data-testid="cash-out-changed">
          {t('cashOut.changed', { from: money(context.changedFrom), to: amount })}
        </p>
      )}
      <label className="check-row">
        <input
          type="checkbox"
          checked={context.acceptOddsChange}
          disabled={busy}
          onChange={(e) => onAccept(e.currentTarget.checked)}
        />
        <span>{t('cashOut.accept')}</span>
      </label>
      <div className="dialog-actions">
        <button type="button" className="btn" aria-disabled={busy} onClick={() => !busy && onCancel()}>
          {t('cashOut.cancel')}
        </button>
        <button
          ref={confirmRef}
          type="button"
          className="btn btn-primary"
          aria-disabled={busy}
          aria-busy={busy}
          onClick={() => !busy && onConfirm()}
          data-testid="cash-out-confirm"
        >
          {busy ? t('cashOut.cashing') : t('cashOut.confirm')}
        </button>
      </div>
    </Modal>
  );
}
