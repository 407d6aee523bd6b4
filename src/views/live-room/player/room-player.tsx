/** The room's video (issue D part 2). Placeholder until the player lands: the props are the contract. */
export interface RoomPlayerSource {
  id: string;
  /** Shown in the line switch; already translated or a server-given name. */
  label: string;
  /** HTTP-FLV, same-origin path or absolute URL. */
  url: string;
}

export interface RoomPlayerProps {
  streamId: string;
  /** Lines to play from; the first is the default. Empty: nothing to play (offline). */
  sources: readonly RoomPlayerSource[];
  /** Asks the server whether the stream is on air (getStreamStatus), to tell offline from broken. */
  checkStatus: () => Promise<'live' | 'offline' | 'ended'>;
}

export default function RoomPlayer(props: RoomPlayerProps) {
  return <div className="room-player" data-stream={props.streamId} />;
}
