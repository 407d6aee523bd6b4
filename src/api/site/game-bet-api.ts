import * as v from 'valibot';
import { recordList, unread } from '../record-list';
import type { SiteClient } from '../site-client';

/**
 * Game bets (site API, docs/betting-api.md "mybet/sum and mybet/detail"): the sums of a time
 * window per game, and one game's bets. The record rule (docs/decisions.md, "Odd records"): the
 * totals must be readable or the answer is malformed; a game or a bet that cannot be shown is
 * left out of its list alone.
 */

/** `gameType` is a number on this site; some deployments send it as text. It is sent back as it came. */
const GameType = v.union([v.number(), v.pipe(v.string(), v.minLength(1))]);
export type GameType = v.InferOutput<typeof GameType>;

export const GameSum = v.looseObject({
  gameType: GameType,
  gameName: v.string(),
  betCount: v.number(),
  betAmount: v.number(),
  winLoss: v.number(),
});
export type GameSum = v.InferOutput<typeof GameSum>;

export const GameBetSum = v.looseObject({
  betCount: v.number(),
  betAmount: v.number(),
  validAmount: v.nullish(v.number()),
  winLoss: v.number(),
  games: v.nullish(recordList(GameSum, 'games'), () => []),
});
export type GameBetSum = v.InferOutput<typeof GameBetSum>;

/** Bet ids are text like order ids; a whole number is read as its text. */
const BetId = v.union([v.pipe(v.string(), v.minLength(1)), v.pipe(v.number(), v.safeInteger(), v.transform(String))]);

/** A game bet's `status` on the wire. */
export const GAME_BET_STATUS = { open: 0, settled: 1 } as const;

export const GameBet = v.looseObject({
  id: BetId,
  gameName: v.string(),
  betAmount: v.number(),
  validAmount: v.nullish(v.number()),
  /** Absent or null while open. */
  winLoss: v.nullish(v.number()),
  /** Bet time, ms. */
  betTime: v.number(),
  /** GAME_BET_STATUS: 1 settled, 0 open. */
  status: v.number(),
  gameType: unread(GameType),
});
export type GameBet = v.InferOutput<typeof GameBet>;

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const GameBetPage = v.looseObject({
  total: Count,
  records: recordList(GameBet, 'records'),
});
export type GameBetPage = v.InferOutput<typeof GameBetPage>;

export interface GameBetWindow {
  startTime: number;
  endTime: number;
}

export interface GameBetDetailQuery extends GameBetWindow {
  gameType: GameType;
  /** From 1. */
  pageNum: number;
  pageSize: number;
}

/**
 * The screen shows its own error state with a retry for these, so the site client's toast is
 * turned off (`noNeedResponseMsg`): one message for one failure.
 */
export function createGameBetApi(client: SiteClient) {
  return {
    sum: (window: GameBetWindow, signal?: AbortSignal) =>
      client.request({
        method: 'POST',
        url: '/api/game/bet/order/mybet/sum',
        data: { ...window },
        schema: GameBetSum,
        noNeedResponseMsg: true,
        signal,
      }),
    detail: (query: GameBetDetailQuery, signal?: AbortSignal) =>
      client.request({
        method: 'POST',
        url: '/api/game/bet/order/mybet/detail',
        data: { ...query },
        schema: GameBetPage,
        noNeedResponseMsg: true,
        signal,
      }),
  };
}
export type GameBetApi = ReturnType<typeof createGameBetApi>;
