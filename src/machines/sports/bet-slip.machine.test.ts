import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { MAX_SELECTIONS, betSlipMachine, selectionBlock, type SelectableOption } from './bet-slip.machine';

const option = (marketId: number, overrides: Partial<SelectableOption> = {}): SelectableOption => ({
  matchId: 1, marketId, optionType: 1, odds: 1.9, marketStatus: 1, stale: false, ...overrides,
});

describe('selection reasons (named, like BetslipDisableReason)', () => {
  it('stale, locked, suspended and full, in that order', () => {
    expect(selectionBlock(option(1), [])).toBeNull();
    expect(selectionBlock(option(1, { stale: true, odds: -1, marketStatus: 0 }), [])).toBe('stale');
    expect(selectionBlock(option(1, { odds: -1, marketStatus: 0 }), [])).toBe('locked');
    expect(selectionBlock(option(1, { marketStatus: 0 }), [])).toBe('suspended');
    expect(selectionBlock(option(1, { marketStatus: -1 }), [])).toBe('suspended');
    const ten = Array.from({ length: MAX_SELECTIONS }, (_, i) => ({ matchId: 1, marketId: 100 + i, optionType: 1, odds: 2 }));
    expect(selectionBlock(option(1), ten)).toBe('full');
    // Another option of a market already in a full slip replaces it, so it is not blocked.
    expect(selectionBlock(option(100, { optionType: 2 }), ten)).toBeNull();
  });
});

describe('bet slip statechart', () => {
  const start = () => createActor(betSlipMachine).start();

  it('adds, toggles off and clears selections', () => {
    const slip = start();
    expect(slip.getSnapshot().value).toBe('empty');
    slip.send({ type: 'TOGGLE', option: option(1) });
    slip.send({ type: 'TOGGLE', option: option(2, { optionType: 4 }) });
    expect(slip.getSnapshot().value).toBe('filled');
    expect(slip.getSnapshot().context.selections.map((s) => [s.marketId, s.optionType])).toEqual([[1, 1], [2, 4]]);
    slip.send({ type: 'TOGGLE', option: option(1) });
    expect(slip.getSnapshot().context.selections).toHaveLength(1);
    slip.send({ type: 'REMOVE', marketId: 2, optionType: 4 });
    expect(slip.getSnapshot().value).toBe('empty');
    slip.send({ type: 'TOGGLE', option: option(3) });
    slip.send({ type: 'CLEAR' });
    expect(slip.getSnapshot()).toMatchObject({ value: 'empty', context: { selections: [] } });
  });

  it('keeps one option per market: a second pick replaces the first in place', () => {
    const slip = start();
    slip.send({ type: 'TOGGLE', option: option(1, { optionType: 1, odds: 2.1 }) });
    slip.send({ type: 'TOGGLE', option: option(2) });
    slip.send({ type: 'TOGGLE', option: option(1, { optionType: 3, odds: 3.2 }) });
    expect(slip.getSnapshot().context.selections.map((s) => [s.marketId, s.optionType, s.odds])).toEqual([[1, 3, 3.2], [2, 1, 1.9]]);
  });

  it('refuses stale, locked and suspended odds with their reason, and an 11th selection as full', () => {
    const slip = start();
    for (const [overrides, reason] of [[{ stale: true }, 'stale'], [{ odds: -1 }, 'locked'], [{ marketStatus: 0 }, 'suspended']] as const) {
      slip.send({ type: 'TOGGLE', option: option(9, overrides) });
      expect(slip.getSnapshot().context).toMatchObject({ selections: [], refused: reason });
    }
    for (let i = 0; i < MAX_SELECTIONS; i++) slip.send({ type: 'TOGGLE', option: option(100 + i) });
    expect(slip.getSnapshot().context).toMatchObject({ refused: null });
    slip.send({ type: 'TOGGLE', option: option(999) });
    expect(slip.getSnapshot().context.selections).toHaveLength(MAX_SELECTIONS);
    expect(slip.getSnapshot().context.refused).toBe('full');
    slip.send({ type: 'DISMISS_NOTICE' });
    expect(slip.getSnapshot().context.refused).toBeNull();
  });

  it('lets a selected option be removed even when it has since gone stale', () => {
    const slip = start();
    slip.send({ type: 'TOGGLE', option: option(1) });
    slip.send({ type: 'TOGGLE', option: option(1, { stale: true }) });
    expect(slip.getSnapshot().context.selections).toHaveLength(0);
  });
});
