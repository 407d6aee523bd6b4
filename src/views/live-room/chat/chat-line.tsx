import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatLine } from '../../../machines/live-chat/chat-buffer';
import { giftNameIn } from '../../../machines/live-gifts/gift-name';
import type { RoomSystemEvent } from '../../../streams/room-events';

/**
 * One line of the timeline. Text only: every value is a React text node, never HTML, so a message
 * cannot inject markup (no DOMPurify needed while nothing is ever set as HTML).
 */
export const ChatLineView = memo(function ChatLineView({ line }: { line: ChatLine }) {
  const { t, i18n } = useTranslation('live-chat');
  const { item } = line;
  if (item.kind === 'system') return <li className="chat-line chat-line--system">{systemText(t, item.event)}</li>;
  const m = item.message;
  if (m.kind === 'gift') {
    return (
      <li className="chat-line chat-line--gift">
        {t('line.gift', { nick: m.from.nick, gift: giftNameIn(m.gift, i18n.language), count: m.gift.count })}
      </li>
    );
  }
  if (m.kind === 'room') {
    return <li className="chat-line chat-line--system">{m.event === 'ban' ? t('line.banned', { user: m.userName ?? '' }) : m.event === 'unban' ? t('line.unbanned', { user: m.userName ?? '' }) : (m.text ?? '')}</li>;
  }
  const own = line.own;
  return (
    <li className={`chat-line${own ? ' chat-line--own' : ''}${own?.status === 'failed' ? ' chat-line--failed' : ''}`}>
      <span className="chat-line__nick">{m.from.nick}</span>
      <span className="chat-line__text">{m.text}</span>
      {own?.status === 'sending' ? <span className="chat-line__status">{t('own.sending')}</span> : null}
      {own?.status === 'failed' ? <span className="chat-line__status chat-line__status--failed">{t(`own.failed.${own.code ?? 'unknown'}`, { defaultValue: t('own.failed.unknown') })}</span> : null}
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
