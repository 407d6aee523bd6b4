import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumber } from '../../common/use-number';
import { viewStateOf } from '../../../machines/live-player/player-view-state';
import type { FramePosition, PlayerEngine } from '../../../machines/live-player/player-types';
import type { VideoReport } from '../../../machines/live/room-sync';
import { useLivePlayer } from './use-live-player';
import '../../../styles/live-player.css';

/** The room's video: mpegts.js behind the live player chart (src/machines/live-player). */
export interface RoomPlayerSource {
  id: string;
  /** Shown in the line switch; already translated or a server-given name. */
  label: string;
  /** HTTP-FLV, same-origin path or absolute URL. */
  url: string;
  /** When a signed URL stops opening (epoch ms, this page's clock); null: never. */
  expiresAt?: number | null;
}

export interface RoomPlayerProps {
  streamId: string;
  /** Lines to play from; the first is the default. Empty: nothing to play (offline). */
  sources: readonly RoomPlayerSource[];
  /** Asks the server whether the stream is on air (getStreamStatus), to tell offline from broken. */
  checkStatus: () => Promise<'live' | 'offline' | 'ended'>;
  /** The room's lines asked again: fresh play URLs before a signed one expires, or after the server refused one. */
  renewSources: () => Promise<readonly RoomPlayerSource[]>;
  /** Where the picture is, as it changes (the room syncs the match to it); `position` null when there is none. */
  onVideo?: (report: VideoReport) => void;
  /**
   * A picture for the stage until the stream's first frame (the room's cover): what the lobby card showed
   * stays in view while the stream connects, instead of a black box. From the server, like the card's.
   */
  poster?: string;
  /** Tests only: another engine than mpegts.js. */
  engine?: (video: () => HTMLVideoElement | null) => PlayerEngine;
}

const RETRYABLE = new Set(['recovering', 'offline', 'ended', 'broken']);
/** Waiting for a picture: the spinner shows from the start, so the text under it does not move when loading begins. */
const SPINNING = new Set(['idle', 'loading', 'stalled', 'recovering']);
const OVERLAY = new Set(['idle', 'loading', 'stalled', 'recovering', 'offline', 'ended', 'broken', 'unsupported']);

