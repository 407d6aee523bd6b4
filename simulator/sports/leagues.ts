import type { League, Names, Team } from './types';
import { names, REGIONS } from './i18n';
import { NATIONS, type LeagueSeed } from './data-soccer';
import { SPORTS } from './catalog';

/**
 * Turns the compact data tables into leagues and teams with stable ids and names in the four
 * languages. Built once at load: the tables are static, so ids never depend on the seed.
 * League ids are sid*1000+n; team ids sid*10000+n (one registry per sport, so a club that appears
 * in two competitions of the same sport is one team).
 */

/** Every translated name seen in any table, so a later bare mention ('Arsenal') reuses it. */
const known = new Map<string, Names>();
for (const spec of NATIONS.split(';')) {
  const n = names(spec.trim());
  if (n.en) known.set(n.en, n);
}

function hash01(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return (h >>> 0) / 4294967296;
}

const SUFFIX = /^(.*?) (\([^)]*\)|I{1,3}|U\d\d)$/;

/** A bare English name: known as is, or a known base with a suffix (e-sports player, 'Thailand I'). */
function translate(en: string): Names {
  const direct = known.get(en);
  if (direct) return direct;
  const m = SUFFIX.exec(en);
  const base = m?.[1] ? known.get(m[1]) : undefined;
  if (base && m?.[2]) {
    const s = m[2];
    return { en, vi: `${base.vi} ${s}`, zh: `${base.zh} ${s}`, th: `${base.th} ${s}` };
  }
  return { en, vi: en, zh: en, th: en };
}

function parseTeamNames(spec: string): Names {
  const parts = spec.split('|');
  if (parts.length === 1) return translate(spec.trim());
  const n = names(spec);
  if (!known.has(n.en)) known.set(n.en, n);
  return n;
}

function buildLeagues(): { leagues: League[]; teams: Map<number, Team> } {
  const leagues: League[] = [];
  const teams = new Map<number, Team>();
  // Translations first, from every table, so a bare name may refer to a team defined later.
  const seeds: LeagueSeed[] = SPORTS.flatMap((s) => s.leagues);
  for (const seed of seeds) for (const t of seed.teams.split(';')) if (t.includes('|')) parseTeamNames(t.trim());

  for (const sport of SPORTS) {
    const registry = new Map<string, Team>();
    sport.leagues.forEach((seed, i) => {
      const region = REGIONS[seed.region];
      if (!region) throw new Error(`unknown region ${seed.region}`);
      const roster = seed.teams.split(';').map((spec) => {
        const n = parseTeamNames(spec.trim());
        let team = registry.get(n.en);
        if (!team) {
          // Strength from the name: the same club is as strong in every run and every seed.
          team = {
            id: sport.sid * 10000 + registry.size + 1,
            names: n,
            rating: 0.62 + 0.76 * hash01(`${sport.sid}:${n.en}`),
          };
          registry.set(n.en, team);
          teams.set(team.id, team);
        }
        return team;
      });
      leagues.push({
        id: sport.sid * 1000 + i + 1,
        sid: sport.sid,
        names: names(seed.names),
        or: i + 1,
        rid: region.rid,
        hot: seed.hot ?? false,
        teams: roster,
        ...(seed.periods ? { periods: seed.periods } : {}),
      });
    });
  }
  return { leagues, teams };
}

const built = buildLeagues();
export const LEAGUES: League[] = built.leagues;
export const LEAGUE_BY_ID: Map<number, League> = new Map(LEAGUES.map((l) => [l.id, l]));
export const TEAM_BY_ID: Map<number, Team> = built.teams;

export function leaguesOf(sid: number): League[] {
  return LEAGUES.filter((l) => l.sid === sid);
}
