import { Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { LiveApi } from '../../api/live/live-api';
import type { StreamInfo } from '../../api/live/live-schemas';
import { STREAM_STATUS } from '../../api/live/stream-status';
import type { roomMachine } from '../../machines/live/room.machine';
import { orderLines, usePreferredLine } from '../live/line-preference';
import RoomChat from './chat/room-chat';
import RoomPlayer, { type RoomPlayerSource } from './player/room-player';
import { PresenterPanel } from './presenter-panel';
import { MarketsLoading } from './markets-loading';
import { ScoreBar } from './score-bar';
import { SyncSwitch } from './sync/sync-switch';
import { useRoomSync } from './sync/use-room-sync';
import { usePictureFirst } from './use-picture-first';
import { LiveImage } from '../live/live-image';
import { Tabs } from '../common/tabs';
import { useDateTime } from '../common/use-date-time';
import { lazyReady, readyLoader } from '../lazy-ready';

type Tab = 'chat' | 'markets' | 'presenter';

/**
 * The markets with the slip, and the gifts: chunks of their own, loaded when they first mount (after the first
 * picture, use-picture-first.ts). Part of the room's chunk before, they were fetched and run before the player could
 * start: the odds grid, the match's detail record and the slip's panel are ~15 KB of script (gzip) on a phone's CPU.
 */
const RoomMarketsPanel = lazyReady(readyLoader(() => import('./room-markets-panel')));
const RoomGifts = lazyReady(readyLoader(() => import('./gifts/room-gifts')));

const toSources = (lines: StreamInfo['lines'], preferred: number): RoomPlayerSource[] =>
  orderLines(lines, preferred).map((l) => ({ id: l.id, label: l.name, url: l.url, expiresAt: l.expiresAt }));
const TABS: readonly Tab[] = ['chat', 'markets', 'presenter'];

export function RoomSkeleton() {
  return (
    <div className="room-grid" aria-hidden="true">
      <div className="room-stage">
        <div className="skeleton score-bar-skeleton" />
        <div className="skeleton room-video-skeleton" />
      </div>
    </div>
  );
}

/**
 * The room (docs/product.md, "Live rooms"): PC has the video (score bar above) and the chat (with the gifts)
 * side by side, the chat as tall as the video, the markets and the bet slip under the video, the
 * presenter beside them; H5 has the video sticky on top and tabs for chat (with the gifts), markets
 * and presenter below (the app's one tab strip, common/tabs.tsx). The gifts, markets and presenter panel mount
 * after the video's first frame (use-picture-first.ts); from then on every panel stays mounted when its
 * tab is hidden, so the chat keeps its messages and the markets their subscription; the panels are
 * regions rather than tabpanels because on PC they are all on screen and the strip is not.
 */
export function RoomLayout({
  info,
  status,
  room,
  live,
}: {
  info: StreamInfo;
  status: 'live' | 'offline' | 'upcoming';
  room: ActorRefFrom<typeof roomMachine>;
  live: () => Promise<LiveApi>;
}) {
  const { t } = useTranslation('live');
  const when = useDateTime('medium', 'device');
  const tabsId = useId();
  const [tab, setTab] = useState<Tab>('chat');
  const preferred = usePreferredLine();
  const streamId = String(info.id);
  const presenterId = String(info.presenter.id);

  // The streamed match as the viewer's video shows it (docs/product.md, "Live rooms", "Sync to my video"):
  // the score bar, the timeline's goal lines, chat lines reacting to a goal and the markets' holds share it.
  const sync = useRoomSync(info.fbId);
  // The first picture first: the panels the viewer does not look at first wait for it (use-picture-first.ts);
  // a tab the viewer opens mounts at once.
  const [pictureFirstDone, onVideo] = usePictureFirst(status === 'live', sync.report);
  const mounted = (name: Tab) => pictureFirstDone || tab === name;
  const sources = useMemo<RoomPlayerSource[]>(() => toSources(info.lines, preferred), [info.lines, preferred]);
  // Fresh play URLs for the player (a fee room's are signed and expire): the room's info asked again.
  const renewSources = useCallback(
    async () => toSources((await (await live()).info(info.id)).lines, preferred),
    [live, info.id, preferred],
  );
  // The player's own question (is it on air?) also moves the room: one answer, two listeners.
  const checkStatus = useCallback(async () => {
    const s = await (await live()).streamStatus(info.id);
    room.send({ type: 'STATUS', status: s.status === STREAM_STATUS.upcoming ? 'upcoming' : s.state });
    return s.state;
  }, [live, info.id, room]);

  const panel = (name: Tab) => `room-panel panel-${name} ${tab === name ? 'is-current' : ''}`;
  return (
    <div className="room-grid" data-testid="live-room" data-status={status}>
      <h1 className="visually-hidden">{info.title}</h1>
      <section className="room-stage" aria-label={t('room.video')}>
        <ScoreBar info={info} status={status} match$={sync.shown$} />
        {status === 'upcoming' ? (
          <div className="room-upcoming">
            <LiveImage src={info.cover} className="room-upcoming-cover" />
            <p className="room-upcoming-note" role="status">
              {t('room.startsAt', { time: when(info.startTime) })}
            </p>
          </div>
        ) : (
          <div className="room-video">
            <RoomPlayer
              streamId={streamId}
              sources={sources}
              poster={info.cover}
              checkStatus={checkStatus}
              renewSources={renewSources}
              onVideo={onVideo}
            />
            {status === 'offline' && (
              <p className="room-offline" role="status" data-testid="room-offline">
                {t('room.offline')}
              </p>
            )}
          </div>
        )}
        {status !== 'upcoming' && <SyncSwitch sync={sync} />}
      </section>

      <Tabs
        label={t('room.tabs')}
        keys={TABS}
        selected={tab}
        onSelect={setTab}
        tabId={(name) => `${tabsId}-${name}`}
        panelId={(name) => `${tabsId}-${name}-panel`}
        className="room-tabs"
        tabClassName={(_, selected) => `room-tab ${selected ? 'is-current' : ''}`}
      >
        {(name) => t(`room.tab.${name}`)}
      </Tabs>

      <section className={panel('chat')} id={`${tabsId}-chat-panel`} aria-labelledby={`${tabsId}-chat`}>
        <RoomChat
          roomId={info.groupId}
          streamId={streamId}
          presenterId={presenterId}
          systemEvents$={sync.events$}
          holdChat={sync.holdChat}
        />
        {/* Gifts belong with the chat (their announcements are chat lines): under it on PC, in its tab on H5. */}
        {/* The slot is there from the start and, on PC, as tall as the panel will be: the chat above it keeps its size. */}
        <div className="room-gifts-slot">
          {pictureFirstDone && (
            <Suspense fallback={null}>
              <RoomGifts roomId={info.groupId} streamId={streamId} presenterId={presenterId} />
            </Suspense>
          )}
        </div>
      </section>
      <section className={panel('markets')} id={`${tabsId}-markets-panel`} aria-labelledby={`${tabsId}-markets`}>
        <h2 className="room-panel-title">{t('room.markets')}</h2>
        {mounted('markets') && (
          <Suspense fallback={<MarketsLoading />}>
            <RoomMarketsPanel fbId={info.fbId} sync={sync} />
          </Suspense>
        )}
      </section>
      <section className={panel('presenter')} id={`${tabsId}-presenter-panel`} aria-labelledby={`${tabsId}-presenter`}>
        {mounted('presenter') && <PresenterPanel info={info} />}
      </section>
    </div>
  );
}
