import type { FeatureDeps } from '../feature-deps';

/**
 * The live room's chat, gifts and bans, loaded with the first room: the transport the runtime config
 * chose is built with it (the Tencent SDK itself only when chosen: create-chat-transport.ts).
 */
export const LIVE_ROOM_SERVICES = {
  liveChat: ({ config, storage, live, session, userName, apiOrigin, token }: FeatureDeps) =>
    import('../../machines/live-chat/create-live-chat').then(({ createLiveChat }) =>
      createLiveChat({
        live,
        choice: config.chat,
        apiOrigin,
        token,
        userName,
        nickName: () => {
          const nick: unknown = storage.get('userInfo')?.nickName;
          return typeof nick === 'string' ? nick : null;
        },
        refreshBalance: () => session.send({ type: 'REFRESH_BALANCE' }),
      }),
    ),
};
