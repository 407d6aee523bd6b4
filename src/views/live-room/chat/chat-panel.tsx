import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Observable } from 'rxjs';
import { closeBidi } from '../../../lib/platform/close-bidi';
import type { LiveChatServices } from '../../../machines/live-chat/create-live-chat';
import type { LiveChatContext } from '../../../machines/live-chat/live-chat-context';
import { roomChatMachine } from '../../../machines/live-chat/room-chat-machine';
import type { ChatAuthor } from '../../../streams/chat/chat-transport';
import type { ChatHold, RoomChatHub } from '../../../streams/chat/room-chat-hub';
import type { RoomSystemEvent } from '../../../streams/room-events';
import { BanDialog } from './ban-dialog';
import { ChatLineView, type LineModeration } from './chat-line';
import { useDateTime } from '../../common/use-date-time';
import { useNumber } from '../../common/use-number';

/** Within this many pixels of the end counts as "at the bottom" (sub-pixel rounding, a last line half in view). */
const BOTTOM_SLACK_PX = 32;

export interface ChatPanelProps {
  hub: RoomChatHub;
  live: LiveChatServices;
  systemEvents$?: Observable<RoomSystemEvent>;
  /** Applied to the chat before the timeline (lines reacting to a goal wait for it on the video). */
  holdChat?: ChatHold;
}

/**
 * The room's chat: the timeline (messages, gifts, match events) and the composer, driven by the
 * live chat chart. Lines come in the timeline's batches (at most ten a second) and at most 200 are
 * rendered; the list follows new lines only while it is scrolled to the bottom, otherwise a "new
 * messages" button appears.
 */
