import { useMachine } from '@xstate/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import type { LiveChatServices } from '../../../machines/live-chat/create-live-chat';
import { liveGiftsMachine } from '../../../machines/live-gifts/live-gifts.machine';
import { useBalance } from '../../use-session';
import { useMoney } from '../../common/use-money';

const COUNTS = [1, 10, 66, 99] as const;

/** The gift list and the send button, with the balance; the server debits and announces (live-gifts.machine.ts). */
export function GiftPanel({
  live,
  roomId,
  presenterId,
}: {
  live: LiveChatServices;
  roomId: string;
  presenterId: string;
}) {
  const { t } = useTranslation('live-chat');
  const balance = useBalance();
  const money = useMoney();
  const [machine] = useState(() =>
    liveGiftsMachine.provide({
      actors: {
        loadGifts: fromPromise(() => live.gifts.list()),
        sendGift: fromPromise(({ input }) => live.gifts.send(input)),
      },
      actions: { refreshBalance: () => live.refreshBalance() },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { roomId, presenterId } });
  const [count, setCount] = useState<number>(1);
  const groupId = useId();
  const { context } = snapshot;
  const selected = context.gifts.find((g) => g.id === context.selected);

  if (snapshot.matches('loading')) return <p className="gift-panel__status">{t('gifts.loading')}</p>;
  if (snapshot.matches('failed')) {
    return (
      <p className="gift-panel__status" role="status">
        {t('gifts.loadFailed')}{' '}
        <button type="button" onClick={() => send({ type: 'RETRY' })}>
          {t('status.retry')}
        </button>
      </p>
    );
  }
  const sending = snapshot.matches('sending');
  return (
    <section className="gift-panel" aria-label={t('gifts.title')}>
      <div className="gift-panel__list" role="radiogroup" aria-labelledby={groupId}>
        <h3 id={groupId} className="gift-panel__title">
          {t('gifts.title')}
        </h3>
        {context.gifts.map((g) => (
          <button
            key={g.id}
            type="button"
            role="radio"
            aria-checked={g.id === context.selected}
            className={`gift-panel__gift${g.id === context.selected ? ' gift-panel__gift--on' : ''}`}
            onClick={() => send({ type: 'SELECT', giftId: g.id })}
            data-gift={g.id}
          >
            <span className="gift-panel__name">{g.name}</span>
            <span className="gift-panel__price">{money(g.price)}</span>
          </button>
        ))}
      </div>
      <div className="gift-panel__send">
        <label className="gift-panel__count">
          <span>{t('gifts.count')}</span>
          <select className="input" value={count} onChange={(e) => setCount(Number(e.target.value))}>
            {COUNTS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <span className="gift-panel__balance">
          {balance !== null ? t('gifts.balance', { balance: money(balance) }) : null}
        </span>
        <button
          type="button"
          className="gift-panel__button"
          disabled={!selected || sending}
          onClick={() => send({ type: 'SEND', count })}
        >
          {selected ? t('gifts.send', { gift: selected.name, price: money(selected.price * count) }) : t('gifts.pick')}
        </button>
      </div>
      <p className="gift-panel__notice" role="status">
        {context.failure
          ? t(`gifts.failure.${context.failure}`)
          : context.lastSent && !sending
            ? t('gifts.sent', { count: context.lastSent.count })
            : ''}
      </p>
    </section>
  );
}
