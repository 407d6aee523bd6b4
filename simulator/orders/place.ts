import { BadParam, int, type Body } from '../sports/request';
import { convertOdds } from '../sports/odds-math';
import { balanceMinor, minorOf, toUnits } from '../site/wallet';
import type { SimUser } from '../site/site-store';
import type { OrderDesk } from './desk';
import { goalsOf } from './desk';
import { countPlacement } from './book';
import { MON, MSL, seriesLimits, stakeLimits } from './limits';
import { legNames, optionIndex, optionLabel, optionLine, type Located } from './market-index';
import { foldOf, odds100, seriesOdds, seriesOf } from './series';
import { placedRecord } from './render';
import {
  checkCurrency,
  clientOrderId,
  flag,
  num,
  objects,
  OrderError,
  policy,
  stake,
  type OrderCall,
} from './order-request';
import { ORDER_CODES, RE, type Leg, type Order } from './types';

/**
 * Placing bets like a real book (docs/betting-api.md): the odds check, singles, parlays and
 * systems. Checks run in a fixed order over the whole request, and any failure places nothing:
 * parameters (5), then markets on sale (3015), parlay rules (3005), prices under the odds-change
 * policy (3001, every moved selection listed), stake limits (3002/3003), the balance (3004). A clientOrderId the user
 * has used before answers its first order as it is now, whatever else changed (idempotent retry).
 */

export interface Selection {
  loc: Located;
  index: number;
  ty: number;
  /** The price now. */
  od: number;
}

const live = (s: Selection) => s.loc.m.ms === 5;

/** The selection of a bet, on sale now; 3015 when its market is not (a retired id included). */
export function selectionFor(desk: OrderDesk, marketId: number, ty: number, label: string): Selection {
  const loc = desk.index.find(marketId);
  if (!loc) throw new OrderError(ORDER_CODES.marketClosed, `market ${marketId} is not on sale`, { marketId });
  const index = optionIndex(loc, ty);
  if (index < 0) throw new BadParam(`${label}.optionType ${ty} is not an option of market ${marketId}`);
  const od = loc.mk.od[index]!;
  if (loc.mk.ss !== 1 || loc.m.ms === 0 || od < 0)
    throw new OrderError(ORDER_CODES.marketClosed, `market ${marketId} is not on sale`, { marketId });
  return { loc, index, ty, od };
}

/** The price a bet takes under its policy (0 none, 1 better, 2 any), or undefined: refused. */
export function takePrice(sent: number, now: number, oddsChange: number): number | undefined {
  const s = odds100(sent);
  const n = odds100(now);
  if (s === n || oddsChange === 2 || (oddsChange === 1 && n > s)) return now;
  return undefined;
}

/** A fresh leg (each order owns its legs: their results are written per order). */
export function legOf(s: Selection, od: number): Leg {
  const { m, g, mk } = s.loc;
  return {
    matchId: m.id,
    mid: mk.id,
    mty: g.plan.mty,
    pe: g.plan.pe,
    kind: g.plan.kind,
    scope: g.plan.scope,
    line: mk.line,
    ty: s.ty,
    li: optionLine(s.loc, s.index),
    od,
    mbt: m.bt,
    names: legNames(s.loc, s.index),
    re: RE.open,
    mk,
    seen: { ms: m.ms, goals: goalsOf(m) },
  };
}

/** The option a bet names: `{ marketId, optionType, odds, oddsFormat }`. */
function optionOf(o: Body, label: string) {
  const marketId = int(o, 'marketId', { min: 1 });
  const optionType = int(o, 'optionType', { min: 1 });
  const odds = num(o, 'odds', `${label}.odds`);
  if (odds <= 1) throw new BadParam(`${label}.odds must be European odds above 1`);
  int(o, 'oddsFormat', { min: 1, max: 5, def: 1 });
  return { marketId, optionType, odds, label };
}

/** Counts every entry's clientOrderId as received, refusing one used twice in the request. */
function cidsOf(call: OrderCall, entries: Body[], list: string): string[] {
  const cids = entries.map((e, i) => clientOrderId(e, `${list}[${i}].clientOrderId`));
  for (const cid of cids) countPlacement(call.account, cid);
  const seen = new Set<string>();
  for (const cid of cids) {
    if (seen.has(cid)) throw new BadParam(`${list}: clientOrderId ${cid} appears twice`);
    seen.add(cid);
  }
  return cids;
}

function checkBalance(user: SimUser, call: OrderCall, totalMinor: number): void {
  const balance = balanceMinor(call.account.state, user);
  if (totalMinor > balance)
    throw new OrderError(ORDER_CODES.overBalance, 'insufficient balance', { balance: toUnits(user, balance) });
}

/* ---------- bet/singlePass ---------- */

