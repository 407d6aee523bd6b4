/**
 * The sports the client knows (17 sports plus the Olympic id 100) and how each
 * one keeps time and score, so views can decode clocks and pick columns without asking the server.
 * Shared by the list screens and the match detail page: keep these exports stable.
 *
 * Code sets follow docs/provider-extensions.md: B = base (soccer 1000, basketball 3000, every other
 * sport sid * 1000). Clock periods (`mc.pe`) and market periods (`mg[].pe`) are different sets.
 */

/** Clock-period code set of a sport (`mc.pe`): soccer's, basketball's, or the designed generic one. */
export type ClockCodes = 'soccer' | 'basketball' | 'generic';
/**
 * How the live clock reads: minutes counting up (soccer 57'), a countdown within the period
 * (basketball 07:42), a stopwatch within the period (a boxing round 01:15), or no clock at all
 * (sets, innings): those show only the period ("Set 2").
 */
export type ClockStyle = 'minutes' | 'countdown' | 'stopwatch' | 'none';
/** What a generic period is called ("Set 2", "Inning 5", "Round 3" ...); a translation key suffix. */
export type PeriodUnit = 'half' | 'quarter' | 'set' | 'inning' | 'round' | 'frame' | 'innings' | 'period';

export interface SportInfo {
  readonly id: number;
  /** Translation key in the `sports` namespace (`sport.<id>`). */
  readonly nameKey: string;
  readonly base: number;
  readonly clockCodes: ClockCodes;
  readonly clockStyle: ClockStyle;
  readonly unit: PeriodUnit;
  /** Regular periods (for "overtime" and the half-time label). */
  readonly periods: number;
  /** Whether the list offers first-half columns beside the full-game ones. */
  readonly halves: boolean;
}

export const SPORT = {
  soccer: 1,
  iceHockey: 2,
  basketball: 3,
  rugby: 4,
  tennis: 5,
  americanFootball: 6,
  baseball: 7,
  handball: 8,
  volleyball: 13,
  cricket: 14,
  tableTennis: 15,
  snooker: 16,
  boxing: 19,
  badminton: 47,
  beachVolleyball: 51,
  olympic: 100,
  eFootball: 177,
  eBasketball: 178,
} as const;

const sport = (
  id: number,
  base: number,
  clockCodes: ClockCodes,
  clockStyle: ClockStyle,
  unit: PeriodUnit,
  periods: number,
  halves: boolean,
): SportInfo => ({
  id,
  nameKey: `sport.${id}`,
  base,
  clockCodes,
  clockStyle,
  unit,
  periods,
  halves,
});

/** Catalogue order (also the order of unlisted sports after the configured ones). */
export const SPORTS: readonly SportInfo[] = [
  sport(SPORT.soccer, 1000, 'soccer', 'minutes', 'half', 2, true),
  sport(SPORT.basketball, 3000, 'basketball', 'countdown', 'quarter', 4, true),
  sport(SPORT.eFootball, 177_000, 'soccer', 'minutes', 'half', 2, true),
  sport(SPORT.eBasketball, 178_000, 'basketball', 'countdown', 'quarter', 4, true),
  sport(SPORT.tennis, 5000, 'generic', 'none', 'set', 3, false),
  sport(SPORT.baseball, 7000, 'generic', 'none', 'inning', 9, false),
  sport(SPORT.volleyball, 13_000, 'generic', 'none', 'set', 5, false),
  sport(SPORT.badminton, 47_000, 'generic', 'none', 'set', 3, false),
  sport(SPORT.tableTennis, 15_000, 'generic', 'none', 'set', 5, false),
  sport(SPORT.boxing, 19_000, 'generic', 'stopwatch', 'round', 12, false),
  sport(SPORT.snooker, 16_000, 'generic', 'none', 'frame', 9, false),
  sport(SPORT.americanFootball, 6000, 'generic', 'countdown', 'quarter', 4, true),
  sport(SPORT.rugby, 4000, 'generic', 'minutes', 'half', 2, true),
  sport(SPORT.iceHockey, 2000, 'generic', 'minutes', 'period', 3, false),
  sport(SPORT.beachVolleyball, 51_000, 'generic', 'none', 'set', 3, false),
  sport(SPORT.handball, 8000, 'generic', 'minutes', 'half', 2, true),
  sport(SPORT.cricket, 14_000, 'generic', 'none', 'innings', 2, false),
  sport(SPORT.olympic, 100_000, 'generic', 'countdown', 'quarter', 4, true),
];

const BY_ID = new Map(SPORTS.map((s) => [s.id, s]));

export function sportInfo(id: number): SportInfo | undefined {
  return BY_ID.get(id);
}

/** A record of an unknown sport still gets a generic description rather than breaking the row. */
export function sportInfoOrGeneric(id: number): SportInfo {
  return BY_ID.get(id) ?? sport(id, id * 1000, 'generic', 'none', 'period', 2, false);
}

/** The order when neither the maintenance config nor the user carries one (the provider's usual order). */
export const DEFAULT_GAME_ORDER = '1,3,5,177,178,13,15,47,7,2,16,19,6,4,51,8,14';

/** "1, 3,x,5,3" -> [1, 3, 5]: known ids only, first occurrence wins. */
export function parseGameOrder(text: string | null | undefined): number[] {
  if (!text) return [];
  const out: number[] = [];
  for (const part of text.split(',')) {
    const id = Number(part.trim());
    if (part.trim() !== '' && Number.isInteger(id) && BY_ID.has(id) && !out.includes(id)) out.push(id);
  }
  return out;
}

/**
 * Sport ids in display order: the maintenance config's `sportsConfigVO.gameOrder`, else the user's
 * `gameOrder`, else DEFAULT_GAME_ORDER (the first that names at least one known sport wins).
 * Known sports the chosen order leaves out follow in catalogue order, so a short or stale config
 * never hides a sport that has matches (the Olympic id is in no default order).
 */
export function resolveGameOrder(configOrder?: string | null, userOrder?: string | null): number[] {
  const chosen = [configOrder, userOrder, DEFAULT_GAME_ORDER].map(parseGameOrder).find((ids) => ids.length > 0) ?? [];
  return [...chosen, ...SPORTS.map((s) => s.id).filter((id) => !chosen.includes(id))];
}

/** The same order as SportInfo records. */
export function orderedSports(configOrder?: string | null, userOrder?: string | null): SportInfo[] {
  return resolveGameOrder(configOrder, userOrder).map((id) => BY_ID.get(id)!);
}
