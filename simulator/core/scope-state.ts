import { LRUCache } from 'lru-cache';
import type { FaultState } from './faults';
import { SmsCodes } from '../site/sms-codes';

export interface MaintenanceInfo {
  id: number;
  title: string;
  content: string;
  /** 'yyyy-MM-dd HH:mm:ss' in UTC+8, as the real service sends it. */
  startTime: string;
  endTime: string;
  point: string;
  status: '0' | '1';
  sportsConfigVO: { gameOrder: string };
}

/** Everything a test may change lives per scope (see scope.ts). */
export interface ScopeState {
  faults: FaultState;
  maintenance: MaintenanceInfo | null;
  /** Failed logins by lower-case user name (known or not), for the security question. Bounded. */
  failedLogins: LRUCache<string, number>;
  /** Captcha id -> its answer and until when it may be answered (simulator clock). Bounded. */
  captchas: LRUCache<string, { answer: string; expiresAt: number }>;
  /** SMS codes sent in this scope, by phone (simulator/site/sms-codes.ts). */
  smsCodes: SmsCodes;
  /** Push-server faults: paused, skip sequence numbers, malformed messages. */
  push: { paused: boolean; skipSeq: number; malformed: number };
  /**
   * Wallet balances in minor units by lower-case user name (simulator/site/wallet.ts).
   * Per scope: parallel tests bet as the same demo user without moving each other's balance.
   */
  wallets: Map<string, number>;
  /**
   * Whether sign-in and registration calls are rate-limited in this scope (core/rate-limit.ts). Always on
   * outside test control; a test that makes dozens of accounts in one scope turns it off there.
   */
  rateLimited: boolean;
  /**
   * What the demo account's month before the start is made from (simulator/orders/demo-history.ts):
   * the seed and the simulator's start time, the same for every scope. Absent in unit tests that need none.
   */
  history?: { seed: number; startedAt: number };
}

export function createScopeState(history?: ScopeState['history']): ScopeState {
  return {
    ...(history ? { history } : {}),
    faults: { faults: [] },
    maintenance: null,
    failedLogins: new LRUCache({ max: 10_000 }),
    captchas: new LRUCache({ max: 1_000 }),
    smsCodes: new SmsCodes(),
    push: { paused: false, skipSeq: 0, malformed: 0 },
    wallets: new Map(),
    rateLimited: true,
  };
}
