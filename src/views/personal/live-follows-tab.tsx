import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FollowedPresenter, Reservation } from '../../api/live/live-schemas';
import { LoadFailed } from '../common/load-failed';
import { useServices } from '../app-services';
import { LiveImage } from '../live/live-image';
import { useResource } from '../use-resource';
import { HistoryEmpty, HistorySkeleton } from './history-states';
import { ReservedStreamRow } from './reserved-stream-row';

/**
 * What the viewer follows in the live rooms (docs/product.md, "Personal center"): the presenters they
 * follow, those on air first marked with a way into the room, and the streams they asked to be
 * reminded of, each with its start in the device's time and a cancel. Both lists are the server's
 * (follow/order/list, push/order/list: whose they are comes from the session); the live calls load
 * with the tab (services.live()), not with the personal center.
 */
export default function LiveFollowsTab() {
  return (
    <div className="account-stack live-follows" data-testid="live-follows-tab">
      <FollowedPresenters />
      <ReservedStreams />
    </div>
  );
}

function LobbyLink() {
  const { t } = useTranslation('personal');
  return (
    <Link to="/anchorPlay" className="btn btn-primary">
      {t('live.toLobby')}
    </Link>
  );
}

function FollowedPresenters() {
  const { t } = useTranslation('personal');
  const services = useServices();
  const follows = useResource(async () => (await services.live()).follows());
  // On air first; otherwise the server's order (the order they were followed in).
  const shown = [...(follows.data ?? [])].sort(
    (a, b) => Number(b.liveStreamId !== null) - Number(a.liveStreamId !== null),
  );
  return (
    <section className="live-follows-section" aria-labelledby="live-presenters-title">
      <h3 id="live-presenters-title" className="live-follows-title">
        {t('live.presenters')}
      </h3>
      {follows.status === 'loading' ? (
        <HistorySkeleton label={t('live.presentersLoading')} rows={2} />
      ) : follows.status === 'failed' ? (
        <LoadFailed what={t('live.presentersWhat')} onRetry={follows.retry} />
      ) : shown.length === 0 ? (
        <HistoryEmpty text={t('live.presentersEmpty')}>
          <LobbyLink />
        </HistoryEmpty>
      ) : (
        <ul className="follow-list" aria-labelledby="live-presenters-title" data-testid="followed-presenters">
          {shown.map((p) => (
            <PresenterRow key={p.presenterId} presenter={p} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PresenterRow({ presenter: p }: { presenter: FollowedPresenter }) {
  const { t } = useTranslation('personal');
  const onAir = p.liveStreamId !== null;
  return (
    <li
      className="card follow-row live-follow-row"
      data-testid="followed-presenter"
      data-presenter-id={p.presenterId}
      data-on-air={onAir}
    >
      <LiveImage src={p.avatar} className="live-follow-avatar" size={40} />
      <div className="follow-main">
        <p className="follow-title">{p.nickName}</p>
        <p className="follow-when">
          {onAir ? <span className="follow-live">{t('live.onAir')}</span> : t('live.offAir')}
        </p>
      </div>
      {/* Off air, the room of a presenter id opens their next (else latest) stream (docs/live-api.md, getInfo). */}
      <Link
        to={`/anchorPlay/${onAir ? p.liveStreamId : p.presenterId}`}
        className={`btn ${onAir ? 'btn-primary' : ''}`}
        aria-label={t(onAir ? 'live.watchNamed' : 'live.roomNamed', { name: p.nickName })}
      >
        {t(onAir ? 'live.watch' : 'live.room')}
      </Link>
    </li>
  );
}

function ReservedStreams() {
  const { t } = useTranslation('personal');
  const services = useServices();
  const reservations = useResource(async () => (await services.live()).reservations());
  // Rows the server has confirmed cancelled: gone from the list without asking for it again.
  const [cancelled, setCancelled] = useState<ReadonlySet<number>>(() => new Set());
  const [said, setSaid] = useState<string | null>(null);
  const saidRef = useRef<HTMLParagraphElement>(null);
  const onCancelled = useCallback((r: Reservation) => {
    setCancelled((before) => new Set(before).add(r.streamId));
    setSaid(r.title);
    // The row with the focused button is gone: the focus goes to what happened.
    requestAnimationFrame(() => saidRef.current?.focus());
  }, []);
  const shown = (reservations.data ?? []).filter((r) => !cancelled.has(r.streamId));
  return (
    <section className="live-follows-section" aria-labelledby="live-reminders-title">
      <h3 id="live-reminders-title" className="live-follows-title">
        {t('live.reminders')}
      </h3>
      <p ref={saidRef} className="history-note" role="status" tabIndex={-1} data-testid="reminder-cancelled">
        {said === null ? '' : t('live.cancelled', { title: said })}
      </p>
      {reservations.status === 'loading' ? (
        <HistorySkeleton label={t('live.remindersLoading')} rows={1} />
      ) : reservations.status === 'failed' ? (
        <LoadFailed what={t('live.remindersWhat')} onRetry={reservations.retry} />
      ) : shown.length === 0 ? (
        <HistoryEmpty text={t('live.remindersEmpty')}>
          <LobbyLink />
        </HistoryEmpty>
      ) : (
        <ul className="follow-list" aria-labelledby="live-reminders-title" data-testid="reserved-streams">
          {shown.map((r) => (
            <ReservedStreamRow key={r.streamId} reservation={r} onCancelled={onCancelled} />
          ))}
        </ul>
      )}
    </section>
  );
}
