import { useTranslation } from 'react-i18next';
import { closeBidi } from '../../../lib/platform/close-bidi';
import { giftNameIn } from '../../../machines/live-gifts/gift-name';
import type { GiftQueue, GiftShow } from '../../../machines/live-gifts/gift-queue';

/**
 * What the queue shows: one big effect at a time and small gifts as banners in lanes, each "xN"
 * for a combo. Decorative for the eye; a polite live region says each once for screen readers.
 * Under prefers-reduced-motion the CSS keeps everything still (and the queue shows big gifts as banners).
 */
export function GiftStage({ queue }: { queue: GiftQueue }) {
  const { t, i18n } = useTranslation('live-chat');
  // The gift's name in the viewer's language, whoever sent it (gift-name.ts).
  const say = (show: GiftShow) => {
    const gift = giftNameIn(show, i18n.language);
    const nick = closeBidi(show.senderNick);
    return show.count > 1 ? t('gifts.combo', { nick, gift, count: show.count }) : t('gifts.one', { nick, gift });
  };
  return (
    <div className="gift-stage" aria-live="polite">
      {queue.stage ? (
        <div className="gift-stage__big" key={queue.stage.key} data-gift={queue.stage.giftId}>
          <span className="gift-stage__icon" aria-hidden="true" />
          <span className="gift-stage__text">{say(queue.stage)}</span>
          {queue.stage.count > 1 ? (
            <span className="gift-stage__combo" aria-hidden="true">
              {t('gifts.times', { count: queue.stage.count })}
            </span>
          ) : null}
        </div>
      ) : null}
      <ul className="gift-stage__lanes">
        {queue.banners.map((b) => (
          <li className="gift-banner" key={b.key} data-gift={b.giftId}>
            <span className="gift-banner__text">{say(b)}</span>
            {b.count > 1 ? (
              <span className="gift-banner__combo" key={b.count} aria-hidden="true">
                {t('gifts.times', { count: b.count })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
