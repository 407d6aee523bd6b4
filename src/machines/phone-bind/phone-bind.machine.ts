import { assign, fromPromise, setup } from 'xstate';
import { isApiError } from '../../api/api-error';
import { PHONE_CODES, type CodeSent, type Phone } from '../../api/site/phone-api';
import type { UserInfo } from '../../api/site/member-api';

/** What the form says went wrong, by the field it concerns. */
export type PhoneProblem =
  'phoneExists' | 'samePhone' | 'badPhone' | 'tooSoon' | 'wrongCode' | 'expired' | 'tooMany' | 'failed';

export interface PhoneBindContext {
  phone: Phone | null;
  /** Seconds until another code may be asked for (the server's figure, counted down here). */
  secondsLeft: number;
  problem: PhoneProblem | null;
  bound: UserInfo | null;
}

export type PhoneBindEvent =
  { type: 'SEND_CODE'; phone: Phone } | { type: 'BIND'; smsCode: string } | { type: 'EDIT' } | { type: 'AGAIN' };

function problemOf(error: unknown): PhoneProblem {
  if (!isApiError(error)) return 'failed';
  // Too many sends or wrong codes from this address: the server lifts it after a while.
  if (error.kind === 'tooMany') return 'tooMany';
  switch (error.details.code) {
    case PHONE_CODES.phoneExists:
      return 'phoneExists';
    case PHONE_CODES.smsWrong:
      return 'wrongCode';
    case PHONE_CODES.expired:
      return 'expired';
    case PHONE_CODES.tooSoon:
      return 'tooSoon';
    case PHONE_CODES.samePhone:
      return 'samePhone';
    case PHONE_CODES.badPhone:
      return 'badPhone';
    default:
      return 'failed';
  }
}

const retryAfterOf = (error: unknown): number => {
  const data = isApiError(error) ? (error.details.data as { retryAfter?: unknown } | null | undefined) : null;
  return typeof data?.retryAfter === 'number' && data.retryAfter > 0 ? Math.ceil(data.retryAfter) : 0;
};

/**
 * Binding or changing the phone (Security tab, docs/member-api.md): the number, a code sent to it
 * (the server says how long until another may be asked for: counted down here, a second at a time,
 * on the page's clock), then the bind, which answers the member with the new phone. A refusal goes
 * back to where it can be fixed: the number (taken, invalid) or the code (wrong, expired).
 */
export const phoneBindMachine = setup({
  types: { context: {} as PhoneBindContext, events: {} as PhoneBindEvent },
  actors: {
    sendCode: fromPromise<CodeSent, Phone>(async () => {
      throw new Error('phone-bind actor "sendCode" was not provided');
    }),
    bind: fromPromise<UserInfo, { phone: Phone; smsCode: string }>(async () => {
      throw new Error('phone-bind actor "bind" was not provided');
    }),
  },
  actions: {
    /** The new member record goes to the session (USER_UPDATED), provided by the view. */
    userUpdated: (_, _params: { user: UserInfo }) => {},
  },
  guards: {
    countdownOver: ({ context }) => context.secondsLeft <= 1,
    mayResend: ({ context }) => context.secondsLeft <= 0,
  },
}).createMachine({
  id: 'phoneBind',
  context: { phone: null, secondsLeft: 0, problem: null, bound: null },
  initial: 'editing',
  states: {
    editing: {
      on: { SEND_CODE: { target: 'sending', actions: assign({ phone: ({ event }) => event.phone, problem: null }) } },
    },
    sending: {
      invoke: {
        src: 'sendCode',
        input: ({ context }) => context.phone!,
        onDone: {
          target: 'codeSent',
          actions: assign({ secondsLeft: ({ event }) => Math.ceil(event.output.resendAfter), problem: null }),
        },
        onError: [
          // A code went out a moment ago: use it, and wait as long as the server says.
          {
            guard: ({ event }) => problemOf(event.error) === 'tooSoon',
            target: 'codeSent',
            actions: assign({ secondsLeft: ({ event }) => retryAfterOf(event.error), problem: 'tooSoon' }),
          },
          { target: 'editing', actions: assign({ problem: ({ event }) => problemOf(event.error) }) },
        ],
      },
    },
    codeSent: {
      initial: 'counting',
      on: {
        BIND: { target: 'binding', actions: assign({ problem: null }) },
        EDIT: { target: 'editing', actions: assign({ problem: null }) },
        SEND_CODE: {
          guard: 'mayResend',
          target: 'sending',
          actions: assign({ phone: ({ event }) => event.phone, problem: null }),
        },
      },
      states: {
        counting: {
          always: { guard: 'mayResend', target: 'mayResend' },
          after: {
            1000: [
              { guard: 'countdownOver', target: 'mayResend', actions: assign({ secondsLeft: 0 }) },
              {
                target: 'counting',
                reenter: true,
                actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
              },
            ],
          },
        },
        mayResend: {},
      },
    },
    binding: {
      invoke: {
        src: 'bind',
        input: ({ context, event }) => ({ phone: context.phone!, smsCode: event.type === 'BIND' ? event.smsCode : '' }),
        onDone: {
          target: 'bound',
          actions: [
            assign({ bound: ({ event }) => event.output }),
            { type: 'userUpdated', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        onError: { target: 'codeSent.counting', actions: assign({ problem: ({ event }) => problemOf(event.error) }) },
      },
    },
    bound: {
      on: {
        AGAIN: { target: 'editing', actions: assign({ phone: null, secondsLeft: 0, problem: null, bound: null }) },
      },
    },
  },
});
