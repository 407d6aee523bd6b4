import { BehaviorSubject, Subject, distinctUntilChanged } from 'rxjs';
import * as v from 'valibot';
import { CHAT_SERVER_ID, ChatCustom } from '../../api/live/chat-protocol';
import { encodeTencentCloudData, parseTencentCloudData } from '../../api/live/tencent-cloud-data';
import { startPolling } from '../../lib/platform/start-polling';
import { ChatError, customMessage, roomMessage, toChatError } from './chat-transport';
import type { ChatCredentials, ChatMessage, ChatRoomRef, ChatState, ChatTransport } from './chat-transport';

/**
 * Tencent Cloud Chat (`@tencentcloud/chat`) behind ChatTransport, following docs/chat-protocol.md:
 * getSig, create, login, SDK_READY, joinGroup(AVChatRoom); MESSAGE_RECEIVED arrays; KICKED_OUT for a
 * expired signature means a new signature and a new login, any other KICKED_OUT ends the chat;
 * quitGroup, logout and destroy on leave. The SDK module is handed in (the real one loaded lazily
 * by create-chat-transport.ts; a fake in tests, as `create()` opens a WebSocket at once).
 */

/** The part of the SDK's instance this transport uses. */
export interface TencentChat {
  on(event: string, handler: (event: { data: unknown }) => void): void;
  off(event: string, handler: (event: { data: unknown }) => void): void;
  login(options: { userID: string; userSig: string }): Promise<unknown>;
  logout(): Promise<unknown>;
  destroy(): Promise<unknown> | void;
  joinGroup(options: { groupID: string; type: string }): Promise<unknown>;
  quitGroup(groupID: string): Promise<unknown>;
  createTextMessage(options: {
    to: string;
    conversationType: string;
    payload: { text: string };
    priority?: string;
    cloudCustomData?: string;
  }): unknown;
  sendMessage(message: unknown): Promise<{ data: { message: unknown } }>;
  getGroupOnlineMemberCount?(groupID: string): Promise<{ data: { memberCount: number } }>;
  setLogLevel?(level: number): void;
}

/** The part of the SDK's module (its default export) this transport uses. */
export interface TencentChatModule {
  create(options: { SDKAppID: number }): TencentChat;
  EVENT: {
    SDK_READY: string;
    SDK_NOT_READY: string;
    MESSAGE_RECEIVED: string;
    KICKED_OUT: string;
    NET_STATE_CHANGE: string;
  };
  TYPES: {
    GRP_AVCHATROOM: string;
    CONV_GROUP: string;
    MSG_TEXT: string;
    MSG_CUSTOM: string;
    MSG_GRP_TIP: string;
    /** A group tip's operationType when members' profiles changed: a mute (muteTime > 0) or its end (0). */
    GRP_TIP_MBR_PROFILE_UPDATED: number;
    MSG_PRIORITY_HIGH: string;
    MSG_PRIORITY_NORMAL: string;
    KICKED_OUT_USERSIG_EXPIRED: string;
    KICKED_OUT_REST_API: string;
    NET_STATE_CONNECTED: string;
    NET_STATE_CONNECTING: string;
    NET_STATE_DISCONNECTED: string;
  };
}

export interface TencentChatOptions {
  sdk: () => Promise<TencentChatModule>;
  sdkAppId: number;
  credentials: ChatCredentials;
  /** How often to ask for the online count (Tencent: at most every 5-10 s). */
  onlineEveryMs?: number;
  readyTimeoutMs?: number;
  onDrop?: (reason: string) => void;
}

const TencentMessage = v.object({
  ID: v.string(),
  type: v.string(),
  payload: v.record(v.string(), v.unknown()),
  from: v.string(),
  nick: v.optional(v.string(), ''),
  to: v.string(),
  /** Seconds. */
  time: v.number(),
  priority: v.optional(v.string(), 'Normal'),
  cloudCustomData: v.optional(v.string(), ''),
});

/** The member list of a group tip (Tencent: `{ userID, muteTime }`, seconds). */
const MuteTip = v.object({ memberList: v.array(v.object({ userID: v.string(), muteTime: v.optional(v.number()) })) });