export function ChatPanel({ hub, live, systemEvents$, holdChat }: ChatPanelProps) {
  const { t, i18n } = useTranslation('live-chat');
  const when = useDateTime('full', 'device');
  const { number } = useNumber();
  const atBottom = useRef(true);
  const [machine] = useState(() => roomChatMachine(hub, live, systemEvents$, holdChat));
  const [snapshot, send, chat] = useMachine(machine, {
    input: { roomId: hub.room.roomId, presenterId: hub.room.presenterId, me: live.me() },
  });
  const { buffer, draft, online } = snapshot.context;

  // Follow new lines only from the bottom; otherwise offer a way down. Nothing here reads layout:
  // the scroller is `flex-direction: column-reverse`, so its scroll origin is the bottom and a new
  // line at the end stays in view by itself (scrollTop 0), while a reader scrolled up keeps their
  // line in place (the browser's scroll anchoring). "At the bottom" comes from an
  // IntersectionObserver on a sentinel below the last line: the browser works it out after its own
  // layout of the frame and never forces one.
  // (Reading scrollHeight after each batch forced a layout of the whole list: docs/performance.md.)
  const scrollRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const [hasNew, setHasNew] = useState(false);
  const newestKey = useRef<string | undefined>(undefined);
  useEffect(() => {
    const root = scrollRef.current;
    const sentinel = sentinelRef.current;
    if (!root || !sentinel || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        atBottom.current = entry.isIntersecting;
        if (entry.isIntersecting) setHasNew(false);
      },
      { root, rootMargin: `0px 0px ${BOTTOM_SLACK_PX}px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, []);
  const toBottom = () => {
    atBottom.current = true;
    setHasNew(false);
    // The bottom is the scroll origin of a column-reverse scroller (scrollTop runs 0 down to negative).
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  };
  // One's own message brings the list to the bottom, where it shows (before the line renders).
  useEffect(() => {
    const sub = chat.on('ownShown', () => toBottom());
    return () => sub.unsubscribe();
  }, [chat]);
  useEffect(() => {
    const newest = buffer.lines.at(-1)?.key;
    if (newest === newestKey.current) return;
    newestKey.current = newest;
    if (!atBottom.current) setHasNew(true);
  }, [buffer]);

  const context = snapshot.context;
  // The room's presenter (or a super admin) gets a "ban" action on others' lines. Its texts (the
  // moderation namespace) load only then, so viewers never fetch them, and without suspending the chat.
  const [banTarget, setBanTarget] = useState<ChatAuthor | null>(null);
  const [moderationReady, setModerationReady] = useState(false);
  const mayModerate = context.config.canModerate === true;
  useEffect(() => {
    if (!mayModerate) return;
    let alive = true;
    void i18n.loadNamespaces('moderation').then(() => alive && setModerationReady(true));
    return () => {
      alive = false;
    };
  }, [mayModerate, i18n]);
  const moderate = useMemo<LineModeration | undefined>(() => {
    if (!mayModerate || !moderationReady) return undefined;
    const tm = i18n.getFixedT(null, 'moderation');
    return { label: (nick) => tm('ban.action', { nick: closeBidi(nick) }), open: setBanTarget };
  }, [mayModerate, moderationReady, i18n]);
  const isOnline = snapshot.matches('online');
  const banned = snapshot.matches({ online: { ban: 'banned' } });
  const cooling = snapshot.matches({ online: { composer: 'cooling' } });
  const banReason = closeBidi(context.ban?.reason ?? '') || t('ban.noReason');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'SEND', text: draft });
  };

  const inputId = useId();
  const noticeId = useId();
  const length = [...draft].length;
  return (
    <section className="chat-panel" aria-label={t('title')}>
      <header className="chat-panel__head">
        <h2 className="chat-panel__title">{t('title')}</h2>
        {online !== null ? (
          <span className="chat-panel__online">{t('online', { count: online, n: number(online) })}</span>
        ) : null}
      </header>
      <div className="chat-panel__body">
        {/* Over the lines, not above them: coming and going, it moves nothing (a layout shift on every join). */}
        <StatusLine context={context} state={stateName(snapshot)} onRetry={() => send({ type: 'RETRY' })} />
        {/* A log (polite announcements of new lines), focusable so the keyboard can scroll it. The
            sentinel comes first in the DOM because column-reverse shows the first child at the bottom. */}
        <div ref={scrollRef} className="chat-panel__scroll" role="log" aria-label={t('messages')} tabIndex={0}>
          <div ref={sentinelRef} className="chat-panel__sentinel" aria-hidden="true" />
          <ol className="chat-panel__list">
            {buffer.lines.map((line) => (
              <ChatLineView key={line.key} line={line} moderate={moderate} />
            ))}
          </ol>
        </div>
        {hasNew ? (
          <button type="button" className="chat-panel__new" onClick={toBottom}>
            {t('newMessages')}
          </button>
        ) : null}
      </div>
      {banned && context.ban ? (
        <p className="chat-panel__ban" role="status">
          {context.ban.until > 0
            ? t('ban.until', { until: when(context.ban.until), reason: banReason })
            : t('ban.forever', { reason: banReason })}
        </p>
      ) : null}
      <form className="chat-panel__composer" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('composer.label')}
        </label>
        <input
          id={inputId}
          className="input chat-panel__input"
          value={draft}
          onChange={(e) => send({ type: 'EDIT', text: e.target.value })}
          placeholder={banned ? t('composer.banned') : t('composer.placeholder')}
          disabled={!isOnline || banned}
          aria-describedby={noticeId}
          autoComplete="off"
        />
        <span
          className={`chat-panel__count${length > context.config.maxLength ? ' chat-panel__count--over' : ''}`}
          aria-hidden="true"
        >
          {length}/{context.config.maxLength}
        </span>
        <button type="submit" className="chat-panel__send" disabled={!isOnline || banned || cooling}>
          {cooling ? t('composer.wait', { seconds: context.cooldownLeft }) : t('composer.send')}
        </button>
      </form>
      {banTarget ? (
        <BanDialog
          user={banTarget}
          roomId={hub.room.roomId}
          presenterId={hub.room.presenterId}
          bans={live.bans}
          onClose={() => setBanTarget(null)}
        />
      ) : null}
      <p id={noticeId} className="chat-panel__notice" role="status">
        {context.refusal
          ? t(`refusal.${context.refusal.reason}`, {
              word: context.refusal.word ?? '',
              max: context.config.maxLength,
              seconds: context.cooldownLeft,
            })
          : ''}
      </p>
    </section>
  );
}

type ChatView = 'loading' | 'joining' | 'online' | 'kicked' | 'failed';
function stateName(snapshot: { matches: (s: ChatView) => boolean }): ChatView {
  for (const s of ['online', 'kicked', 'failed', 'joining'] as const) if (snapshot.matches(s)) return s;
  return 'loading';
}

function StatusLine({ context, state, onRetry }: { context: LiveChatContext; state: ChatView; onRetry: () => void }) {
  const { t } = useTranslation('live-chat');
  let text = '';
  if (state === 'loading' || state === 'joining') text = t('status.connecting');
  else if (state === 'online' && context.connection.status === 'reconnecting')
    text = t(context.connection.reason === 'signature-expired' ? 'status.renewing' : 'status.reconnecting');
  else if (state === 'kicked') text = t(context.failure === 'other-device' ? 'status.otherDevice' : 'status.kicked');
  else if (state === 'failed')
    text = t(`status.failed.${context.failure ?? 'unknown'}`, { defaultValue: t('status.failed.unknown') });
  if (!text) return null;
  return (
    <p className={`chat-panel__status chat-panel__status--${state}`} role="status">
      {text}
      {state === 'kicked' || state === 'failed' ? (
        <button type="button" className="chat-panel__retry" onClick={onRetry}>
          {t('status.retry')}
        </button>
      ) : null}
    </p>
  );
}
