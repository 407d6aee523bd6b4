import { assign, fromPromise, setup } from 'xstate';
import { toProblem, type Problem } from '../../api/problem';

export const RESEND_SECONDS = 60;

/**
 * Sending an SMS code: idle -> sending -> waiting (a 60 s countdown before it may be sent again).
 * A failed send returns to idle with the problem, so the person can correct the number.
 */
export const smsCodeMachine = setup({
  types: {
    context: {} as { secondsLeft: number; error: Problem | null; registered: boolean | null },
    events: {} as { type: 'SEND'; phone: string; areaCode: string } | { type: 'TICK' },
  },
  actors: {
    send: fromPromise<{ registered: boolean }, { phone: string; areaCode: string }>(async () => {
      throw new Error('sms-code actor "send" was not provided');
    }),
  },
  guards: { countdownOver: ({ context }) => context.secondsLeft <= 1 },
}).createMachine({
  id: 'smsCode',
  context: { secondsLeft: 0, error: null, registered: null },
  initial: 'idle',
  states: {
    idle: { on: { SEND: 'sending' } },
    sending: {
      invoke: {
        src: 'send',
        input: ({ event }) =>
          event.type === 'SEND' ? { phone: event.phone, areaCode: event.areaCode } : { phone: '', areaCode: '' },
        onDone: {
          target: 'waiting',
          actions: assign({
            secondsLeft: RESEND_SECONDS,
            error: null,
            registered: ({ event }) => event.output.registered,
          }),
        },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => toProblem(event.error) }) },
      },
    },
    waiting: {
      after: {
        1000: [
          { guard: 'countdownOver', target: 'idle', actions: assign({ secondsLeft: 0 }) },
          {
            target: 'waiting',
            reenter: true,
            actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
          },
        ],
      },
    },
  },
});
