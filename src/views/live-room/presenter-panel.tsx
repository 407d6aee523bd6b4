import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StreamInfo } from '../../api/live/live-schemas';
import { STREAM_STATUS } from '../../api/live/stream-status';
import { useServices } from '../app-services';
import { ReserveButton } from '../live/reserve-button';
import { LiveImage } from '../live/live-image';
import { useDateTime } from '../common/use-date-time';
import { useNumber } from '../common/use-number';

/**
 * The presenter: avatar, name, intro, followers, and follow (saved by the server, per user); an
 * upcoming stream offers its reservation here too.
 */
export function PresenterPanel({ info }: { info: StreamInfo }) {
  const { t } = useTranslation('live');
  const { number } = useNumber();
  const when = useDateTime('medium', 'device');
  const services = useServices();
  const [follow, setFollow] = useState({
    following: info.presenter.following,
    followers: info.presenter.followers,
    busy: false,
    failed: false,
  });
  const toggle = async () => {
    setFollow((f) => ({ ...f, busy: true, failed: false }));
    try {
      const result = await (await services.live()).follow(info.presenter.id, !follow.following);
      setFollow({ following: result.following, followers: result.followers, busy: false, failed: false });
    } catch {
      setFollow((f) => ({ ...f, busy: false, failed: true }));
    }
  };
  return (
    <div className="presenter-panel" data-testid="presenter-panel">
      <div className="presenter-head">
        <LiveImage src={info.presenter.avatar} className="presenter-avatar" size={56} />
        <div>
          <h2 className="presenter-name">{info.presenter.nickName}</h2>
          <p className="presenter-followers tabular" data-testid="followers">
            {t('presenter.followers', { count: follow.followers, n: number(follow.followers) })}
          </p>
        </div>
        <button
          type="button"
          className={`btn ${follow.following ? 'btn-ghost' : 'btn-primary'} follow-btn`}
          aria-pressed={follow.following}
          disabled={follow.busy}
          onClick={() => void toggle()}
        >
          {t(follow.following ? 'presenter.following' : 'presenter.follow')}
        </button>
      </div>
      {follow.failed && (
        <p role="alert" className="field-error">
          {t('presenter.followFailed')}
        </p>
      )}
      {info.presenter.intro && <p className="presenter-intro">{info.presenter.intro}</p>}
      {info.status === STREAM_STATUS.upcoming && (
        <div className="presenter-reserve">
          <p>{t('room.startsAt', { time: when(info.startTime) })}</p>
          <ReserveButton streamId={info.id} reserved={info.reserved} count={info.reserveCount} title={info.title} />
        </div>
      )}
    </div>
  );
}
