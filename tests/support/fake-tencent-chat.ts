import type { TencentGroupMessage } from '../../simulator/live/chat/tencent-relay';
import type { TencentChat, TencentChatModule } from '../../src/streams/chat/tencent-chat-transport';

/**
 * A fake of the Tencent Cloud Chat SDK for tests (never the network: the real `create()` opens a
 * WebSocket at once). It keeps the SDK's event names and TYPES values, resolves login and emits
 * SDK_READY afterwards as the SDK does, and lets a test push MESSAGE_RECEIVED, KICKED_OUT and
 * NET_STATE_CHANGE, and make sendMessage fail with Tencent's codes.
 */

export const EVENT = {
  SDK_READY: 'sdkStateReady',
  SDK_NOT_READY: 'sdkStateNotReady',
  MESSAGE_RECEIVED: 'onMessageReceived',
  KICKED_OUT: 'kickedOut',
  NET_STATE_CHANGE: 'netStateChange',
};
export const TYPES = {
  GRP_AVCHATROOM: 'AVChatRoom',
  CONV_GROUP: 'GROUP',
  MSG_TEXT: 'TIMTextElem',
  MSG_CUSTOM: 'TIMCustomElem',
  MSG_GRP_TIP: 'TIMGroupTipElem',
  GRP_TIP_MBR_PROFILE_UPDATED: 7,
  MSG_PRIORITY_HIGH: 'High',
  MSG_PRIORITY_NORMAL: 'Normal',
  KICKED_OUT_USERSIG_EXPIRED: 'userSigExpired',
  KICKED_OUT_REST_API: 'REST_API_Kick',
  NET_STATE_CONNECTED: 'connected',
  NET_STATE_CONNECTING: 'connecting',
  NET_STATE_DISCONNECTED: 'disconnected',
};

export class FakeChat implements TencentChat {
  readonly calls: string[] = [];
  private readonly handlers = new Map<string, Set<(e: { data: unknown }) => void>>();
  sendError: { code: number; message: string } | null = null;
  nextId = 1;
  on(event: string, handler: (e: { data: unknown }) => void) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)?.add(handler);
  }
  off(event: string, handler: (e: { data: unknown }) => void) {
    this.handlers.get(event)?.delete(handler);
  }
  emit(event: string, data: unknown) {
    for (const h of [...(this.handlers.get(event) ?? [])]) h({ data });
  }
  listenerCount() {
    return [...this.handlers.values()].reduce((n, s) => n + s.size, 0);
  }
  async login(o: { userID: string; userSig: string }) {
    this.calls.push(`login:${o.userID}:${o.userSig}`);
    setTimeout(() => this.emit(EVENT.SDK_READY, {}), 1);
    return {};
  }
  async logout() {
    this.calls.push('logout');
  }
  async destroy() {
    this.calls.push('destroy');
  }
  async joinGroup(o: { groupID: string; type: string }) {
    this.calls.push(`join:${o.groupID}:${o.type}`);
    if (o.groupID === 'gone') throw { code: 10015, message: 'group not found' };
    return {};
  }
  async quitGroup(id: string) {
    this.calls.push(`quit:${id}`);
  }
  createTextMessage(o: { to: string; payload: { text: string }; priority?: string; cloudCustomData?: string }) {
    return {
      ID: `m${this.nextId++}`,
      type: TYPES.MSG_TEXT,
      payload: o.payload,
      from: 'demo',
      nick: 'Demo',
      to: o.to,
      time: 1_700_000_000,
      priority: o.priority,
      cloudCustomData: o.cloudCustomData,
    };
  }
  async sendMessage(message: unknown) {
    if (this.sendError) throw this.sendError;
    return { data: { message } };
  }
  async getGroupOnlineMemberCount() {
    return { data: { memberCount: 321 } };
  }
}

/** The SDK module: each `create()` makes a FakeChat, kept in `instances`. */
export function fakeTencentModule(): { module: TencentChatModule; instances: FakeChat[] } {
  const instances: FakeChat[] = [];
  const module: TencentChatModule = {
    create: () => {
      const chat = new FakeChat();
      instances.push(chat);
      return chat;
    },
    EVENT,
    TYPES,
  };
  return { module, instances };
}

/**
 * The message Tencent delivers to the room's members (MESSAGE_RECEIVED) for a line the server sent through
 * the REST API (simulator/live/chat/tencent-relay.ts): `time` in seconds, as Tencent's.
 */
export function deliveredFromRest(body: TencentGroupMessage, id: string, nick: string, timeMs: number) {
  const [elem] = body.MsgBody;
  return {
    ID: id,
    type: elem?.MsgType === 'TIMCustomElem' ? TYPES.MSG_CUSTOM : TYPES.MSG_TEXT,
    payload:
      elem?.MsgType === 'TIMCustomElem'
        ? { data: elem.MsgContent.Data, description: elem.MsgContent.Desc }
        : { text: elem?.MsgContent.Text ?? '' },
    from: body.From_Account,
    nick,
    to: body.GroupId,
    time: Math.floor(timeMs / 1000),
    priority: body.MsgPriority === 'High' ? TYPES.MSG_PRIORITY_HIGH : TYPES.MSG_PRIORITY_NORMAL,
    cloudCustomData: body.CloudCustomData ?? '',
  };
}
