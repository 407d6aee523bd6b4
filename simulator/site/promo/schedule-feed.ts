import type { SportsWorld } from '../../sports/world';
import type { Lang as SportsLang, SimMatch } from '../../sports/types';
import type { Lang } from './promo-texts';

/** At most this many coming matches on a schedule page. */
export const SCHEDULE_SIZE = 8;

/**
 * Which of the provider's matches each schedule promotion lists. The pages are windows on the
 * sports feed (the same matches /sports shows, by the same ids), so a row leads to a match that can
 * be bet on; a tournament with nothing coming shows an empty schedule, not made-up fixtures.
 */
const FIVE_LEAGUES = new Set(['Premier League', 'La Liga', 'Serie A', 'Bundesliga', 'Ligue 1']);
const AMERICAS = new Set(['MLS', 'Brasileirao Serie A', 'NBA']);
/** A match of England's, Spain's, Italy's, Germany's or France's first division (by the league's English name). */
export const isFiveLeagues = (sid: number, league: string) => sid === 1 && FIVE_LEAGUES.has(league);
const PICKS: Record<string, (m: SimMatch) => boolean> = {
  fiveLeagues: (m) => isFiveLeagues(m.sid, m.league.names.en),
  americaSchedule: (m) => AMERICAS.has(m.league.names.en),
  olympicGames: (m) => m.sid === 100,
  eSports: (m) => m.sid === 177 || m.sid === 178,
  scheduleDisplay: (m) => m.sid === 1,
};

const SPORTS_LANG: Record<Lang, SportsLang> = { vi: 'vi', en: 'en', 'zh-cn': 'zh', th: 'th' };

export interface ScheduleRow {
  id: number;
  league: string;
  home: string;
  away: string;
  kickoff: number;
}

/** The promotion's next matches that have not kicked off, soonest first, named in the page's language. */
export function scheduleOf(world: SportsWorld, promoId: string, lang: Lang, now: number): ScheduleRow[] {
  const pick = PICKS[promoId] ?? PICKS.scheduleDisplay!;
  const l = SPORTS_LANG[lang];
  return [...world.matches.values()]
    .filter((m) => m.ty === 2 && m.ms === 4 && m.bt > now && pick(m))
    .sort((a, b) => a.bt - b.bt || a.id - b.id)
    .slice(0, SCHEDULE_SIZE)
    .map((m) => ({ id: m.id, league: m.league.names[l], home: m.home.names[l], away: m.away.names[l], kickoff: m.bt }));
}
