import type { Observable } from 'rxjs';
import { useTranslation } from 'react-i18next';
import type { ChatHold } from '../../../streams/chat/room-chat-hub';
import type { RoomSystemEvent } from '../../../streams/room-events';
import { ChatPanel } from './chat-panel';
import { useRoomHub } from './use-room-hub';
import './live-chat.css';

/** The room's chat and timeline. The props are the contract with the room page. */
export interface RoomChatProps {
  /** The chat group of the room (AVChatRoom id / the simulator's room). */
  roomId: string;
  streamId: string;
  presenterId: string;
  /** Events of the streamed match, merged into the timeline in order. */
  systemEvents$?: Observable<RoomSystemEvent>;
  /** Applied to the chat before the timeline (the room's video sync). */
  holdChat?: ChatHold;
}

export default function RoomChat(props: RoomChatProps) {
  const { t } = useTranslation('live-chat');
  const room = useRoomHub(props.roomId, props.presenterId);
  return (
    <div className="room-chat" data-room={props.roomId}>
      {room.status === 'ready' ? (
        <ChatPanel
          key={props.roomId}
          hub={room.hub}
          live={room.live}
          systemEvents$={props.systemEvents$}
          holdChat={props.holdChat}
        />
      ) : (
        <p className="chat-panel__status" role="status">
          {room.status === 'loading' ? t('status.connecting') : t('status.failed.unknown')}
        </p>
      )}
    </div>
  );
}
