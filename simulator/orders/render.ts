import type { Lang } from '../sports/types';
import { toUnits } from '../site/wallet';
import { maxReturn, seriesOdds } from './series';
import { reasonText } from './reasons';
import { ST, type Leg, type Order, type Reservation } from './types';

/**
 * Orders and reservations as the order calls answer them (docs/betting-api.md), and as the
 * test-control ledger shows them. Amounts leave in currency units of the order's user.
 */

const money = (o: { account: Order['account'] }, minor: number) => toUnits(o.account.user, minor);

/** Total odds (`od`): the leg's price for a single, the return of one unit per bet for a series. */
export function totalOdds(o: Order): number {
  if (o.legs.length === 1) return o.legs[0]!.od;
  return (
    Math.floor(
      (seriesOdds(
        o.legs.map((l) => l.od),
        o.k,
      ) /
        o.count) *
        100 +
        1e-9,
    ) / 100
  );
}

export const maxReturnMinor = (o: Order) =>
  maxReturn(
    o.unitMinor,
    o.legs.map((l) => l.od),
    o.k,
  );

const series = (o: Order) => (o.sn !== undefined ? { sn: o.sn, in: o.count } : {});
const rejected = (o: Order, lang: Lang) =>
  (o.st === ST.rejected || o.st === ST.cancelled) && o.rj !== undefined
    ? { rj: o.rj, rjs: reasonText(o.rj, lang) }
    : {};

/** bet/singlePass and betMultiple: `[{ id, cid, st, sa, ops: [{ mid, ty, od }] }]`. */
export function placedRecord(o: Order) {
  return {
    id: o.id,
    cid: o.cid,
    st: o.st,
    sa: money(o, o.stakeMinor),
    ops: o.legs.map((l) => ({ mid: l.mid, ty: l.ty, od: l.od })),
  };
}

/** getStakeOrderStatus: `{ oid, st, rj?, rjs? }`. */
export function statusRecord(o: Order, lang: Lang) {
  return { oid: o.id, st: o.st, ...rejected(o, lang) };
}

/** win/loss: null while open, 0 for a rejected or cancelled order, payout - stake once settled. */
export function winLossMinor(o: Order): number | null {
  if (o.st === ST.settled) return (o.payoutMinor ?? 0) - o.stakeMinor;
  return o.st === ST.rejected || o.st === ST.cancelled ? 0 : null;
}

function legRecord(l: Leg, lang: Lang) {
  const n = l.names[lang];
  return {
    mid: l.mid,
    matchId: l.matchId,
    mty: l.mty,
    pe: l.pe,
    ty: l.ty,
    od: l.od,
    li: l.li,
    nm: n.nm,
    mn: n.mn,
    on: n.on,
    mbt: l.mbt,
    re: l.re,
    ...(l.sc ? { sc: l.sc } : {}),
  };
}

/** new/bet/list record. `cashOut` says whether cashOut/price offers it now (`cte`). */
export function listRecord(o: Order, lang: Lang, cashOut: boolean) {
  const uwl = winLossMinor(o);
  return {
    id: o.id,
    cid: o.cid,
    st: o.st,
    sa: money(o, o.stakeMinor),
    uwl: uwl === null ? null : money(o, uwl),
    bt: o.bt,
    cte: cashOut ? 1 : 0,
    od: totalOdds(o),
    ...series(o),
    ...rejected(o, lang),
    ...(o.co ? { co: 1 } : {}),
    mwa: money(o, maxReturnMinor(o)),
    ops: o.legs.map((l) => legRecord(l, lang)),
  };
}

/** Reservation record; `cod` is the selection's price now (null when its market is gone). */
export function reservationRecord(r: Reservation, lang: Lang, cod: number | null) {
  const n = r.leg.names[lang];
  return {
    id: r.id,
    cid: r.cid,
    matchId: r.leg.matchId,
    mid: r.leg.mid,
    ty: r.leg.ty,
    tod: r.tod,
    cod,
    sa: toUnits(r.account.user, r.stakeMinor),
    st: r.st,
    ...(r.oid ? { oid: r.oid } : {}),
    ct: r.ct,
    et: r.et,
    nm: n.nm,
    mn: n.mn,
    on: n.on,
    li: r.leg.li,
  };
}

/** The test-control ledger's view: everything, with the status timeline and payouts. */
export function ledgerOrder(o: Order) {
  const uwl = winLossMinor(o);
  // The ledger does not price cash-outs: `cte` is left out rather than shown as 0.
  const { cte: _cte, ...record } = listRecord(o, 'en', false);
  return {
    ...record,
    timeline: o.timeline.map((t) => ({ ...t })),
    payout: o.payoutMinor === undefined ? null : money(o, o.payoutMinor),
    uwl: uwl === null ? null : money(o, uwl),
    ...(o.reservation ? { reservation: o.reservation } : {}),
  };
}
