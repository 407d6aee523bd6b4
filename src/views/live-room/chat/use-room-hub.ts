import { useEffect, useState } from 'react';
import type { LiveChatServices } from '../../../machines/live-chat/create-live-chat';
import type { RoomChatHub } from '../../../streams/chat/room-chat-hub';
import { useServices } from '../../app-services';

export type RoomHubState =
  { status: 'loading' } | { status: 'ready'; hub: RoomChatHub; live: LiveChatServices } | { status: 'failed' };

/**
 * The room's shared chat hub (one transport and timeline for the chat and the gifts of a room),
 * held while the component is mounted and let go on unmount (the registry closes it when the last
 * user lets go, after a short grace that absorbs StrictMode's double mount).
 */
export function useRoomHub(roomId: string, presenterId: string): RoomHubState {
  const services = useServices();
  const [state, setState] = useState<RoomHubState>({ status: 'loading' });
  useEffect(() => {
    let alive = true;
    let release: (() => void) | null = null;
    setState({ status: 'loading' });
    services.liveChat().then(
      (live) => {
        if (!alive) return;
        const held = live.rooms.acquire({ roomId, presenterId });
        release = held.release;
        held.hub.then(
          (hub) => alive && setState({ status: 'ready', hub, live }),
          () => alive && setState({ status: 'failed' }),
        );
      },
      () => alive && setState({ status: 'failed' }),
    );
    return () => {
      alive = false;
      release?.();
    };
  }, [services, roomId, presenterId]);
  return state;
}
