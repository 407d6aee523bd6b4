import * as v from 'valibot';
import { recordList, unread } from '../record-list';
import type { SiteClient } from '../site-client';

/**
 * The cashier (docs/wallet-api.md): deposit channels and orders, withdraw info and orders, the
 * transaction list and the game wallets. Orders carry a client order id made once per attempt, so
 * a repeated call answers the first order (exactly once, as bets). The forms show refusals in
 * place, so the site client's toast is off for these calls.
 */

const Amount = v.pipe(v.number(), v.minValue(0));

export const Channel = v.looseObject({
  id: v.picklist(['bank', 'ewallet', 'usdt']),
  currency: v.string(),
  decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8)),
  min: Amount,
  max: Amount,
  rate: v.pipe(v.number(), v.minValue(0)),
  payee: v.union([
    v.object({ bankName: v.string(), accountName: v.string(), accountNo: v.string() }),
    v.object({ network: v.string(), address: v.string() }),
  ]),
});
export type Channel = v.InferOutput<typeof Channel>;
export type ChannelId = Channel['id'];

const Channels = v.looseObject({ list: recordList(Channel, 'list') });

const OrderBase = {
  orderId: v.pipe(v.string(), v.minLength(1)),
  clientOrderId: v.string(),
  amount: Amount,
  createdAt: v.number(),
  settledAt: v.nullish(v.number(), null),
};

export const DepositOrder = v.looseObject({
  kind: v.literal('deposit'),
  ...OrderBase,
  channelId: v.string(),
  credit: Amount,
  status: v.picklist(['pending', 'credited', 'failed']),
});
export type DepositOrder = v.InferOutput<typeof DepositOrder>;

export const WithdrawOrder = v.looseObject({
  kind: v.literal('withdraw'),
  ...OrderBase,
  cardId: v.number(),
  status: v.picklist(['pending', 'paid', 'failed']),
});
export type WithdrawOrder = v.InferOutput<typeof WithdrawOrder>;

const FundOrder = v.variant('kind', [DepositOrder, WithdrawOrder]);
export type FundOrder = v.InferOutput<typeof FundOrder>;

export const BankCard = v.looseObject({
  id: v.number(),
  bankName: v.string(),
  holder: v.optional(v.string(), ''),
  cardNo: v.pipe(v.string(), v.minLength(4)),
});
export type BankCard = v.InferOutput<typeof BankCard>;

export const WithdrawInfo = v.looseObject({
  cards: recordList(BankCard, 'cards'),
  currency: v.optional(v.string(), ''),
  min: Amount,
  max: Amount,
  dailyLimit: Amount,
  usedToday: Amount,
  remainingToday: Amount,
  balance: v.number(),
});
export type WithdrawInfo = v.InferOutput<typeof WithdrawInfo>;

export const TX_KINDS = [
  'deposit',
  'withdraw',
  'bet',
  'betRefund',
  'payout',
  'reserve',
  'reserveRefund',
  'gift',
  'roomFee',
  'collect',
  'gameTransfer',
  'promo',
] as const;

export const Transaction = v.looseObject({
  id: v.pipe(v.union([v.number(), v.string()]), v.transform(String)),
  /** An unknown kind still shows, as "other". */
  kind: v.fallback(v.picklist([...TX_KINDS, 'other']), 'other'),
  time: v.number(),
  amount: v.number(),
  balanceAfter: v.nullish(v.number(), null),
  ref: unread(v.string()),
});
export type Transaction = v.InferOutput<typeof Transaction>;

const TransactionPage = v.looseObject({
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  records: recordList(Transaction, 'records'),
});

export const GameWallet = v.looseObject({ code: v.string(), balance: v.number() });
const GameWallets = v.looseObject({ list: recordList(GameWallet, 'list') });
const Collected = v.looseObject({ collected: v.number(), balance: v.number() });

export interface DepositRequest {
  channelId: ChannelId;
  /** As typed (digits and one point): the server checks the decimal rule on the text. */
  amount: string;
  clientOrderId: string;
}

export interface WithdrawRequest {
  cardId: number;
  amount: string;
  clientOrderId: string;
}

export function createFundApi(client: SiteClient) {
  const quiet = { noNeedResponseMsg: true } as const;
  return {
    channels: (signal?: AbortSignal) =>
      client
        .request({ method: 'GET', url: '/api/fund/deposit/channels', schema: Channels, signal, ...quiet })
        .then((d) => d.list),
    deposit: (req: DepositRequest) =>
      client.request({
        method: 'POST',
        url: '/api/fund/deposit/order',
        data: { ...req },
        schema: DepositOrder,
        ...quiet,
      }),
    order: (orderId: string, signal?: AbortSignal) =>
      client.request({
        method: 'GET',
        url: `/api/fund/order/${encodeURIComponent(orderId)}`,
        schema: FundOrder,
        signal,
        ...quiet,
      }),
    withdrawInfo: (signal?: AbortSignal) =>
      client.request({ method: 'GET', url: '/api/fund/withdraw/info', schema: WithdrawInfo, signal, ...quiet }),
    withdraw: (req: WithdrawRequest) =>
      client.request({
        method: 'POST',
        url: '/api/fund/withdraw/apply',
        data: { ...req },
        schema: WithdrawOrder,
        ...quiet,
      }),
    transactions: (
      query: { startTime: number; endTime: number; pageNum: number; pageSize: number },
      signal?: AbortSignal,
    ) =>
      client.request({
        method: 'POST',
        url: '/api/fund/transaction/list',
        data: { ...query },
        schema: TransactionPage,
        signal,
        ...quiet,
      }),
    gameWallets: (signal?: AbortSignal) =>
      client
        .request({ method: 'GET', url: '/api/game/fund/wallets', schema: GameWallets, signal, ...quiet })
        .then((d) => d.list),
    collect: () =>
      client.request({ method: 'POST', url: '/api/game/fund/collect', data: {}, schema: Collected, ...quiet }),
  };
}
export type FundApi = ReturnType<typeof createFundApi>;
