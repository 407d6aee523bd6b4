import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FollowedPresenter } from '../../api/live/live-schemas';
import { problem, problemWords, toProblem, type Problem } from '../../api/problem';
import { useServices } from '../app-services';
import { LiveImage } from '../live/live-image';
import { useOnline } from './use-online';

type UnfollowState = { kind: 'idle' } | { kind: 'asking' } | { kind: 'failed'; problem: Problem };

/**
 * One followed presenter: on air or not, a way into their room, and Unfollow. The row goes only
 * when the server answers `following: false` (follow/order/save); a failure is said on the row in
 * the error model's words, with a retry.
 */
export function FollowedPresenterRow({
  presenter: p,
  onUnfollowed,
}: {
  presenter: FollowedPresenter;
  onUnfollowed: (p: FollowedPresenter) => void;
}) {
  const { t } = useTranslation(['personal', 'errors']);
  const services = useServices();
  const online = useOnline();
  const [state, setState] = useState<UnfollowState>({ kind: 'idle' });
  const onAir = p.liveStreamId !== null;

  const unfollow = async () => {
    setState({ kind: 'asking' });
    try {
      const answer = await (await services.live()).follow(p.presenterId, false);
      if (answer.following) {
        setState({ kind: 'failed', problem: problem('badResponse', 'follow/order/save answered following: true') });
        return;
      }
      onUnfollowed(p);
    } catch (error) {
      setState({ kind: 'failed', problem: toProblem(error) });
    }
  };

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
        {state.kind === 'failed' && (
          <p className="history-note live-cancel-failed" role="alert">
            {t('live.unfollowFailed', { reason: problemWords(state.problem, t) })}
          </p>
        )}
      </div>
      <div className="live-follow-actions">
        {/* Off air, the room of a presenter id opens their next (else latest) stream (docs/live-api.md, getInfo). */}
        <Link
          to={`/anchorPlay/${onAir ? p.liveStreamId : p.presenterId}`}
          className={`btn ${onAir ? 'btn-primary' : ''}`}
          aria-label={t(onAir ? 'live.watchNamed' : 'live.roomNamed', { name: p.nickName })}
        >
          {t(onAir ? 'live.watch' : 'live.room')}
        </Link>
        <button
          type="button"
          className="btn btn-ghost"
          disabled={!online || state.kind === 'asking'}
          aria-busy={state.kind === 'asking'}
          aria-label={t(state.kind === 'failed' ? 'live.retryUnfollowNamed' : 'live.unfollowNamed', {
            name: p.nickName,
          })}
          onClick={() => void unfollow()}
        >
          {state.kind === 'asking'
            ? t('live.unfollowing')
            : state.kind === 'failed'
              ? t('live.retry')
              : t('live.unfollow')}
        </button>
      </div>
    </li>
  );
}
