import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ClaimRequest, ClaimResult } from '../../api/site/promo-api';
import { PROMO_REFUSALS } from '../../api/site/promo-api';
import { isApiError } from '../../api/api-error';
import { randomId } from '../../lib/platform/random-id';

/**
 * One promotion action (sign in, spin, open a box, apply, claim a rebate), exactly once: the client
 * key is made when an attempt starts and kept through a retry of a failed call, so the server
 * answers a lost answer's retry with the first claim; a press while claiming is ignored. A refusal
 * the server explains (already done, no spins left) is final for that attempt; the next press is a
 * new attempt with a new key.
 */
export type ClaimChoice = Omit<ClaimRequest, 'clientKey'>;
export type Refusal = (typeof PROMO_REFUSALS)[number] | 'failed';

interface Context {
  choice: ClaimChoice | null;
  clientKey: string | null;
  result: ClaimResult | null;
  refusal: Refusal | null;
}

export const claimMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: 'CLAIM'; choice: ClaimChoice } | { type: 'RETRY' } | { type: 'RESET' },
  },
  actors: {
    claim: fromPromise<ClaimResult, ClaimRequest>(async () => {
      throw new Error('claim actor "claim" was not provided');
    }),
  },
  actions: {
    /** After a prize: the balance in the header follows (the server already credited it). */
    claimed: () => {},
  },
}).createMachine({
  id: 'promoClaim',
  context: { choice: null, clientKey: null, result: null, refusal: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        CLAIM: {
          target: 'claiming',
          actions: assign(({ event }) => ({
            choice: event.choice,
            clientKey: randomId(20),
            refusal: null,
            result: null,
          })),
        },
      },
    },
    claiming: {
      invoke: {
        src: 'claim',
        input: ({ context }) => ({ ...context.choice!, clientKey: context.clientKey! }),
        onDone: { target: 'done', actions: [assign({ result: ({ event }) => event.output }), 'claimed'] },
        onError: [
          {
            // A refusal the server explains: this attempt is over.
            guard: ({ event }) =>
              isApiError(event.error) &&
              event.error.details.code !== undefined &&
              event.error.details.code in PROMO_REFUSALS,
            target: 'refused',
            actions: assign({
              refusal: ({ event }) => PROMO_REFUSALS[(event.error as { details: { code: number } }).details.code]!,
            }),
          },
          // Lost or failed: the same key on retry, so a claim the server did make is not made again.
          { target: 'failed', actions: assign({ refusal: 'failed' as const }) },
        ],
      },
    },
    done: {
      on: {
        CLAIM: {
          target: 'claiming',
          actions: assign(({ event }) => ({
            choice: event.choice,
            clientKey: randomId(20),
            refusal: null,
            result: null,
          })),
        },
        RESET: 'idle',
      },
    },
    refused: {
      on: {
        CLAIM: {
          target: 'claiming',
          actions: assign(({ event }) => ({ choice: event.choice, clientKey: randomId(20), refusal: null })),
        },
        RESET: 'idle',
      },
    },
    failed: { on: { RETRY: { target: 'claiming', actions: assign({ refusal: null }) }, RESET: 'idle' } },
  },
});

export type ClaimPhase = 'idle' | 'claiming' | 'done' | 'refused' | 'failed';
const CLAIM_PHASES: readonly ClaimPhase[] = ['idle', 'claiming', 'done', 'refused', 'failed'];

/** The phase a view shows; `matches` is typed by the chart, so a renamed state fails the type check here. */
export function selectClaimPhase(snapshot: SnapshotFrom<typeof claimMachine>): ClaimPhase {
  return CLAIM_PHASES.find((phase) => snapshot.matches(phase)) ?? 'idle';
}
