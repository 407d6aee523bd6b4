import { assign, setup } from 'xstate';

/**
 * The bet slip's selections (issue B: a minimal store; placing bets is a later issue). One
 * selection per market: picking another option of the same market replaces the first, as every
 * betting slip does. Shared by the list and the detail page (see src/views/sports/common/use-bet-slip.ts).
 */

export const MAX_SELECTIONS = 10;

export interface Selection {
  readonly matchId: number;
  readonly marketId: number;
  /** Selection type (`ty`). */
  readonly optionType: number;
  /** European odds when picked (bets are placed with European odds). */
  readonly odds: number;
}

/**
 * Why an option cannot go into the slip (after Azuro's BetslipDisableReason): each is shown on
 * the button or the slip and tested. `null` means it can be selected.
 */
export type SelectionBlock = 'stale' | 'locked' | 'suspended' | 'full';

export interface SelectableOption {
  readonly matchId: number;
  readonly marketId: number;
  readonly optionType: number;
  readonly odds: number;
  /** Market sale status: 0 suspended, 1 open, -1 not on sale. */
  readonly marketStatus: number;
  /** The data predates the last reconnect, or the push connection is down. */
  readonly stale: boolean;
}

export const sameSelection = (a: Pick<Selection, 'marketId' | 'optionType'>, b: Pick<Selection, 'marketId' | 'optionType'>) =>
  a.marketId === b.marketId && a.optionType === b.optionType;

/**
 * The first reason that blocks selecting `option`, in the order a bettor can act on: stale
 * (wait for the connection), locked (odds < 0), suspended (market not open), full (10 already).
 * An option already in the slip is never blocked from being removed: callers check `selected` first.
 */
export function selectionBlock(option: SelectableOption, selections: readonly Selection[]): SelectionBlock | null {
  if (option.stale) return 'stale';
  if (option.odds < 0) return 'locked';
  if (option.marketStatus !== 1) return 'suspended';
  const replacesSameMarket = selections.some((s) => s.marketId === option.marketId);
  if (!replacesSameMarket && selections.length >= MAX_SELECTIONS) return 'full';
  return null;
}

export type BetSlipEvent =
  | { type: 'TOGGLE'; option: SelectableOption }
  | { type: 'REMOVE'; marketId: number; optionType: number }
  | { type: 'CLEAR' }
  | { type: 'DISMISS_NOTICE' };

export interface BetSlipContext {
  selections: Selection[];
  /** The last refusal, for the slip to say why (cleared by the next accepted change). */
  refused: SelectionBlock | null;
}

const toSelection = (o: SelectableOption): Selection => ({ matchId: o.matchId, marketId: o.marketId, optionType: o.optionType, odds: o.odds });

export const betSlipMachine = setup({
  types: { context: {} as BetSlipContext, events: {} as BetSlipEvent },
  guards: {
    isSelected: ({ context, event }) => event.type === 'TOGGLE' && context.selections.some((s) => sameSelection(s, event.option)),
    isBlocked: ({ context, event }) => event.type === 'TOGGLE' && selectionBlock(event.option, context.selections) !== null,
    hasSelections: ({ context }) => context.selections.length > 0,
  },
  actions: {
    removeToggled: assign({
      selections: ({ context, event }) => (event.type === 'TOGGLE' ? context.selections.filter((s) => !sameSelection(s, event.option)) : context.selections),
      refused: null,
    }),
    addToggled: assign({
      selections: ({ context, event }) => {
        if (event.type !== 'TOGGLE') return context.selections;
        // One option per market: a new pick in the same market replaces the old one in place.
        const index = context.selections.findIndex((s) => s.marketId === event.option.marketId);
        if (index < 0) return [...context.selections, toSelection(event.option)];
        return context.selections.map((s, i) => (i === index ? toSelection(event.option) : s));
      },
      refused: null,
    }),
    refuse: assign({ refused: ({ context, event }) => (event.type === 'TOGGLE' ? selectionBlock(event.option, context.selections) : null) }),
    remove: assign({
      selections: ({ context, event }) =>
        event.type === 'REMOVE' ? context.selections.filter((s) => !sameSelection(s, event)) : context.selections,
      refused: null,
    }),
    clear: assign({ selections: [], refused: null }),
    dismissNotice: assign({ refused: null }),
  },
}).createMachine({
  id: 'betSlip',
  context: { selections: [], refused: null },
  initial: 'empty',
  states: {
    empty: {
      on: {
        TOGGLE: [{ guard: 'isBlocked', actions: 'refuse' }, { target: 'filled', actions: 'addToggled' }],
      },
    },
    filled: {
      on: {
        TOGGLE: [
          { guard: 'isSelected', target: 'checking', actions: 'removeToggled' },
          { guard: 'isBlocked', actions: 'refuse' },
          { actions: 'addToggled' },
        ],
        REMOVE: { target: 'checking', actions: 'remove' },
        CLEAR: { target: 'empty', actions: 'clear' },
      },
    },
    /** After a removal: back to empty when nothing is left. */
    checking: {
      always: [{ guard: 'hasSelections', target: 'filled' }, { target: 'empty' }],
    },
  },
  on: { DISMISS_NOTICE: { actions: 'dismissNotice' } },
});
