import { useMachine } from '@xstate/react';
import { use, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '../../api/provider/order-schemas';
import {
  reserveCancelActors,
  reserveCancelMachine,
  selectCancelState,
} from '../../machines/personal/reserve-cancel.machine';
import { useServices } from '../app-services';
import { useFocusFollows } from '../common/use-focus-follows';
import { Modal } from '../shell/modal';
import { useDateTime } from '../common/use-date-time';
import { optionWithLine, reservationStatusWord } from './order-text';
import { useMoney } from '../common/use-money';
import { useOddsText } from './use-odds-text';
import { useOnline } from './use-online';

/**
 * One reservation: the selection (match, market, option with line), the target and current odds,
 * the stake held, its status in words, when it was made and when it expires, the bet it became.
 * A waiting one can be cancelled (reserve-cancel.machine.ts): confirm, then the list shows it
 * cancelled and the balance is refreshed (the held stake comes back).
 */
export function ReservationCard({
  reservation,
  onCancelled,
  onListChanged,
}: {
  reservation: Reservation;
  onCancelled: (r: Reservation) => void;
  onListChanged: () => void;
}) {
  const { t } = useTranslation('personal');
  const money = useMoney();
  const odds = useOddsText();
  const formatTime = useDateTime('dateTime');
  const titleId = useId();
  const status = reservationStatusWord(reservation);
  const option = optionWithLine(reservation.on, reservation.li);
  // Cancelling ends with the status no longer waiting; the outcome stays shown in the card.
  const [cancellable] = useState(status === 'waiting');

  return (
    <li
      className="order-card reservation-card card"
      aria-labelledby={titleId}
      data-testid="reservation"
      data-reservation-id={reservation.id}
      data-status={status}
    >
      <header className="order-head">
        <h3 id={titleId} className="order-title">
          <span className="order-kind">{option}</span>
          <span className="leg-market">{reservation.mn}</span>
        </h3>
        <span
          className={`state-pill tone-${status === 'filled' ? 'good' : status === 'waiting' ? 'pending' : 'neutral'}`}
          data-testid="reservation-status"
        >
          {t(`reserve.status.${status}`)}
        </span>
      </header>
      <p className="leg-match">{reservation.nm}</p>
      <dl className="order-figures">
        <div>
          <dt>{t('reserve.target')}</dt>
          <dd className="tabular">{odds(reservation.tod)}</dd>
        </div>
        {typeof reservation.cod === 'number' && status === 'waiting' && (
          <div>
            <dt>{t('reserve.current')}</dt>
            <dd className="tabular">{odds(reservation.cod)}</dd>
          </div>
        )}
        <div>
          <dt>{status === 'waiting' ? t('reserve.stake') : t('reserve.stakeReturned')}</dt>
          <dd className="tabular">{money(reservation.sa)}</dd>
        </div>
        <div>
          <dt>{t('reserve.created')}</dt>
          <dd className="tabular">{formatTime(reservation.ct)}</dd>
        </div>
        {typeof reservation.et === 'number' && (
          <div>
            <dt>{t('reserve.expires')}</dt>
            <dd className="tabular">{formatTime(reservation.et)}</dd>
          </div>
        )}
      </dl>
      {status === 'filled' && reservation.oid && (
        <p className="reservation-order">{t('reserve.order', { id: reservation.oid })}</p>
      )}
      {cancellable && (
        <CancelReservation
          reservation={reservation}
          waiting={status === 'waiting'}
          option={option}
          onCancelled={onCancelled}
          onListChanged={onListChanged}
        />
      )}
    </li>
  );
}

function CancelReservation({
  reservation,
  waiting,
  option,
  onCancelled,
  onListChanged,
}: {
  reservation: Reservation;
  /** Still waiting as the list last showed it: once it is not (a refresh after 3010), there is nothing to cancel. */
  waiting: boolean;
  option: string;
  onCancelled: (r: Reservation) => void;
  onListChanged: () => void;
}) {
  const { t } = useTranslation(['personal', 'order-errors']);
  const { session } = useServices();
  const api = use(useServices().history());
  const money = useMoney();
  const odds = useOddsText();
  const online = useOnline();
  const callbacks = useRef({ onCancelled, onListChanged });
  useEffect(() => {
    callbacks.current = { onCancelled, onListChanged };
  }, [onCancelled, onListChanged]);
  const [machine] = useState(() =>
    reserveCancelMachine.provide({
      actors: reserveCancelActors(api.orders),
      actions: {
        cancelled: (_, { reservation: now }) => callbacks.current.onCancelled(now),
        listChanged: () => callbacks.current.onListChanged(),
        refreshBalance: () => session.send({ type: 'REFRESH_BALANCE' }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { id: reservation.id } });
  const state = selectCancelState(snapshot);
  const titleId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  // A card appearing leaves the focus alone; after that it follows the cancel flow.
  useFocusFollows(state, (now, before) =>
    before === undefined
      ? null
      : now === 'confirming'
        ? keepRef
        : now === 'idle'
          ? buttonRef
          : now === 'done' || now === 'failed'
            ? outcomeRef
            : null,
  );

  if (state === 'idle' && !waiting) return null;
  if (state === 'done') {
    return (
      <p ref={outcomeRef} className="cash-out-done" role="status" tabIndex={-1} data-testid="reserve-cancel-done">
        {t('reserve.done', { stake: money(reservation.sa) })}
      </p>
    );
  }
  return (
    <div className="cash-out">
      {state === 'failed' && snapshot.context.failure && (
        <p
          ref={outcomeRef}
          className="cash-out-failed"
          role="alert"
          tabIndex={-1}
          data-testid="reserve-cancel-failed"
          data-reason={snapshot.context.failure.reason}
        >
          {t('reserve.failed', { reason: t(`order-errors:reason.${snapshot.context.failure.reason}`) })}
        </p>
      )}
      <div className="cash-out-actions">
        {state === 'failed' ? (
          <>
            {snapshot.context.failure?.reason !== 'reserveClosed' && (
              <button
                type="button"
                className="btn btn-primary"
                disabled={!online}
                onClick={() => send({ type: 'RETRY' })}
              >
                {t('reserve.retry')}
              </button>
            )}
            <button
              type="button"
              className={snapshot.context.failure?.reason === 'reserveClosed' ? 'btn btn-primary' : 'btn btn-ghost'}
              onClick={() => send({ type: 'CLOSE' })}
            >
              {snapshot.context.failure?.reason === 'reserveClosed' ? t('reserve.refresh') : t('reserve.close')}
            </button>
          </>
        ) : (
          <button
            ref={buttonRef}
            type="button"
            className="btn"
            disabled={!online}
            aria-label={t('reserve.cancelLabel', { option, match: reservation.nm })}
            onClick={() => send({ type: 'REQUEST' })}
            data-testid="reserve-cancel"
          >
            {t('reserve.cancel')}
          </button>
        )}
      </div>
      {!online && <p className="history-note">{t('reserve.offline')}</p>}
      {(state === 'confirming' || state === 'cancelling') && (
        <Modal labelledBy={titleId} onClose={() => state === 'confirming' && send({ type: 'CANCEL' })}>
          <h2 id={titleId}>{t('reserve.dialogTitle')}</h2>
          <p>{t('reserve.dialogBody', { option, odds: odds(reservation.tod), stake: money(reservation.sa) })}</p>
          <div className="dialog-actions">
            <button
              ref={keepRef}
              type="button"
              className="btn"
              aria-disabled={state === 'cancelling'}
              onClick={() => state === 'confirming' && send({ type: 'CANCEL' })}
            >
              {t('reserve.keep')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              aria-disabled={state === 'cancelling'}
              aria-busy={state === 'cancelling'}
              onClick={() => state === 'confirming' && send({ type: 'CONFIRM' })}
              data-testid="reserve-cancel-confirm"
            >
              {state === 'cancelling' ? t('reserve.cancelling') : t('reserve.confirm')}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
