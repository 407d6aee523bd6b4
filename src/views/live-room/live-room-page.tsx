import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { preloadMpegts } from '../../machines/live-player/adapters/mpegts-engine';
import { LoadFailed } from '../common/load-failed';
import { useServices } from '../app-services';
import { FeeGate } from './fee-gate';
import { PresenterPanel } from './presenter-panel';
import { RoomLayout, RoomSkeleton } from './room-layout';
import { useRoom } from './use-room';
import '../../styles/sports.css';
import '../../styles/sports-detail.css';
import '../../styles/live.css';

/**
 * /anchorPlay/:streamId, one live room. The URL holds a stream id or a presenter
 * id (the presenter's live or latest stream). The room's chart (src/machines/live/room.machine.ts)
 * decides what shows: loading, the fee gate, the room (live, off air, not started), ended, not
 * found, or a failure with a retry.
 */
export default function LiveRoomPage() {
  const { streamId = '' } = useParams();
  const services = useServices();
  // What the room renders with once its info is there (the player's engine, the push feed its score bar
  // and markets read, the chat) starts loading beside that info, not after it: asked by the first
  // render that needs each, they came one after another before the player could start.
  useEffect(() => {
    preloadMpegts();
    void services.sportsFeed().catch(() => undefined);
    void services.liveChat().catch(() => undefined);
  }, [services]);
  return (
    <main className="page live-room">
      <Room key={streamId} id={streamId} />
    </main>
  );
}

function Room({ id }: { id: string }) {
  const { t } = useTranslation('live');
  const services = useServices();
  const [snapshot, send, actor] = useRoom(id);
  const { info, fee, payProblem } = snapshot.context;

  if (snapshot.matches('loading') || snapshot.matches('deciding')) {
    return (
      <>
        <h1 className="visually-hidden">{t('room.loading')}</h1>
        <RoomSkeleton />
      </>
    );
  }
  if (snapshot.matches('notFound')) {
    return (
      <section className="room-message card" data-testid="room-not-found">
        <h1>{t('room.notFound')}</h1>
        <Link to="/anchorPlay" className="btn btn-primary">
          {t('room.back')}
        </Link>
      </section>
    );
  }
  if (snapshot.matches('failed') || !info) {
    return (
      <>
        <h1 className="visually-hidden">{t('room.title')}</h1>
        <LoadFailed what={t('room.title')} onRetry={() => send({ type: 'RETRY' })} />
      </>
    );
  }
  if (snapshot.matches('ended')) {
    return (
      <div className="room-ended" data-testid="room-ended">
        <section className="room-message card">
          <h1>{info.title}</h1>
          <p role="status">{t('room.ended')}</p>
          <Link to="/anchorPlay" className="btn btn-primary">
            {t('room.back')}
          </Link>
        </section>
        <section className="card">
          <PresenterPanel info={info} />
        </section>
      </div>
    );
  }
  if (snapshot.matches('feeGate')) {
    const gate = snapshot.matches({ feeGate: 'checking' })
      ? 'checking'
      : snapshot.matches({ feeGate: 'paying' })
        ? 'paying'
        : snapshot.matches({ feeGate: 'unavailable' })
          ? 'unavailable'
          : 'asking';
    return (
      <>
        <h1>{info.title}</h1>
        <FeeGate
          info={info}
          fee={fee}
          state={gate}
          problem={payProblem}
          onPay={() => send({ type: 'PAY' })}
          onRetry={() => send({ type: 'RETRY' })}
        />
      </>
    );
  }
  const status = snapshot.matches({ room: 'upcoming' })
    ? 'upcoming'
    : snapshot.matches({ room: 'offline' })
      ? 'offline'
      : 'live';
  return (
    <Suspense fallback={<RoomSkeleton />}>
      <RoomLayout info={info} status={status} room={actor} live={services.live} />
    </Suspense>
  );
}
