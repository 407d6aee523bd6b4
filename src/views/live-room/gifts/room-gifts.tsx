import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoomHub } from '../chat/use-room-hub';
import type { RoomChatHub } from '../../../streams/chat/room-chat-hub';
import { GiftPanel } from './gift-panel';
import { GiftStage } from './gift-stage';
import { useGiftQueue, useReducedMotion } from './use-gift-queue';
import '../chat/live-chat.css';

/** Gifts of the room: list, send, animations. The props are the contract with the room page. */
export interface RoomGiftsProps {
  roomId: string;
  streamId: string;
  presenterId: string;
}

export default function RoomGifts(props: RoomGiftsProps) {
  const { t } = useTranslation('live-chat');
  const room = useRoomHub(props.roomId, props.presenterId);
  return (
    <div className="room-gifts" data-room={props.roomId}>
      {room.status === 'ready' ? (
        <>
          <Stage hub={room.hub} />
          <GiftPanel key={props.roomId} live={room.live} roomId={props.roomId} presenterId={props.presenterId} />
        </>
      ) : room.status === 'failed' ? (
        <p className="gift-panel__status">{t('gifts.loadFailed')}</p>
      ) : null}
    </div>
  );
}

function Stage({ hub }: { hub: RoomChatHub }) {
  // The announcements come through the room's chat: join it (the same join as the chat's, if shown).
  useEffect(() => {
    hub.join().catch(() => undefined);
  }, [hub]);
  const reduced = useReducedMotion();
  const queue = useGiftQueue(hub, reduced);
  return <GiftStage queue={queue} />;
}