export function placeSingles(desk: OrderDesk, call: OrderCall) {
  const { body, user, account } = call;
  const entries = objects(body, 'singleBetList', 1, MON);
  checkCurrency(body, user, true);
  const cids = cidsOf(call, entries, 'singleBetList');
  const bets = entries.map((e, i) => {
    const existing = account.byCid.get(cids[i]!);
    if (existing) return { existing };
    const label = `singleBetList[${i}]`;
    const unitMinor = stake(e, 'unitStake', user, `${label}.unitStake`);
    const oddsChange = policy(e, body, label);
    const options = objects(e, 'betOptionList', 1, 1);
    return { cid: cids[i]!, unitMinor, oddsChange, option: optionOf(options[0]!, `${label}.betOptionList[0]`) };
  });
  const fresh = bets.flatMap((b) => ('existing' in b ? [] : [b]));
  const sels = fresh.map((b) => selectionFor(desk, b.option.marketId, b.option.optionType, b.option.label));
  const prices = fresh.map((b, i) => takePrice(b.option.odds, sels[i]!.od, b.oddsChange));
  const changes = fresh.flatMap((b, i) =>
    prices[i] === undefined
      ? [{ marketId: b.option.marketId, optionType: b.option.optionType, odds: sels[i]!.od }]
      : [],
  );
  if (changes.length) throw new OrderError(ORDER_CODES.oddsChanged, 'odds changed', { changes });
  fresh.forEach((b, i) => {
    const { smin, smax } = stakeLimits(user.regCurrency, prices[i]!, live(sels[i]!));
    const marketId = b.option.marketId;
    if (b.unitMinor < minorOf(user, smin))
      throw new OrderError(ORDER_CODES.belowMin, `stake below ${smin}`, { marketId, min: smin });
    if (b.unitMinor > minorOf(user, smax))
      throw new OrderError(ORDER_CODES.aboveMax, `stake above ${smax}`, { marketId, max: smax });
  });
  checkBalance(
    user,
    call,
    fresh.reduce((s, b) => s + b.unitMinor, 0),
  );
  let next = 0;
  return bets.map((b) => {
    if ('existing' in b) return placedRecord(b.existing!);
    const i = next++;
    const order = desk.place({
      account,
      cid: b.cid,
      legs: [legOf(sels[i]!, prices[i]!)],
      unitMinor: b.unitMinor,
      k: 1,
      count: 1,
      faults: call.faults,
    });
    return placedRecord(order);
  });
}

/* ---------- betMultiple ---------- */

/** Parlay rules: 2 to msl legs, one per match, every market allowed in parlays (`au`). */
function parlayLegs(desk: OrderDesk, body: Body): Selection[] {
  const options = objects(body, 'betOptionList', 1, 50);
  if (options.length < 2 || options.length > MSL)
    throw new OrderError(ORDER_CODES.parlayRule, `a parlay has 2 to ${MSL} legs`);
  const parsed = options.map((o, i) => optionOf(o, `betOptionList[${i}]`));
  const sels = parsed.map((o) => selectionFor(desk, o.marketId, o.optionType, o.label));
  const matches = new Set(sels.map((s) => s.loc.m.id));
  if (matches.size < sels.length) throw new OrderError(ORDER_CODES.parlayRule, 'the same match twice in a parlay');
  if (sels.some((s) => s.loc.m.ty !== 2))
    throw new OrderError(ORDER_CODES.parlayRule, 'a market not allowed in parlays (au 0)');
  return sels.map((s, i) => Object.assign(s, { sent: parsed[i]!.odds }));
}

