import { SPORT, sportInfoOrGeneric } from './sport-catalog';

/**
 * List columns per sport (docs/provider-extensions.md, "Code sets"): pairs of
 * market type (`mty`) and market period (`pe`). The full-game set first, then the first-half set
 * where the sport has one. Shared by the list and the detail page: keep these exports stable.
 */

/** What a column offers, which fixes its selection types (`ty`) and how its buttons are labelled. */
export type ColumnKind = 'winner3' | 'winner' | 'handicap' | 'total' | 'oddEven' | 'yesNo';

export interface MarketColumnDef {
  readonly mty: number;
  readonly pe: number;
  readonly kind: ColumnKind;
  /** Translation key of the column title in the `sports` namespace (`column.<kind>`). */
  readonly titleKey: string;
  /** 'full' or 'half': which set the column belongs to (and its period label). */
  readonly scope: 'full' | 'half';
  /** Selection types top to bottom (`ty`). */
  readonly options: readonly number[];
  /** Whether each button shows its line (the title cannot: lines differ per match). */
  readonly showsLine: boolean;
}

export const OPTION_TYPES: Readonly<Record<ColumnKind, readonly number[]>> = {
  winner3: [1, 3, 2],
  winner: [1, 2],
  handicap: [1, 2],
  total: [4, 5],
  oddEven: [7, 6],
  yesNo: [8, 9],
};

const column = (mty: number, pe: number, kind: ColumnKind, scope: 'full' | 'half'): MarketColumnDef => ({
  mty,
  pe,
  kind,
  scope,
  titleKey: `column.${kind}`,
  options: OPTION_TYPES[kind],
  showsLine: kind === 'handicap' || kind === 'total',
});

/** Winner / handicap / total on periods `full` and (optionally) `half`. */
function triple(
  winner: [number, ColumnKind],
  handicap: number,
  total: number,
  full: number,
  half?: number,
): MarketColumnDef[] {
  const set = (pe: number, scope: 'full' | 'half') => [
    column(winner[0], pe, winner[1], scope),
    column(handicap, pe, 'handicap', scope),
    column(total, pe, 'total', scope),
  ];
  return [...set(full, 'full'), ...(half === undefined ? [] : set(half, 'half'))];
}

function build(sid: number): MarketColumnDef[] {
  const b = sportInfoOrGeneric(sid).base;
  switch (sid) {
    // Soccer: 1005 1x2, 1000 handicap, 1007 over/under; pe 1001 full game, 1002 first half.
    case SPORT.soccer:
    case SPORT.eFootball:
      return triple([b + 5, 'winner3'], b, b + 7, b + 1, b + 2);
    // Basketball: 3004 winner, 3002 handicap, 3003 total; pe 3001 full game incl. OT, 3003 first half.
    case SPORT.basketball:
    case SPORT.eBasketball:
      return triple([b + 4, 'winner'], b + 2, b + 3, b + 1, b + 3);
    // Tennis: 5001 winner, 5002 game handicap, 5003 total games, 5004 set handicap (all pe 5001).
    case SPORT.tennis:
      return [
        column(5001, 5001, 'winner', 'full'),
        column(5002, 5001, 'handicap', 'full'),
        column(5003, 5001, 'total', 'full'),
        column(5004, 5001, 'handicap', 'full'),
      ];
    // Cricket: 14001 winner, 14006 odd/even runs, 14003 total runs.
    case SPORT.cricket:
      return [
        column(14001, 14001, 'winner', 'full'),
        column(14006, 14001, 'oddEven', 'full'),
        column(14003, 14001, 'total', 'full'),
      ];
    // Boxing: 3-way winner, total rounds, goes the distance (yes/no).
    case SPORT.boxing:
      return [
        column(19001, 19001, 'winner3', 'full'),
        column(19003, 19001, 'total', 'full'),
        column(19009, 19001, 'yesNo', 'full'),
      ];
    // Rugby and handball can end level: 3-way winner; both have halves (pe B+2).
    case SPORT.rugby:
    case SPORT.handball:
      return triple([b + 1, 'winner3'], b + 2, b + 3, b + 1, b + 2);
    case SPORT.americanFootball:
    case SPORT.olympic:
      return triple([b + 1, 'winner'], b + 2, b + 3, b + 1, b + 2);
    // Ice hockey, baseball, snooker and the set sports: winner, handicap (puck/run line, frames, points), total.
    default:
      return triple([b + 1, 'winner'], b + 2, b + 3, b + 1);
  }
}

const CACHE = new Map<number, MarketColumnDef[]>();

/** Every list column of a sport, full-game set first. */
export function marketColumns(sid: number): readonly MarketColumnDef[] {
  let columns = CACHE.get(sid);
  if (!columns) {
    columns = build(sid);
    CACHE.set(sid, columns);
  }
  return columns;
}

export function columnsOf(sid: number, scope: 'full' | 'half'): MarketColumnDef[] {
  return marketColumns(sid).filter((c) => c.scope === scope);
}

export function hasHalfColumns(sid: number): boolean {
  return marketColumns(sid).some((c) => c.scope === 'half');
}

/** The getList `markets` body for a sport's columns. */
export function listMarkets(sid: number): { marketType: number; period: number }[] {
  return marketColumns(sid).map((c) => ({ marketType: c.mty, period: c.pe }));
}

/** Outright ("champion") market of a sport: B + 500 on period B + 1 (designed; docs/provider-extensions.md). */
export function outrightColumn(sid: number): { mty: number; pe: number } {
  const b = sportInfoOrGeneric(sid).base;
  return { mty: b + 500, pe: b + 1 };
}

/** Short selection label key by `ty` (`selection.<ty>`): 1/X/2, O/U, odd/even, yes/no. */
export function selectionKey(ty: number): string {
  return `selection.${ty}`;
}
