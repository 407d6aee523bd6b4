import type { Kind } from './types';

/**
 * Option layout per market kind: the selection types (`ty`: 1 home,
 * 2 away, 3 draw, 4 over, 5 under, 6 even, 7 odd, 8 yes, 9 no, 50-52 double chance) in the
 * order odds-math.ts prices them. Outright entrants are 100 + their index (designed).
 */
export const OPTION_TYPES: Record<Exclude<Kind, 'outright'>, number[]> = {
  '1x2': [1, 3, 2],
  eh: [1, 3, 2],
  ml: [1, 2],
  dnb: [1, 2],
  ah: [1, 2],
  ou: [4, 5],
  oe: [7, 6],
  dc: [50, 51, 52],
  yn: [8, 9],
};

export const OUTRIGHT_TY_BASE = 100;

export function optionTypes(kind: Kind, count: number): number[] {
  if (kind === 'outright') return Array.from({ length: count }, (_, i) => OUTRIGHT_TY_BASE + i);
  return OPTION_TYPES[kind];
}

export const hasLine = (kind: Kind) => kind === 'ah' || kind === 'ou' || kind === 'eh';

/** Handicap text from one side: -0.5, +1.5, 0. */
export function hcpText(x: number): string {
  const v = Math.round(x * 100) / 100;
  if (v === 0) return '0';
  return v > 0 ? `+${v}` : String(v);
}

/** The market's line text (`li`): the home handicap, or the total. */
export function marketLine(kind: Kind, line: number): string | undefined {
  if (kind === 'ah' || kind === 'eh') return hcpText(line);
  if (kind === 'ou') return String(line);
  return undefined;
}

/** Each option's line text: home takes the handicap, away its mirror; totals repeat the line. */
export function optionLines(kind: Kind, line: number): (string | undefined)[] {
  if (kind === 'ah') return [hcpText(line), hcpText(-line)];
  if (kind === 'eh') return [hcpText(line), hcpText(line), hcpText(-line)];
  if (kind === 'ou') return [String(line), String(line)];
  return [];
}