export function placeMultiple(desk: OrderDesk, call: OrderCall) {
  const { body, user, account } = call;
  const data = objects(body, 'betMultipleData', 1, MSL);
  checkCurrency(body, user, true);
  const cids = cidsOf(call, data, 'betMultipleData');
  const existing = cids.map((cid) => account.byCid.get(cid));
  if (existing.every(Boolean)) return existing.map((o) => placedRecord(o!));
  const sels = parlayLegs(desk, body) as (Selection & { sent: number })[];
  const n = sels.length;
  const series = data.map((e, i) => {
    if (existing[i]) return undefined;
    const label = `betMultipleData[${i}]`;
    const sn = int(e, 'seriesValue', { min: 1 });
    const k = foldOf(sn, n);
    if (k === undefined) throw new OrderError(ORDER_CODES.parlayRule, `series ${sn} is not one ${n} legs can form`);
    return {
      cid: cids[i]!,
      sn,
      k,
      count: seriesOf(n).find((s) => s.k === k)!.count,
      unitMinor: stake(e, 'unitStake', user, `${label}.unitStake`),
      oddsChange: policy(e, body, label),
    };
  });
  const changes = new Map<number, { marketId: number; optionType: number; odds: number }>();
  for (const s of series) {
    if (!s) continue;
    for (const sel of sels) {
      if (takePrice(sel.sent, sel.od, s.oddsChange) === undefined)
        changes.set(sel.loc.mk.id, { marketId: sel.loc.mk.id, optionType: sel.ty, odds: sel.od });
    }
  }
  if (changes.size) throw new OrderError(ORDER_CODES.oddsChanged, 'odds changed', { changes: [...changes.values()] });
  const odds = sels.map((s) => s.od);
  const legMax = sels.map((s) => stakeLimits(user.regCurrency, s.od, live(s)).smax);
  for (const s of series) {
    if (!s) continue;
    const { mi, mx } = seriesLimits(user.regCurrency, legMax, seriesOdds(odds, s.k), s.count);
    if (s.unitMinor < minorOf(user, mi))
      throw new OrderError(ORDER_CODES.belowMin, `unit stake below ${mi}`, { min: mi });
    if (s.unitMinor > minorOf(user, mx))
      throw new OrderError(ORDER_CODES.aboveMax, `unit stake above ${mx}`, { max: mx });
  }
  checkBalance(
    user,
    call,
    series.reduce((t, s) => t + (s ? s.unitMinor * s.count : 0), 0),
  );
  return series.map((s, i) => {
    if (!s) return placedRecord(existing[i]!);
    const legs = sels.map((sel) => legOf(sel, sel.od));
    const order: Order = desk.place({
      account,
      cid: s.cid,
      legs,
      unitMinor: s.unitMinor,
      k: s.k,
      count: s.count,
      sn: s.sn,
      faults: call.faults,
    });
    return placedRecord(order);
  });
}

/* ---------- batchBetMatchMarketOfJumpLine ---------- */

export function checkOdds(desk: OrderDesk, call: OrderCall) {
  const { body, user, lang } = call;
  const list = objects(body, 'betMatchMarketList', 1, 20);
  const isSelectSeries = flag(body, 'isSelectSeries', false);
  checkCurrency(body, user, false);
  const onSale: Selection[] = [];
  let parlayable = true;
  const bms = list.map((e, i) => {
    const label = `betMatchMarketList[${i}]`;
    const marketId = int(e, 'marketId', { min: 1 });
    const matchId = int(e, 'matchId', { min: 1 });
    const ty = int(e, 'type', { min: 1 });
    const oddsType = int(e, 'oddsType', { min: 1, max: 5, def: int(body, 'oddsType', { min: 1, max: 5, def: 1 }) });
    const found = desk.index.find(marketId);
    const loc = found ?? desk.index.successor(marketId);
    if (!loc || loc.mk.ss === -1 || loc.m.ms === 0) {
      parlayable = false;
      return { mid: loc?.mk.id ?? marketId, ss: -1 };
    }
    if (loc.m.id !== matchId) throw new BadParam(`${label}.matchId ${matchId} is not the match of market ${marketId}`);
    const index = optionIndex(loc, ty);
    if (index < 0) throw new BadParam(`${label}.type ${ty} is not an option of market ${marketId}`);
    const od = loc.mk.od[index]!;
    const sel = { loc, index, ty, od };
    onSale.push(sel);
    const au = loc.m.ty === 2 ? 1 : 0;
    if (!au) parlayable = false;
    const { smin, smax } = stakeLimits(user.regCurrency, od, live(sel));
    return {
      mid: loc.mk.id,
      ...(found ? {} : { omid: marketId }),
      matchId: loc.m.id,
      mty: loc.g.plan.mty,
      pe: loc.g.plan.pe,
      ss: loc.mk.ss,
      au,
      smin,
      smax,
      op: { ty, od, bod: convertOdds(od, oddsType), li: optionLine(loc, index), na: optionLabel(loc, index, lang) },
    };
  });
  const answer: { bms: typeof bms; sos?: ReturnType<typeof seriesOffer>; mon: number; msl: number } = {
    bms,
    mon: MON,
    msl: MSL,
  };
  if (isSelectSeries && list.length >= 2) {
    const distinct = new Set(onSale.map((s) => s.loc.m.id)).size === onSale.length;
    answer.sos = parlayable && distinct && list.length <= MSL ? seriesOffer(user, onSale) : [];
  }
  return answer;
}

function seriesOffer(user: SimUser, sels: Selection[]) {
  const odds = sels.map((s) => s.od);
  const legMax = sels.map((s) => stakeLimits(user.regCurrency, s.od, live(s)).smax);
  return seriesOf(sels.length).map(({ k, sn, count }) => {
    const sodd = seriesOdds(odds, k);
    const { mi, mx } = seriesLimits(user.regCurrency, legMax, sodd, count);
    return { sn, in: count, sodd, mi, mx };
  });
}
