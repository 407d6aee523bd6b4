import type { Observable } from 'rxjs';
import type { RoomSystemEvent } from '../../../streams/room-events';

/** The room's chat and timeline (issue D part 2). Placeholder until the chat lands: the props are the contract. */
export interface RoomChatProps {
  /** The chat group of the room (AVChatRoom id / the simulator's room). */
  roomId: string;
  streamId: string;
  presenterId: string;
  /** Events of the streamed match, merged into the timeline in order. */
  systemEvents$?: Observable<RoomSystemEvent>;
}

export default function RoomChat(props: RoomChatProps) {
  return <div className="room-chat" data-room={props.roomId} />;
}
