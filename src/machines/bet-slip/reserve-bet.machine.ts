import { assign, fromPromise, setup } from 'xstate';
import { isApiError } from '../../api/api-error';
import { orderFailureOf, type OrderReason } from '../../api/provider/order-errors';
import { randomId } from '../../lib/platform/random-id';
import { parseStake } from './slip-rules';

/**
 * A reserve bet from the slip: wait for a selection to reach a target price. It
 * is placed once: its client id is made when the form opens and kept through every retry, and the
 * provider answers a repeated id with the first reservation (docs/betting-api.md). Only a refusal
 * (an envelope code) proves nothing was recorded; after any other failure RETRY sends the same id.
 *
 * editing -(SUBMIT, when reserveReasons is empty)-> submitting -> done | editing (refused) | failed
 * failed -(RETRY)-> submitting (same id)
 */

export interface ReserveLeg {
  readonly matchId: number;
  readonly marketId: number;
  readonly optionType: number;
  /** European odds now: the target must be above it. */
  readonly odds: number;
  readonly smin: number | null;
  readonly smax: number | null;
}

export interface ReserveInput {
  readonly leg: ReserveLeg;
  readonly clientOrderId?: string;
}

export interface ReserveRequestShape {
  readonly matchId: number;
  readonly marketId: number;
  readonly optionType: number;
  readonly odds: number;
  readonly unitStake: number;
  readonly clientOrderId: string;
}

export type ReserveReason =
  'invalidTarget' | 'targetNotAbove' | 'noStake' | 'invalidStake' | 'belowMin' | 'aboveMax' | 'overBalance';

/** Why the reservation cannot be sent yet; empty when it can. */
export function reserveReasons(
  leg: ReserveLeg,
  target: string,
  stake: string,
  balance: number | null,
): ReserveReason[] {
  const reasons: ReserveReason[] = [];
  const t = parseStake(target);
  if (typeof t !== 'number') reasons.push('invalidTarget');
  else if (t <= leg.odds) reasons.push('targetNotAbove');
  const s = parseStake(stake);
  if (s === 'empty') reasons.push('noStake');
  else if (s === 'invalid') reasons.push('invalidStake');
  else {
    if (leg.smin !== null && s < leg.smin) reasons.push('belowMin');
    if (leg.smax !== null && s > leg.smax) reasons.push('aboveMax');
    if (balance !== null && s > balance) reasons.push('overBalance');
  }
  return reasons;
}

/** Codes that prove the provider recorded nothing (the rest may have reserved: retry with the same id). */
const REFUSALS = new Set([5, 3001, 3002, 3003, 3004, 3015]);

export const reserveBetMachine = setup({
  types: {
    input: {} as ReserveInput,
    context: {} as {
      leg: ReserveLeg;
      target: string;
      stake: string;
      cid: string;
      problem: OrderReason | null;
      reservationId: string | null;
      balance: number | null;
    },
    events: {} as
      | { type: 'SET_TARGET'; text: string }
      | { type: 'SET_STAKE'; text: string }
      | { type: 'BALANCE'; value: number | null }
      | { type: 'SUBMIT' }
      | { type: 'RETRY' },
  },
  actors: {
    reserve: fromPromise<{ id: string }, ReserveRequestShape>(() => Promise.reject(new Error('reserve not provided'))),
  },
  guards: {
    valid: ({ context: c }) => reserveReasons(c.leg, c.target, c.stake, c.balance).length === 0,
    refused: (_, params: { error: unknown }) =>
      isApiError(params.error) && params.error.kind === 'server' && REFUSALS.has(params.error.details.code ?? -1),
  },
}).createMachine({
  id: 'reserveBet',
  context: ({ input }) => ({
    leg: input.leg,
    // One step above the price now: the smallest target that is a reservation at all.
    target: (Math.round((input.leg.odds + 0.1) * 100) / 100).toFixed(2),
    stake: '',
    cid: input.clientOrderId ?? `r${randomId()}`,
    problem: null,
    reservationId: null,
    balance: null,
  }),
  on: { BALANCE: { actions: assign({ balance: ({ event }) => event.value }) } },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SET_TARGET: { actions: assign({ target: ({ event }) => event.text, problem: null }) },
        SET_STAKE: { actions: assign({ stake: ({ event }) => event.text, problem: null }) },
        SUBMIT: { guard: 'valid', target: 'submitting' },
      },
    },
    submitting: {
      invoke: {
        src: 'reserve',
        input: ({ context: c }) => ({
          matchId: c.leg.matchId,
          marketId: c.leg.marketId,
          optionType: c.leg.optionType,
          odds: Number(c.target),
          unitStake: Number(c.stake),
          clientOrderId: c.cid,
        }),
        onDone: { target: 'done', actions: assign({ reservationId: ({ event }) => event.output.id }) },
        onError: [
          {
            guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: assign({ problem: ({ event }) => orderFailureOf(event.error).reason }),
          },
          { target: 'failed', actions: assign({ problem: ({ event }) => orderFailureOf(event.error).reason }) },
        ],
      },
    },
    failed: { on: { RETRY: 'submitting' } },
    done: { type: 'final' },
  },
});
