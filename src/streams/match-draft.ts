import type { Market, MarketGroup, MarketOption, Match, MatchClock, MatchScore } from '../api/provider/match-schemas';
import type { MarketDelta, OddsMessage, ScoreMessage, StatusMessage } from '../api/push-protocol';
import { isLocked as isLockedOdds } from '../lib/format/odds';

/** Schema outputs carry an index signature (loose objects); this keeps only the named fields. */
type Known<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };
type Loose = { readonly [key: string]: unknown };

/**
 * An option as the views get it. It carries no previous price: the odds button keeps the price it
 * last showed (odds-move-marks.ts), the one place a move's arrow and its spoken name come from.
 */
export type OptionState = Known<MarketOption> & Loose;
export type MarketState = Omit<Known<Market>, 'op'> & { op: OptionState[] } & Loose;
export type MarketGroupState = Omit<Known<MarketGroup>, 'mks'> & { mks: MarketState[] } & Loose;
/** A match record with pushes applied. Treat as immutable: each frame brings a new object for a changed match. */
export type MatchState = Omit<Known<Match>, 'mg'> & { mg: MarketGroupState[] } & Loose;

export const isLocked = (option: Pick<OptionState, 'od'>): boolean => isLockedOdds(option.od);
export const isSuspended = (market: Pick<MarketState, 'ss'>): boolean => market.ss === 0;
/** Markets on a record, every line counted (pushes never remove one; see machines/sports/detail-hold.ts). */
export const marketCount = (match: { mg: readonly { mks: readonly unknown[] }[] }): number =>
  match.mg.reduce((n, g) => n + g.mks.length, 0);

/**
 * A market of a match by id and its option of a type: null when the match has not got them. Any
 * record of the same shape will do (a MatchState, the slip's price view of one).
 */
export function findOption<M extends { readonly id: number; readonly op: readonly { readonly ty: number }[] }>(
  match: { readonly mg: readonly { readonly mks: readonly M[] }[] } | null | undefined,
  marketId: number,
  optionType: number,
): { market: M; option: M['op'][number] } | null {
  for (const group of match?.mg ?? []) {
    const market = group.mks.find((m) => m.id === marketId);
    if (!market) continue;
    const option = market.op.find((o) => o.ty === optionType);
    return option ? { market, option } : null;
  }
  return null;
}

/**
 * Whether two states of a match differ only in their markets (`mg`): what a match's head (teams,
 * score, clock, status) shows is then the same. Cheap because a draft copies only what changed:
 * an odds push keeps every other field's identity.
 */
export function sameBesidesMarkets(a: MatchState, b: MatchState): boolean {
  return sameBesides(a, b, 'mg');
}

/** Whether two records have the same fields, each the same value but `key`'s. */
function sameBesides(a: Loose, b: Loose, key: string): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const k of keys) if (k !== key && a[k] !== b[k]) return false;
  return true;
}

/**
 * Whether two states of a match differ at most in the prices of options (`od`), none of them
 * crossing into or out of locked (a negative price). A list row renders such a state as it
 * rendered the last one: its buttons' prices follow the feed on their own (odds-price.tsx), so a
 * price tick costs no render of the row, its columns or its buttons. Cheap for the same reason as
 * sameBesidesMarkets: what a push did not touch keeps its identity.
 */
export function sameBesidesPrices(a: MatchState, b: MatchState): boolean {
  if (!sameBesidesMarkets(a, b) || a.mg.length !== b.mg.length) return false;
  return a.mg.every((ga, g) => {
    const gb = b.mg[g]!;
    if (ga === gb) return true;
    if (!sameBesides(ga, gb, 'mks') || ga.mks.length !== gb.mks.length) return false;
    return ga.mks.every((ma, m) => {
      const mb = gb.mks[m]!;
      if (ma === mb) return true;
      if (!sameBesides(ma, mb, 'op') || ma.op.length !== mb.op.length) return false;
      return ma.op.every((oa, o) => {
        const ob = mb.op[o]!;
        return oa === ob || (sameBesides(oa, ob, 'od') && isLocked(oa) === isLocked(ob));
      });
    });
  });
}

/**
 * One match, updated by pushes with copy-on-write per frame. Everything emitted is immutable;
 * the first change to an object after `seal()` copies it (and its parents up to the root), later
 * changes in the same frame write into that copy. So 50 updates to one market within a frame cost
 * one copy of the market, its group and the match, and unchanged groups/markets keep their
 * identity, which lets memoized rows skip rendering.
 */
export class MatchDraft {
  private current: MatchState;
  /** Objects created since the last seal: safe to mutate. */
  private readonly owned = new Set<object>();
  /** Market id -> index of its group in `mg`. */
  private readonly groupOf = new Map<number, number>();
  /**
   * Server time (ms) of what the head (score, clock, status) says: the last score or status message's
   * `ts`, or the record's clock reading (`mc.tu`) for a snapshot. The live room holds the head until
   * the viewer's video reaches it (src/streams/video-sync.ts); null when the record does not say.
   */
  private head: number | null;

  constructor(record: Match) {
    this.current = record as MatchState;
    this.head = record.mc?.tu ?? null;
    this.reindex();
  }

  get headAt(): number | null {
    return this.head;
  }

  get state(): MatchState {
    return this.current;
  }

  /** A snapshot replaces everything (its objects are fresh from parsing and not ours to mutate). */
  replace(record: Match): void {
    this.current = record as MatchState;
    this.head = record.mc?.tu ?? null;
    this.owned.clear();
    this.reindex();
  }

  /** Ends the frame: the current state is handed out, so the next change copies again. */
  seal(): MatchState {
    this.owned.clear();
    return this.current;
  }