export function createTencentChatTransport(options: TencentChatOptions): ChatTransport {
  const state$ = new BehaviorSubject<ChatState>({ status: 'idle' });
  const messages$ = new Subject<readonly ChatMessage[]>();
  const online$ = new Subject<number>();
  let sdk: TencentChatModule | null = null;
  let chat: TencentChat | null = null;
  let room: ChatRoomRef | null = null;
  let joined: string | null = null;
  let sdkReady = false;
  let readyWaiters: Array<() => void> = [];
  let stopOnlinePoll: (() => void) | null = null;
  const handlers: Array<[string, (event: { data: unknown }) => void]> = [];
  const setState = (s: ChatState) => state$.next(s);

  /** A message as lines of the room: one, or several for a group tip about several members. */
  function toMessages(raw: unknown): ChatMessage[] {
    const parsed = v.safeParse(TencentMessage, raw);
    if (!parsed.success || !sdk) {
      options.onDrop?.('bad message');
      return [];
    }
    const m = parsed.output;
    if (m.type !== sdk.TYPES.MSG_GRP_TIP) {
      const message = toMessage(m, sdk);
      return message ? [message] : [];
    }
    const count = m.payload.memberNum;
    if (typeof count === 'number') online$.next(count);
    return muteTips(m, sdk);
  }

  /**
   * Tencent's own mute (setGroupMemberMuteTime, or the REST API's forbid_send_msg) reaches the room as a
   * group tip listing the members and their mute time in seconds, 0 when lifted. Each becomes a
   * ban or unban line about that member, without a reason or an end: the chat asks banInfo for
   * those, as after a send refused as muted (live-chat.machine.ts).
   */
  function muteTips(m: v.InferOutput<typeof TencentMessage>, module: TencentChatModule): ChatMessage[] {
    const members = v.safeParse(MuteTip, m.payload);
    if (!members.success || m.payload.operationType !== module.TYPES.GRP_TIP_MBR_PROFILE_UPDATED) return [];
    return members.output.memberList.flatMap((member, i) => {
      if (member.muteTime === undefined) return [];
      // Tencent's own tip (no member can send one): the server speaks.
      const base = {
        id: `${m.ID}:${i}`,
        roomId: m.to,
        at: m.time * 1000,
        from: { userId: CHAT_SERVER_ID, nick: 'system' },
        high: true,
      };
      return [
        roomMessage(base, { type: 'room', event: member.muteTime > 0 ? 'ban' : 'unban', userName: member.userID }),
      ];
    });
  }

  function toMessage(m: v.InferOutput<typeof TencentMessage>, sdk: TencentChatModule): ChatMessage | undefined {
    const at = m.time * 1000;
    // The sender's clientId, and a mark that the line reacts to a goal (held with it in a synced room).
    const { clientId, reactsTo } = parseTencentCloudData(m.cloudCustomData, at);
    const base = {
      id: m.ID,
      roomId: m.to,
      at,
      from: { userId: m.from, nick: m.nick || m.from },
      high: m.priority === sdk.TYPES.MSG_PRIORITY_HIGH,
      ...(clientId ? { clientId } : {}),
      ...(reactsTo ? { reactsTo } : {}),
    };
    if (m.type === sdk.TYPES.MSG_TEXT && typeof m.payload.text === 'string')
      return { ...base, kind: 'text', text: m.payload.text };
    if (m.type === sdk.TYPES.MSG_CUSTOM && typeof m.payload.data === 'string') {
      let data: unknown;
      try {
        data = JSON.parse(m.payload.data);
      } catch {
        options.onDrop?.('custom message is not JSON');
        return undefined;
      }
      const custom = v.safeParse(ChatCustom, data);
      if (!custom.success) {
        options.onDrop?.('unknown custom message');
        return undefined;
      }
      // Only the server's identity speaks for the room (any member may send a custom message here). A
      // ban it pushes as a custom message keeps its reason and end, as on the socket chat.
      const message = customMessage(base, custom.output);
      if (typeof message !== 'string') return message;
      options.onDrop?.(message);
      return undefined;
    }
    return undefined;
  }

  function waitReady(): Promise<void> {
    if (sdkReady) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ChatError('network', 'the chat did not get ready')),
        options.readyTimeoutMs ?? 15_000,
      );
      readyWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  function listen(instance: TencentChat, module: TencentChatModule) {
    const add = (event: string, handler: (e: { data: unknown }) => void) => {
      instance.on(event, handler);
      handlers.push([event, handler]);
    };
    add(module.EVENT.SDK_READY, () => {
      sdkReady = true;
      const waiters = readyWaiters;
      readyWaiters = [];
      waiters.forEach((w) => w());
    });
    add(module.EVENT.SDK_NOT_READY, () => {
      sdkReady = false;
    });
    add(module.EVENT.MESSAGE_RECEIVED, ({ data }) => {
      if (!Array.isArray(data) || !joined) return;
      const out: ChatMessage[] = [];
      for (const raw of data) {
        for (const message of toMessages(raw)) if (message.roomId === joined) out.push(message);
      }
      if (out.length > 0) messages$.next(out);
    });
    add(module.EVENT.KICKED_OUT, ({ data }) => {
      const type = (data as { type?: unknown } | null)?.type;
      sdkReady = false;
      if (type === module.TYPES.KICKED_OUT_USERSIG_EXPIRED && room) {
        void relogin(room);
        return;
      }
      joined = null;
      setState({ status: 'kicked', reason: type === module.TYPES.KICKED_OUT_REST_API ? 'kicked' : 'other-device' });
    });
    add(module.EVENT.NET_STATE_CHANGE, ({ data }) => {
      const netState = (data as { state?: unknown } | null)?.state;
      const status = state$.value.status;
      if (netState === module.TYPES.NET_STATE_CONNECTED) {
        if (status === 'reconnecting' && joined) setState({ status: 'ready' });
      } else if (status === 'ready') setState({ status: 'reconnecting', reason: 'network' });
    });
  }

  async function login(instance: TencentChat) {
    const sig = await options.credentials.signature();
    if (chat !== instance) throw new ChatError('unknown', 'left before logging in');
    const ready = waitReady();
    await instance.login({ userID: sig.userId, userSig: sig.userSig });
    await ready;
  }

  async function joinGroup(instance: TencentChat, module: TencentChatModule, target: ChatRoomRef) {
    if (joined && joined !== target.roomId) {
      // One AVChatRoom per user: quit the first (the server would too).
      await instance.quitGroup(joined).catch(() => undefined);
      joined = null;
    }
    await instance.joinGroup({ groupID: target.roomId, type: module.TYPES.GRP_AVCHATROOM });
    joined = target.roomId;
    startOnline(instance, target.roomId);
    setState({ status: 'ready' });
  }

  async function relogin(target: ChatRoomRef) {
    const instance = chat;
    const module = sdk;
    if (!instance || !module) return;
    setState({ status: 'reconnecting', reason: 'signature-expired' });
    try {
      joined = null;
      await login(instance);
      await joinGroup(instance, module, target);
    } catch (error) {
      if (chat === instance)
        setState({
          status: 'error',
          code: toChatError(error).code === 'unknown' ? 'signature-expired' : toChatError(error).code,
        });
    }
  }

  function startOnline(instance: TencentChat, groupID: string) {
    stopOnline();
    stopOnlinePoll = startPolling(
      options.onlineEveryMs ?? 10_000,
      async () => {
        const r = await instance.getGroupOnlineMemberCount?.(groupID);
        if (r && chat === instance && joined === groupID) online$.next(r.data.memberCount);
      },
      { immediate: true },
    );
  }

  function stopOnline() {
    stopOnlinePoll?.();
    stopOnlinePoll = null;
  }

  async function join(target: ChatRoomRef): Promise<void> {
    room = target;
    try {
      if (chat && sdk && sdkReady) {
        await joinGroup(chat, sdk, target);
        return;
      }
      setState({ status: 'connecting' });
      const module = (sdk ??= await options.sdk());
      if (room !== target) throw new ChatError('unknown', 'left before joining');
      const instance = module.create({ SDKAppID: options.sdkAppId });
      instance.setLogLevel?.(1);
      chat = instance;
      listen(instance, module);
      await login(instance);
      await joinGroup(instance, module, target);
    } catch (error) {
      const e = toChatError(error);
      if (room === target) setState({ status: 'error', code: e.code });
      throw e;
    }
  }

  async function leave(): Promise<void> {
    const instance = chat;
    const group = joined;
    chat = null;
    joined = null;
    room = null;
    sdkReady = false;
    readyWaiters = [];
    stopOnline();
    setState({ status: 'closed' });
    if (!instance) return;
    for (const [event, handler] of handlers.splice(0)) instance.off(event, handler);
    if (group) await instance.quitGroup(group).catch(() => undefined);
    await instance.logout().catch(() => undefined);
    await Promise.resolve(instance.destroy()).catch(() => undefined);
  }

  async function send(
    make: (instance: TencentChat, module: TencentChatModule, to: string) => unknown,
  ): Promise<ChatMessage> {
    const instance = chat;
    const module = sdk;
    if (!instance || !module || !joined || state$.value.status !== 'ready')
      throw new ChatError('network', 'not connected');
    try {
      const result = await instance.sendMessage(make(instance, module, joined));
      const [message] = toMessages(result.data.message);
      if (!message) throw new ChatError('unknown', 'bad send answer');
      return message;
    } catch (error) {
      throw toChatError(error);
    }
  }

  return {
    join,
    leave,
    sendText: (text, clientId) =>
      send((instance, module, to) =>
        instance.createTextMessage({
          to,
          conversationType: module.TYPES.CONV_GROUP,
          payload: { text },
          priority: module.TYPES.MSG_PRIORITY_NORMAL,
          cloudCustomData: encodeTencentCloudData({ clientId }),
        }),
      ),
    messages$: messages$.asObservable(),
    state$: state$.pipe(distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b))),
    online$: online$.asObservable(),
  };
}
