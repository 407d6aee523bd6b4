import type { FaultState } from './faults';

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
  failedLogins: Map<string, number>;
  captchas: Map<string, string>;
  /** Phones that have been sent an SMS code in this scope. */
  smsSent: Set<string>;
  /** Push-server faults (issue B): paused, skip sequence numbers, malformed messages. */
  push: { paused: boolean; skipSeq: number; malformed: number };
  /**
   * Wallet balances in minor units by lower-case user name (issue C, simulator/site/wallet.ts).
   * Per scope: parallel tests bet as the same demo user without moving each other's balance.
   */
  wallets: Map<string, number>;
}

export function createScopeState(): ScopeState {
  return {
    faults: { faults: [] },
    maintenance: null,
    failedLogins: new Map(),
    captchas: new Map(),
    smsSent: new Set(),
    push: { paused: false, skipSeq: 0, malformed: 0 },
    wallets: new Map(),
  };
}
