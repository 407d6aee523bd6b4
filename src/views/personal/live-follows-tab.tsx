import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FollowedPresenter, Reservation } from '../../api/live/live-schemas';
import { LoadFailed } from '../common/load-failed';
import { useServices } from '../app-services';
import { useResource } from '../use-resource';
import { HistoryEmpty, HistorySkeleton } from './history-states';
import { FollowedPresenterRow } from './followed-presenter-row';
import { ReservedStreamRow } from './reserved-stream-row';
import { useFocusFollows } from '../common/use-focus-follows';

/**
 * What the viewer follows in the live rooms (docs/product.md, "Personal center"): the presenters they
 * follow, those on air first marked with a way into the room (and Unfollow), and the streams they asked to be
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

/**
 * A line that says what an action did, once its row is gone; the focus goes to it, since the focused
 * button went with the row. Always in the page (empty until then), so it is announced.
 */
function useSaidLine() {
  // A new object per line said, so saying the same words again moves the focus again.
  const [said, setSaid] = useState<{ text: string } | null>(null);
  const ref = useRef<HTMLParagraphElement>(null);
  // After the render that shows the line (and removes the row whose button had the focus).
  useFocusFollows(said, (line) => line && ref);
  const say = useCallback((text: string) => setSaid({ text }), []);
  const line = (
    <p ref={ref} className="history-note" role="status" tabIndex={-1}>
      {said?.text ?? ''}
    </p>
  );
  return { say, line };
}

function FollowedPresenters() {
  const { t } = useTranslation('personal');
  const services = useServices();
  const follows = useResource(async () => (await services.live()).follows());
  // Rows the server has confirmed unfollowed: gone without asking for the list again.
  const [gone, setGone] = useState<ReadonlySet<number>>(() => new Set());
  const { say, line } = useSaidLine();
  const onUnfollowed = useCallback(
    (p: FollowedPresenter) => {
      setGone((before) => new Set(before).add(p.presenterId));
      say(t('live.unfollowed', { name: p.nickName }));
    },
    [say, t],
  );
  // On air first; otherwise the server's order (the order they were followed in).
  const shown = [...(follows.data ?? [])]
    .filter((p) => !gone.has(p.presenterId))
    .sort((a, b) => Number(b.liveStreamId !== null) - Number(a.liveStreamId !== null));
  return (
    <section className="live-follows-section" aria-labelledby="live-presenters-title">
      <h3 id="live-presenters-title" className="live-follows-title">
        {t('live.presenters')}
      </h3>
      {line}
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
            <FollowedPresenterRow key={p.presenterId} presenter={p} onUnfollowed={onUnfollowed} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReservedStreams() {
  const { t } = useTranslation('personal');
  const services = useServices();
  const reservations = useResource(async () => (await services.live()).reservations());
  // Rows the server has confirmed cancelled: gone from the list without asking for it again.
  const [cancelled, setCancelled] = useState<ReadonlySet<number>>(() => new Set());
  const { say, line } = useSaidLine();
  const onCancelled = useCallback(
    (r: Reservation) => {
      setCancelled((before) => new Set(before).add(r.streamId));
      say(t('live.cancelled', { title: r.title }));
    },
    [say, t],
  );
  const shown = (reservations.data ?? []).filter((r) => !cancelled.has(r.streamId));
  return (
    <section className="live-follows-section" aria-labelledby="live-reminders-title">
      <h3 id="live-reminders-title" className="live-follows-title">
        {t('live.reminders')}
      </h3>
      {line}
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