export default function RoomPlayer(props: RoomPlayerProps) {
  const { t } = useTranslation('live-player');
  const { videoRef, actor, snapshot } = useLivePlayer(props);
  const stageRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(stageRef);
  const state = snapshot ? viewStateOf(snapshot) : 'idle';
  const ctx = snapshot?.context;
  const delay = ctx?.delay ?? null;
  const showLines = props.sources.length > 1;
  const live = state === 'playing' || state === 'stalled';
  useVideoReport(state, ctx?.position ?? null, ctx?.liveDelay ?? null, props.onVideo);

  return (
    <section className="room-player" aria-label={t('region')} data-stream={props.streamId} data-state={state}>
      <div className="room-player__stage" ref={stageRef}>
        <video
          ref={videoRef}
          className="room-player__video"
          playsInline
          poster={props.poster}
          aria-label={t('video')}
        />
        <div className="room-player__status" role="status" aria-live="polite">
          {OVERLAY.has(state) && state !== 'left' ? (
            <div className="room-player__overlay">
              {SPINNING.has(state) ? <span className="room-player__spinner" aria-hidden="true" /> : null}
              <p>{t(`state.${state}`)}</p>
              {RETRYABLE.has(state) ? (
                <button type="button" className="room-player__button" onClick={() => actor?.send({ type: 'RETRY' })}>
                  {t('retry')}
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
        {ctx?.soundBlocked ? (
          <button type="button" className="room-player__unmute" onClick={() => actor?.send({ type: 'UNMUTE' })}>
            {t('unmute')}
          </button>
        ) : null}
      </div>
      <div className="room-player__bar">
        <div className="room-player__info">
          {/* Kept in its place while hidden (visibility, which hides it from screen readers too), so that the delay
              beside it does not move when the picture starts. */}
          <span className="room-player__live" data-on={live}>
            {t('state.playing')}
          </span>
          <DelayFigure live={ctx?.liveDelay ?? null} buffered={delay} />
        </div>
        <div className="room-player__controls">
          {showLines ? (
            // A native select: one control wide whatever the number of lines, keyboard and screen reader ready.
            <select
              className="room-player__lines"
              aria-label={t('lines')}
              value={ctx?.sourceIndex ?? 0}
              onChange={(e) => actor?.send({ type: 'SWITCH_SOURCE', index: Number(e.currentTarget.value) })}
            >
              {props.sources.map((source, index) => (
                <option key={source.id} value={index}>
                  {source.label || t('line', { n: index + 1 })}
                </option>
              ))}
            </select>
          ) : null}
          <button
            type="button"
            className="room-player__button room-player__fullscreen"
            onClick={fullscreen.toggle}
            aria-pressed={fullscreen.on}
            aria-label={fullscreen.on ? t('exitFullscreen') : t('fullscreen')}
            title={fullscreen.on ? t('exitFullscreen') : t('fullscreen')}
          >
            <FullscreenIcon on={fullscreen.on} />
          </button>
        </div>
      </div>
    </section>
  );
}

/** Picture states that keep the last frame's place: a stall or a reload holds the room's events where the picture stopped. */
const HOLDING = new Set(['stalled', 'loading', 'recovering']);

/**
 * Tells the room where the picture is: running with the page's clock while playing, standing at the
 * last frame while stalled or reloading, and gone (null: nothing to wait for) otherwise.
 */
function useVideoReport(
  state: string,
  position: FramePosition | null,
  behind: number | null,
  onVideo: RoomPlayerProps['onVideo'],
) {
  const last = useRef<FramePosition | null>(null);
  if (state === 'playing' && position) last.current = position;
  else if (!HOLDING.has(state)) last.current = null;
  const held = last.current;
  const playing = state === 'playing' && position !== null;
  const report = useRef(onVideo);
  report.current = onVideo;
  useEffect(() => {
    report.current?.({
      position: held ? { shown: held.shown, readAt: held.readAt, playing } : null,
      behind: held ? behind : null,
    });
  }, [held, playing, behind]);
  useEffect(() => () => report.current?.({ position: null, behind: null }), []);
}

/**
 * How old the picture is. From the stream's own clock when it carries one (the relay's onEdge tags:
 * now - the wall time of the frame on screen); otherwise only the part the browser knows, named as
 * such: how far the picture trails the end of what it has buffered.
 */
function DelayFigure({ live, buffered }: { live: number | null; buffered: number | null }) {
  const { t } = useTranslation('live-player');
  const kind = live !== null ? 'live' : buffered !== null ? 'buffered' : 'unknown';
  const { fixed } = useNumber();
  const delay = live ?? buffered;
  // Tenths, in the page language's digits ("0,3" in Vietnamese).
  const seconds = delay === null ? undefined : fixed(delay, 1);
  const text = seconds === undefined ? t('delayUnknown') : t(live !== null ? 'delay' : 'delayBuffered', { seconds });
  // A narrow bar shows the short form instead (live-player.css): cut to fit, the long one read "C…" in Vietnamese.
  // The one not shown is display: none, so a screen reader reads what is drawn, once.
  const short = seconds === undefined ? t('delayUnknownShort') : t('delayShort', { seconds });
  return (
    <span
      className="room-player__delay"
      title={t(kind === 'buffered' ? 'delayBufferedHint' : 'delayHint')}
      data-delay={delay ?? ''}
      data-delay-kind={kind}
    >
      <span className="room-player__delay-long">{text}</span>
      <span className="room-player__delay-short">{short}</span>
    </span>
  );
}

function FullscreenIcon({ on }: { on: boolean }) {
  return (
    <svg className="room-player__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d={on ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'}
      />
    </svg>
  );
}

/** Full screen on the stage (video and its overlays); iOS Safari only has it on the video itself. */
function useFullscreen(stageRef: React.RefObject<HTMLDivElement | null>) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const update = () => setOn(document.fullscreenElement !== null && document.fullscreenElement === stageRef.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [stageRef]);
  const toggle = () => {
    const stage = stageRef.current;
    if (!stage) return;
    if (document.fullscreenElement) {
      void document.exitFullscreen?.().catch(() => {});
      return;
    }
    if (typeof stage.requestFullscreen === 'function') {
      void stage.requestFullscreen().catch(() => {});
      return;
    }
    const video = stage.querySelector('video') as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null;
    video?.webkitEnterFullscreen?.();
  };
  return { on, toggle };
}
