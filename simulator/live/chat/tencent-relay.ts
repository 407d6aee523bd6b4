import type { ChatWireMessage } from '../../../src/api/live/chat-protocol';
import { encodeTencentCloudData } from '../../../src/api/live/tencent-cloud-data';

/**
 * A room line as the server sends it to a Tencent Cloud Chat room (the REST API's send_group_msg body,
 * docs/chat-protocol.md "Marks on Tencent"): the same line the socket chat sends (`ChatWireMessage`),
 * so a room whose chat runs on Tencent gets the same marks. A bot's goal cheer (chat-activity.ts) carries
 * its `reactsTo` in `CloudCustomData`; a custom payload travels as `TIMCustomElem` with the JSON in `Data`.
 */
export interface TencentGroupMessage {
  GroupId: string;
  From_Account: string;
  MsgPriority: 'High' | 'Normal';
  MsgBody: Array<
    | { MsgType: 'TIMTextElem'; MsgContent: { Text: string } }
    | { MsgType: 'TIMCustomElem'; MsgContent: { Data: string; Desc: string } }
  >;
  CloudCustomData?: string;
}

export function toTencentGroupMessage(m: ChatWireMessage): TencentGroupMessage {
  const cloud = encodeTencentCloudData({
    ...(m.clientId ? { clientId: m.clientId } : {}),
    ...(m.reactsTo ? { reactsTo: m.reactsTo } : {}),
  });
  return {
    GroupId: m.roomId,
    From_Account: m.from.userId,
    MsgPriority: m.priority === 'high' ? 'High' : 'Normal',
    MsgBody: [
      m.kind === 'custom' && m.custom
        ? { MsgType: 'TIMCustomElem', MsgContent: { Data: JSON.stringify(m.custom), Desc: m.custom.type } }
        : { MsgType: 'TIMTextElem', MsgContent: { Text: m.text ?? '' } },
    ],
    ...(cloud ? { CloudCustomData: cloud } : {}),
  };
}
