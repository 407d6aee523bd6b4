/** Gifts of the room: list, send, animations (issue D part 2). Placeholder until gifts land: the props are the contract. */
export interface RoomGiftsProps {
  roomId: string;
  streamId: string;
  presenterId: string;
}

export default function RoomGifts(props: RoomGiftsProps) {
  return <div className="room-gifts" data-room={props.roomId} />;
}
