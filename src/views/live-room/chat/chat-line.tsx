import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatLine } from '../../../machines/live-chat/chat-buffer';
import { closeBidi } from '../../../lib/platform/close-bidi';
import { giftNameIn } from '../../../machines/live-gifts/gift-name';
import type { ChatAuthor } from '../../../streams/chat/chat-transport';
import type { RoomSystemEvent } from '../../../streams/room-events';

/** The presenter's "ban" action on others' lines, in their own room only. */
export interface LineModeration {
  label: (nick: string) => string;
  open: (user: ChatAuthor) => void;
}

/**
 * One line of the timeline. Text only: every value is a React text node, never HTML, so a message
 * cannot inject markup (no DOMPurify needed while nothing is ever set as HTML). Someone's name and
 * message sit in `<bdi>`, names inside a sentence go through closeBidi: a right-to-left override in a
 * nickname cannot reverse the words after it.
 */
export const ChatLineView = memo(function ChatLineView({
  line,
  moderate,
}: {
  line: ChatLine;
  moderate?: LineModeration;
}) {
  const { t, i18n } = useTranslation('live-chat');
  const { item } = line;
  if (item.kind === 'system') return <li className="chat-line chat-line--system">{systemText(t, item.event)}</li>;
  const m = item.message;
  if (m.kind === 'gift') {
    return (
      <li className="chat-line chat-line--gift">
        {t('line.gift', { nick: closeBidi(m.from.nick), gift: giftNameIn(m.gift, i18n.language), count: m.gift.count })}
      </li>
    );
  }
  if (m.kind === 'room') {
    const user = closeBidi(m.userName ?? '');
    return (
      <li className="chat-line chat-line--system">
        {m.event === 'ban'
          ? t('line.banned', { user })
          : m.event === 'unban'
            ? t('line.unbanned', { user })
            : (m.text ?? '')}
      </li>
    );
  }
  const own = line.own;
  return (
    <li className={`chat-line${own ? ' chat-line--own' : ''}${own?.status === 'failed' ? ' chat-line--failed' : ''}`}>
      <bdi className="chat-line__nick">{m.from.nick}</bdi>
      <bdi className="chat-line__text">{m.text}</bdi>
      {moderate && !own && !m.from.bot ? (
        <button type="button" className="chat-line__moderate" onClick={() => moderate.open(m.from)}>
          {moderate.label(m.from.nick)}
        </button>
      ) : null}
      {own?.status === 'sending' ? <span className="chat-line__status">{t('own.sending')}</span> : null}
      {own?.status === 'failed' ? (
        <span className="chat-line__status chat-line__status--failed">
          {t(`own.failed.${own.code ?? 'unknown'}`, { defaultValue: t('own.failed.unknown') })}
        </span>
      ) : null}
    </li>
  );
});

type T = ReturnType<typeof useTranslation<'live-chat'>>['t'];

function systemText(t: T, event: RoomSystemEvent): string {
  switch (event.kind) {
    case 'goal':
      return t(event.side === 'home' ? 'system.goalHome' : 'system.goalAway', { score: event.score });
    case 'score':
      return t('system.score', { score: event.score });
    case 'period':
      return t('system.period', { period: event.period });
    case 'odds':
      return t(event.direction === 'up' ? 'system.oddsUp' : 'system.oddsDown', { market: event.market });
  }
}
