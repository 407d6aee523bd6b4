import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Reservation } from '../../api/live/live-schemas';
import { STREAM_STATUS } from '../../api/live/stream-status';
import { problem, problemWords, toProblem, type Problem } from '../../api/problem';
import { useServices } from '../app-services';
import { useDateTime } from '../common/use-date-time';
import { useOnline } from './use-online';

type CancelState = { kind: 'idle' } | { kind: 'cancelling' } | { kind: 'failed'; problem: Problem };

/**
 * One reserved stream: its title (into the room), presenter, and its start in the device's time
 * while upcoming (else what it is now: on air, off air, ended). Cancel asks the server
 * (stream/cancel); the row goes only when the answer says the reservation is gone, and a failure is
 * said in the error model's words with a retry.
 */
export function ReservedStreamRow({
  reservation: r,
  onCancelled,
}: {
  reservation: Reservation;
  onCancelled: (r: Reservation) => void;
}) {
  const { t } = useTranslation(['personal', 'errors']);
  const services = useServices();
  const online = useOnline();
  const when = useDateTime('medium', 'device');
  const [state, setState] = useState<CancelState>({ kind: 'idle' });

  const cancel = async () => {
    setState({ kind: 'cancelling' });
    try {
      const answer = await (await services.live()).cancelReserve(r.streamId);
      // Only the server's word that the reservation is gone removes the row.
      if (answer.reserved) {
        setState({ kind: 'failed', problem: problem('badResponse', 'stream/cancel answered reserved: true') });
        return;
      }
      onCancelled(r);
    } catch (error) {
      setState({ kind: 'failed', problem: toProblem(error) });
    }
  };

  return (
    <li className="card follow-row" data-testid="reserved-stream" data-stream-id={r.streamId} data-status={r.status}>
      <div className="follow-main">
        <p className="follow-league">{t('live.with', { name: r.presenterName })}</p>
        <Link to={`/anchorPlay/${r.streamId}`} className="follow-title">
          {r.title}
        </Link>
        <p className="follow-when" data-testid="reserved-start">
          {r.status === STREAM_STATUS.upcoming ? (
            <time dateTime={new Date(r.startTime).toISOString()}>
              {t('live.startsAt', { time: when(r.startTime) })}
            </time>
          ) : r.status === STREAM_STATUS.live ? (
            <span className="follow-live">{t('live.status.s2')}</span>
          ) : r.status === STREAM_STATUS.offline ? (
            t('live.status.s3')
          ) : (
            t('live.status.s4')
          )}
        </p>
        {state.kind === 'failed' && (
          <p className="history-note live-cancel-failed" role="alert" data-testid="reminder-cancel-failed">
            {t('live.cancelFailed', { reason: problemWords(state.problem, t) })}
          </p>
        )}
      </div>
      <button
        type="button"
        className="btn"
        disabled={!online || state.kind === 'cancelling'}
        aria-busy={state.kind === 'cancelling'}
        aria-label={t(state.kind === 'failed' ? 'live.retryNamed' : 'live.cancelNamed', { title: r.title })}
        onClick={() => void cancel()}
      >
        {state.kind === 'cancelling'
          ? t('live.cancelling')
          : state.kind === 'failed'
            ? t('live.retry')
            : t('live.cancel')}
      </button>
    </li>
  );
}
