import type { Group, Lang, Mkt, SimMatch } from './types';
import { sportOf } from './catalog';
import { clockPe, scorePe } from './period-codes';
import type { SportDef } from './sport-def';
import { MARKET_NAMES, PERIOD_NAMES, REGION_BY_ID, WORDS } from './i18n';
import { convertOdds } from './odds-math';
import { marketLine, optionLines, optionTypes } from './options';
import { clockSecs } from './play';
import { setsWon } from './model';

/**
 * Provider records (docs/provider-extensions.md) rendered from the world in the request's
 * language and odds format. Lists carry only the main column groups with their main line;
 * details carry every group and line that is on the board.
 */

export interface RenderOptions {
  lang: Lang;
  oddsType: number;
  /** The page origin, for absolute logo URLs (relative ones resolve to the production host on localhost). */
  origin: string;
  detail: boolean;
  /** getList `markets`: the columns to fill instead of the sport's main ones. */
  columns?: { marketType: number; period: number }[];
}

const word = (key: string, lang: Lang) => WORDS[key]?.[lang] ?? key;

export function groupName(g: Group, lang: Lang): string {
  const market = MARKET_NAMES[g.plan.name]?.[lang] ?? g.plan.name;
  const period = g.plan.period ? PERIOD_NAMES[g.plan.period]?.[lang] : undefined;
  if (!period) return market;
  return lang === 'zh' ? `${period}${market}` : `${market} - ${period}`;
}

export function optionNames(m: SimMatch, g: Group, mk: Mkt, lang: Lang): [string, string][] {
  const home = m.home.names[lang];
  const away = m.away.names[lang];
  const draw = word('draw', lang);
  const lines = optionLines(g.plan.kind, mk.line);
  const withLine = (na: string, i: number): [string, string] => [na, lines[i] ? `${na} ${lines[i]}` : na];
  switch (g.plan.kind) {
    case '1x2':
    case 'eh':
      return [home, draw, away].map(withLine);
    case 'ml':
    case 'dnb':
    case 'ah':
      return [home, away].map(withLine);
    case 'ou':
      return [word('over', lang), word('under', lang)].map(withLine);
    case 'oe':
      return [
        [word('odd', lang), word('odd', lang)],
        [word('even', lang), word('even', lang)],
      ];
    case 'dc':
      return [
        ['1X', `${home}/${draw}`],
        ['12', `${home}/${away}`],
        ['X2', `${draw}/${away}`],
      ];
    case 'yn':
      return [
        [word('yes', lang), word('yes', lang)],
        [word('no', lang), word('no', lang)],
      ];
    case 'outright':
      return (m.outright?.entrants ?? []).map((t) => [t.names[lang], t.names[lang]]);
  }
}

function renderMarket(m: SimMatch, g: Group, mk: Mkt, o: RenderOptions) {
  const types = optionTypes(g.plan.kind, mk.od.length);
  const lines = optionLines(g.plan.kind, mk.line);
  const labels = optionNames(m, g, mk, o.lang);
  return {
    id: mk.id,
    ss: mk.ss,
    au: m.ty === 2 ? 1 : 0,
    mbl: mk.main ? 1 : 0,
    li: marketLine(g.plan.kind, mk.line) ?? '',
    op: mk.od.map((od, i) => ({
      na: labels[i]?.[0] ?? '',
      nm: labels[i]?.[1] ?? '',
      ty: types[i] ?? 0,
      od,
      bod: convertOdds(od, o.oddsType),
      odt: o.oddsType,
      li: lines[i] ?? '',
    })),
  };
}

function renderGroups(m: SimMatch, o: RenderOptions) {
  if (m.ms === 0) return [];
  const wanted = o.columns?.length
    ? (g: Group) => o.columns!.some((c) => c.marketType === g.plan.mty && c.period === g.plan.pe)
    : (g: Group) => g.plan.main === true;
  const out = [];
  for (const g of m.groups) {
    if (!o.detail && !wanted(g)) continue;
    const onBoard = g.mks.filter((mk) => mk.ss !== -1);
    const mks = o.detail ? onBoard : onBoard.filter((mk) => mk.main).slice(0, 1);
    if (!mks.length) continue;
    out.push({
      mty: g.plan.mty,
      pe: g.plan.pe,
      nm: groupName(g, o.lang),
      tab: g.plan.tab,
      mks: mks.map((mk) => renderMarket(m, g, mk, o)),
    });
  }
  return out;
}

