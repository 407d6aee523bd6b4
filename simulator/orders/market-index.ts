import type { Group, Lang, Mkt, SimMatch } from '../sports/types';
import type { SportsWorld } from '../sports/world';
import { groupName, optionNames } from '../sports/serialize';
import { optionLines, optionTypes } from '../sports/options';
import type { LegNames } from './types';

/**
 * Finds markets by id for the order calls. Ids change on a line move (markets.ts: the market
 * object stays, its id is replaced), so the index also remembers which match and (mty, pe) group
 * a retired id belonged to: the odds check answers with the market of that group whose line is
 * main now (`mid`, with `omid` the id asked for).
 */

export interface Located {
  m: SimMatch;
  g: Group;
  mk: Mkt;
}

/** Retired ids kept at most: a day of line moves; the oldest are forgotten first. */
const MAX_RETIRED = 200_000;

export class MarketIndex {
  private cache = new Map<number, Located>();
  private readonly retired = new Map<number, { matchId: number; mty: number; pe: number }>();

  constructor(private readonly world: SportsWorld) {}

  /** A line move retired `oldId` (seen on the push server's odds deltas). */
  noteRetired(oldId: number, matchId: number, mty: number | undefined, pe: number | undefined): void {
    if (mty === undefined || pe === undefined) return;
    this.retired.set(oldId, { matchId, mty, pe });
    if (this.retired.size > MAX_RETIRED) this.retired.delete(this.retired.keys().next().value!);
  }

  private valid(id: number, loc: Located): boolean {
    return (
      loc.mk.id === id &&
      this.world.get(loc.m.id) === loc.m &&
      loc.m.groups.includes(loc.g) &&
      loc.g.mks.includes(loc.mk)
    );
  }

  /** The market that has this id now. */
  find(id: number): Located | undefined {
    const hit = this.cache.get(id);
    if (hit && this.valid(id, hit)) return hit;
    if (this.retired.has(id)) return undefined;
    // New matches, new ids: one pass over the world (a few thousand markets) refreshes the index.
    this.cache = new Map();
    for (const m of this.world.matches.values()) {
      for (const g of m.groups) for (const mk of g.mks) this.cache.set(mk.id, { m, g, mk });
    }
    return this.cache.get(id);
  }

  /** For an id a line move retired: the main-line market of the same match, type and period now. */
  successor(id: number): Located | undefined {
    const r = this.retired.get(id);
    const m = r && this.world.get(r.matchId);
    const g = m?.groups.find((x) => x.plan.mty === r!.mty && x.plan.pe === r!.pe);
    const mk = g?.mks.find((x) => x.main);
    return m && g && mk ? { m, g, mk } : undefined;
  }

  wasRetired(id: number): boolean {
    return this.retired.has(id);
  }
}

/** Index of selection `ty` in the market's options, or -1. */
export const optionIndex = (loc: Located, ty: number) => optionTypes(loc.g.plan.kind, loc.mk.od.length).indexOf(ty);

/** The option's line text (`li`), '' when the kind has none. */
export const optionLine = (loc: Located, index: number) => optionLines(loc.g.plan.kind, loc.mk.line)[index] ?? '';

const LANGS: Lang[] = ['en', 'vi', 'zh', 'th'];

/** Match name "Home – Away", market name, option name in every language, for the bet history. */
export function legNames(loc: Located, index: number): LegNames {
  const out = {} as LegNames;
  for (const lang of LANGS) {
    const { m, g, mk } = loc;
    const nm = m.outright ? m.outright.title[lang] : `${m.home.names[lang]} – ${m.away.names[lang]}`;
    out[lang] = { nm, mn: groupName(g, lang), on: optionNames(m, g, mk, lang)[index]?.[1] ?? '' };
  }
  return out;
}

/** Option name (`na`) in one language, as the match records show it. */
export const optionLabel = (loc: Located, index: number, lang: Lang) =>
  optionNames(loc.m, loc.g, loc.mk, lang)[index]?.[0] ?? '';