  apply(message: OddsMessage | ScoreMessage | StatusMessage): void {
    if (message.type === 'odds') {
      for (const delta of message.markets) this.applyMarket(delta);
    } else if (message.type === 'score') {
      this.head = message.ts;
      const root = this.root();
      root.nsg = message.nsg.map(toScore);
      root.mc = mergeClock(root.mc, message.mc, message.ts);
    } else {
      this.head = message.ts;
      const root = this.root();
      root.ms = message.ms;
      if (message.mc) root.mc = mergeClock(root.mc, message.mc, message.ts);
    }
  }

  private applyMarket(delta: MarketDelta) {
    let groupIndex = this.groupOf.get(delta.id);
    let id = delta.id;
    if (groupIndex === undefined && delta.newId !== undefined) {
      groupIndex = this.groupOf.get(delta.newId);
      id = delta.newId;
    }
    if (groupIndex === undefined) {
      // A market we have never seen: only placeable when the push says where it belongs.
      if (delta.mty === undefined || delta.pe === undefined) return;
      this.addMarket(delta, delta.mty, delta.pe);
      return;
    }
    const group = this.group(groupIndex);
    const marketIndex = group.mks.findIndex((m) => m.id === id);
    if (marketIndex < 0) return;
    const market = this.market(group, marketIndex);
    if (delta.newId !== undefined && market.id !== delta.newId) {
      const target = this.groupOf.get(delta.newId);
      if (target !== undefined) {
        // The new line already exists (a snapshot raced the move): keep that one, drop the old.
        group.mks.splice(marketIndex, 1);
        this.groupOf.delete(market.id);
        this.applyMarket({ ...delta, id: delta.newId, newId: undefined });
        return;
      }
      this.groupOf.delete(market.id);
      market.id = delta.newId;
      this.groupOf.set(delta.newId, groupIndex);
    }
    market.ss = delta.ss;
    if (delta.li !== undefined) market.li = delta.li;
    for (const change of delta.op) {
      const optionIndex = market.op.findIndex((o) => o.ty === change.ty);
      if (optionIndex < 0) {
        market.op.push(this.created(change));
        continue;
      }
      const current = market.op[optionIndex]!;
      if (current.od === change.od && (change.li === undefined || current.li === change.li)) continue;
      const option = this.option(market, optionIndex);
      option.od = change.od;
      if (change.li !== undefined) option.li = change.li;
    }
  }

  private addMarket(delta: MarketDelta, mty: number, pe: number) {
    const id = delta.newId ?? delta.id;
    const market: MarketState = { id, ss: delta.ss, li: delta.li, op: delta.op.map((o) => this.created(o)) };
    this.owned.add(market);
    this.owned.add(market.op);
    const groups = this.groups();
    let groupIndex = groups.findIndex((g) => g.mty === mty && g.pe === pe);
    if (groupIndex < 0) {
      const created: MarketGroupState = { mty, pe, mks: [] };
      this.owned.add(created);
      this.owned.add(created.mks);
      groups.push(created);
      groupIndex = groups.length - 1;
    }
    this.group(groupIndex).mks.push(market);
    this.groupOf.set(id, groupIndex);
  }

  /** An option first seen in a push: ours to mutate for the rest of the frame. */
  private created(change: { ty: number; od: number; li?: string | undefined }): OptionState {
    const option: OptionState = { ty: change.ty, od: change.od, li: change.li };
    this.owned.add(option);
    return option;
  }

  private root(): MatchState {
    if (!this.owned.has(this.current)) {
      this.current = { ...this.current };
      this.owned.add(this.current);
    }
    return this.current;
  }

  private groups(): MarketGroupState[] {
    const root = this.root();
    if (!this.owned.has(root.mg)) {
      root.mg = root.mg.slice();
      this.owned.add(root.mg);
    }
    return root.mg;
  }

  private group(index: number): MarketGroupState {
    const groups = this.groups();
    let group = groups[index]!;
    if (!this.owned.has(group)) {
      group = { ...group, mks: group.mks.slice() };
      groups[index] = group;
      this.owned.add(group);
      this.owned.add(group.mks);
    }
    return group;
  }

  private market(group: MarketGroupState, index: number): MarketState {
    let market = group.mks[index]!;
    if (!this.owned.has(market)) {
      market = { ...market, op: market.op.slice() };
      group.mks[index] = market;
      this.owned.add(market);
      this.owned.add(market.op);
    }
    return market;
  }

  private option(market: MarketState, index: number): OptionState {
    let option = market.op[index]!;
    if (!this.owned.has(option)) {
      option = { ...option };
      market.op[index] = option;
      this.owned.add(option);
    }
    return option;
  }

  private reindex() {
    this.groupOf.clear();
    this.current.mg.forEach((group, index) => {
      for (const market of group.mks) this.groupOf.set(market.id, index);
    });
  }
}

function toScore(line: { pe: number; tyg: number; sc: number[] }): MatchScore {
  return { pe: line.pe, tyg: line.tyg, sc: [line.sc[0] ?? 0, line.sc[1] ?? 0] };
}

/**
 * A pushed clock reads `s` at the message's `ts`, so `ts` becomes the clock's `tu`: keeping the
 * snapshot's older `tu` would run the clock on from the wrong instant (ahead by the time between).
 */
function mergeClock(
  previous: MatchClock,
  next: { s: number; pe: number; r: boolean; tp?: number | undefined },
  ts: number,
): MatchClock {
  return { ...previous, s: next.s, pe: next.pe, r: next.r, tu: ts, ...(next.tp === undefined ? {} : { tp: next.tp }) };
}