/** Score lines (`nsg`): goals/points per period and in total; soccer adds corners and cards. */
export function scoreLines(m: SimMatch, def: SportDef): { pe: number; tyg: number; sc: [number, number] }[] {
  if (m.clock.phase === 'pre' || m.ty === 1) return [];
  const per = m.score.per;
  const ft = def.family === 'sets' ? setsWon(m) : total(per);
  const lines: { pe: number; tyg: number; sc: [number, number] }[] = [{ pe: def.base + 1, tyg: 5, sc: ft }];
  per.forEach((sc, i) => lines.push({ pe: scorePe(def, i + 1, m.periods), tyg: 5, sc: [sc[0], sc[1]] }));
  if (def.codes === 'basketball') {
    lines.push({ pe: def.base + 3, tyg: 5, sc: total(per.slice(0, 2)) });
    if (per.length > 2) lines.push({ pe: def.base + 4, tyg: 5, sc: total(per.slice(2, 4)) });
  }
  if (def.sid === 1) {
    const s = m.score;
    lines.push({ pe: 1001, tyg: 6, sc: [...s.corners] }, { pe: 1002, tyg: 6, sc: [...s.cornersH1] });
    lines.push({ pe: 1001, tyg: 7, sc: [...s.yellow] }, { pe: 1001, tyg: 8, sc: [...s.red] });
  }
  return lines;
}

const total = (per: [number, number][]): [number, number] =>
  per.reduce<[number, number]>((t, [h, a]) => [t[0] + h, t[1] + a], [0, 0]);

/** The match clock (`mc`); `tu` is the server time `s` was read at, so clients can run it on. */
export function matchClock(m: SimMatch, def: SportDef, now: number) {
  const t = def.timed;
  const s = clockSecs(m, def, now);
  const nominal = t && !t.countdown ? m.clock.period * t.periodSecs : Infinity;
  return {
    s,
    tu: now,
    pe: clockPe(def, m.clock, m.periods),
    r: m.clock.running && m.ms === 5,
    tp: t?.shown ? (t.countdown ? 2 : 1) : 0,
    // Added time is announced when the period's regular time is up.
    itd: m.clock.phase === 'play' && s >= nominal ? m.clock.itd : 0,
  };
}

const logo = (origin: string, kind: string, id: number) => `${origin}/sim/img/${kind}/${id}.svg`;

export function leagueRecord(m: Pick<SimMatch, 'league'>, o: Pick<RenderOptions, 'lang' | 'origin'>) {
  const l = m.league;
  return {
    id: l.id,
    na: l.names[o.lang],
    or: l.or,
    lurl: logo(o.origin, 'league', l.id),
    sid: l.sid,
    rid: l.rid,
    rnm: REGION_BY_ID.get(l.rid)?.[o.lang] ?? '',
  };
}

export function matchName(m: SimMatch, lang: Lang): string {
  if (m.outright) return m.outright.title[lang];
  return `${m.home.names[lang]} ${word('vs', lang)} ${m.away.names[lang]}`;
}

export function teamRecords(m: SimMatch, o: Pick<RenderOptions, 'lang' | 'origin'>) {
  if (m.ty === 1) return [];
  return [m.home, m.away].map((t) => ({ id: t.id, na: t.names[o.lang], lurl: logo(o.origin, 'team', t.id) }));
}

export function matchRecord(m: SimMatch, now: number, o: RenderOptions) {
  const def = sportOf(m.sid);
  const mg = renderGroups(m, o);
  const all = m.groups.flatMap((g) => g.mks).filter((mk) => mk.ss !== -1);
  const tabs = new Set(m.groups.filter((g) => g.mks.some((mk) => mk.ss !== -1)).map((g) => g.plan.tab));
  return {
    id: m.id,
    sid: m.sid,
    bt: m.bt,
    ms: m.ms,
    ss: m.ms === 4 || m.ms === 5 ? 1 : 0,
    ne: all.filter((mk) => mk.ss === 1).length,
    ty: m.ty,
    nm: matchName(m, o.lang),
    lg: leagueRecord(m, o),
    ts: teamRecords(m, o),
    mc: matchClock(m, def, now),
    nsg: scoreLines(m, def),
    mg,
    tms: all.length,
    tps: m.ms === 0 ? [] : ['p', ...[...tabs].filter((t) => t !== 'p')],
    as: m.anim && m.ms !== 0 ? [`/live/anim/${m.id}`] : [],
    vs: { web: '', m3u8SD: '', m3u8HD: '', flvSD: m.video ? `/live/flv/${m.id}.flv` : '', have: m.video },
    fid: m.id,
    seq: m.seq,
  };
}
