import { and, assign, fromPromise, raise, setup, stateIn, type SnapshotFrom } from 'xstate';
import { isApiError } from '../../api/api-error';
import { toProblem, type Problem } from '../../api/problem';
import { PHONE_CODES } from '../../api/site/phone-api';
import { checkPhone, checkSmsCode } from '../../lib/rules/auth-rules';

export type PhoneFormMode = 'login' | 'register';
export const RESEND_SECONDS = 60;
/** Quiet after the last keystroke of a full code before it is checked (a blur checks at once). */
export const CODE_CHECK_DEBOUNCE_MS = 400;

/** What the code check found wrong, worded by the form: a wrong code, or no code to check (ask for a new one). */
export type CodeRefusal = 'wrong' | 'none';

export interface PhoneFormContext {
  mode: PhoneFormMode;
  areaCode: string;
  phone: string;
  code: string;
  userName: string;
  /** Sent with a registration as typed (the landing URL's code fills it in); never checked here. */
  inviteCode: string;
  secondsLeft: number;
  /** The send failed (transport, rate limit, refusal): said by the number. */
  numberProblem: Problem | null;
  /** The code check failed for another reason than the code (transport, rate limit): said by the code. */
  codeProblem: Problem | null;
  codeRefusal: CodeRefusal | null;
  nameProblem: Problem | null;
  /** The person typed the name: an automatic suggestion never overwrites it. */
  nameTyped: boolean;
  /** SUBMIT came while the code was unchecked: submit as soon as the check says it is right. */
  submitWhenChecked: boolean;
}

export type PhoneFormEvent =
  | { type: 'PHONE'; areaCode: string; phone: string }
  | { type: 'SEND' }
  | { type: 'CODE'; code: string }
  | { type: 'CODE_BLUR' }
  | { type: 'NAME'; userName: string }
  | { type: 'INVITE'; inviteCode: string }
  | { type: 'SUGGEST' }
  | { type: 'SUBMIT' }
  // Raised by the chart itself once the context holds the edit, so every region reads the new values.
  | { type: 'NUMBER_EDITED'; other: boolean }
  | { type: 'CODE_EDITED' }
  | { type: 'AUTO_SUGGEST' };

/** What the form hands the session when every check passed. */
export interface PhoneFormValues {
  areaCode: string;
  phone: string;
  code: string;
  userName: string;
  inviteCode: string;
}

const numberKey = (c: { areaCode: string; phone: string }) => `${c.areaCode} ${c.phone}`;

function refusalOf(error: unknown): CodeRefusal | null {
  if (!isApiError(error)) return null;
  if (error.details.code === PHONE_CODES.smsWrong) return 'wrong';
  if (error.details.code === PHONE_CODES.expired) return 'none';
  return null;
}

const valuesOf = (c: PhoneFormContext): PhoneFormValues => ({
  areaCode: c.areaCode,
  phone: c.phone,
  code: c.code,
  userName: c.userName.trim(),
  inviteCode: c.inviteCode.trim(),
});

/**
 * The phone sign-in and registration forms as they go (docs/product.md, "Sign-in and session"):
 * one chart per form, `mode` telling the two flows apart. Three regions run side by side:
 *
 * ```
 * number  idle -SEND (6-15 digits)-> sending (checkByMobile: sends the code and says `registered`)
 *           sending -> sent { counting (60 s) -> resendable -SEND-> sending }
 *                    | taken    (register: an account already uses the number; no next step with it)
 *                    | unknown  (login: no account uses it; no next step with it)
 *                    | idle + numberProblem (the send failed)
 *         another number typed (anywhere, sending included) -> idle
 * code    idle -6 digits-> debouncing -400 ms or CODE_BLUR-> checking (checkByCode)
 *           checking -> valid | refused (wrong, none) | failed (checked again on CODE_BLUR or SUBMIT)
 *         the code or the number edited -> debouncing (6 digits) or idle
 * name    idle -SUGGEST, or AUTO_SUGGEST (register: the number is free and no name typed)-> suggesting
 *           suggesting (mobile-registerCreatName) -> idle, the name filled in unless one was typed meanwhile
 * SUBMIT  only once the code went to the number on screen (number `sent`): a right code -> `submit`;
 *         a code not checked yet -> checked, then `submit` if right
 * ```
 *
 * Leaving a state stops its call (its AbortSignal fires) and drops its answer, so an answer about a
 * number or code no longer on screen never lands.
 */
export const phoneFormMachine = setup({
  types: {
    context: {} as PhoneFormContext,
    events: {} as PhoneFormEvent,
    input: {} as { mode: PhoneFormMode; areaCode: string; inviteCode?: string },
  },
  actors: {
    checkNumber: fromPromise<{ registered: boolean }, { phone: string; areaCode: string }>(async () => {
      throw new Error('phone-form actor "checkNumber" was not provided');
    }),
    checkCode: fromPromise<boolean, { phone: string; code: string }>(async () => {
      throw new Error('phone-form actor "checkCode" was not provided');
    }),
    suggestName: fromPromise<string>(async () => {
      throw new Error('phone-form actor "suggestName" was not provided');
    }),
  },
  actions: {
    /** Hands the checked values to the session (provided by the view). */
    submit: (_, _params: PhoneFormValues) => {},
    /** An edit makes the last verdict about the code (and a submit waiting on it) void. */
    clearCode: assign({ codeRefusal: null, codeProblem: null, submitWhenChecked: false }),
  },
  guards: {
    phoneValid: ({ context }) => checkPhone(context.phone) === null,
    codeComplete: ({ context }) => checkSmsCode(context.code) === null && checkPhone(context.phone) === null,
    countdownOver: ({ context }) => context.secondsLeft <= 1,
    otherNumber: ({ event }) => event.type === 'NUMBER_EDITED' && event.other,
    wantsName: ({ context }) => context.mode === 'register' && !context.nameTyped && context.userName.trim() === '',
    submitWaiting: ({ context }) => context.submitWhenChecked,
    /** The code went to the number on screen and the server let this flow go on with it. */
    numberSent: stateIn('#phoneForm.number.sent'),
  },
}).createMachine({
  id: 'phoneForm',
  type: 'parallel',
  context: ({ input }) => ({
    mode: input.mode,
    areaCode: input.areaCode,
    phone: '',
    code: '',
    userName: '',
    inviteCode: input.inviteCode ?? '',
    secondsLeft: 0,
    numberProblem: null,
    codeProblem: null,
    codeRefusal: null,
    nameProblem: null,
    nameTyped: false,
    submitWhenChecked: false,
  }),
  on: {
    PHONE: {
      actions: [
        raise(({ context, event }) => ({
          type: 'NUMBER_EDITED' as const,
          other: numberKey(event) !== numberKey(context),
        })),
        assign({ areaCode: ({ event }) => event.areaCode, phone: ({ event }) => event.phone }),
      ],
    },
    CODE: { actions: [assign({ code: ({ event }) => event.code }), raise({ type: 'CODE_EDITED' })] },
    INVITE: { actions: assign({ inviteCode: ({ event }) => event.inviteCode }) },
    NAME: {
      actions: assign({
        userName: ({ event }) => event.userName,
        nameTyped: ({ event }) => event.userName !== '',
        nameProblem: null,
      }),
    },
  },
  states: {
    number: {
      initial: 'idle',
      on: {
        // The countdown and the verdict were about the old number.
        NUMBER_EDITED: {
          guard: 'otherNumber',
          target: '.idle',
          actions: assign({ numberProblem: null, secondsLeft: 0 }),
        },
      },
      states: {
        idle: {
          on: { SEND: { guard: 'phoneValid', target: 'sending' } },
        },
        sending: {
          entry: assign({ numberProblem: null }),
          invoke: {
            src: 'checkNumber',
            input: ({ context }) => ({ phone: context.phone, areaCode: context.areaCode }),
            onDone: [
              {
                guard: ({ context, event }) => context.mode === 'register' && event.output.registered,
                target: 'taken',
              },
              {
                guard: ({ context, event }) => context.mode === 'login' && !event.output.registered,
                target: 'unknown',
              },
              { target: 'sent', actions: raise({ type: 'AUTO_SUGGEST' }) },
            ],
            onError: { target: 'idle', actions: assign({ numberProblem: ({ event }) => toProblem(event.error) }) },
          },
        },
        sent: {
          initial: 'counting',
          entry: assign({ secondsLeft: RESEND_SECONDS }),
          states: {
            counting: {
              after: {
                1000: [
                  { guard: 'countdownOver', target: 'resendable', actions: assign({ secondsLeft: 0 }) },
                  {
                    target: 'counting',
                    reenter: true,
                    actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
                  },
                ],
              },
            },
            resendable: {
              on: { SEND: { guard: 'phoneValid', target: '#phoneForm.number.sending' } },
            },
          },
        },
        taken: {},
        unknown: {},
      },
    },
    code: {
      initial: 'idle',
      // Never `reenter` here: from the region, it would re-enter the whole form (the parallel root). Debouncing
      // restarts its own wait below.
      on: {
        CODE_EDITED: [
          { guard: 'codeComplete', target: '.debouncing', actions: 'clearCode' },
          { target: '.idle', actions: 'clearCode' },
        ],
        // A code is checked against the number it was sent to: another number, another check.
        NUMBER_EDITED: [
          { guard: and(['otherNumber', 'codeComplete']), target: '.debouncing', actions: 'clearCode' },
          { guard: 'otherNumber', target: '.idle', actions: 'clearCode' },
        ],
      },
      states: {
        idle: {
          on: {
            SUBMIT: {
              guard: and(['codeComplete', 'numberSent']),
              target: 'checking',
              actions: assign({ submitWhenChecked: true }),
            },
            CODE_BLUR: { guard: 'codeComplete', target: 'checking' },
          },
        },
        debouncing: {
          after: { [CODE_CHECK_DEBOUNCE_MS]: 'checking' },
          on: {
            // Each edit restarts the wait.
            CODE_EDITED: [
              { guard: 'codeComplete', target: 'debouncing', reenter: true, actions: 'clearCode' },
              { target: 'idle', actions: 'clearCode' },
            ],
            NUMBER_EDITED: [
              {
                guard: and(['otherNumber', 'codeComplete']),
                target: 'debouncing',
                reenter: true,
                actions: 'clearCode',
              },
              { guard: 'otherNumber', target: 'idle', actions: 'clearCode' },
            ],
            CODE_BLUR: 'checking',
            SUBMIT: { guard: 'numberSent', target: 'checking', actions: assign({ submitWhenChecked: true }) },
          },
        },
        checking: {
          on: { SUBMIT: { guard: 'numberSent', actions: assign({ submitWhenChecked: true }) } },
          invoke: {
            src: 'checkCode',
            input: ({ context }) => ({ phone: context.phone, code: context.code }),
            onDone: [
              {
                guard: ({ event }) => event.output,
                target: 'valid',
              },
              { target: 'refused', actions: assign({ codeRefusal: 'wrong', submitWhenChecked: false }) },
            ],
            onError: [
              {
                guard: ({ event }) => refusalOf(event.error) !== null,
                target: 'refused',
                actions: assign({ codeRefusal: ({ event }) => refusalOf(event.error), submitWhenChecked: false }),
              },
              {
                target: 'failed',
                actions: assign({ codeProblem: ({ event }) => toProblem(event.error), submitWhenChecked: false }),
              },
            ],
          },
        },
        valid: {
          always: {
            guard: and(['submitWaiting', 'numberSent']),
            actions: [
              { type: 'submit', params: ({ context }) => valuesOf(context) },
              assign({ submitWhenChecked: false }),
            ],
          },
          on: {
            SUBMIT: { guard: 'numberSent', actions: { type: 'submit', params: ({ context }) => valuesOf(context) } },
          },
        },
        refused: {},
        failed: {
          on: {
            CODE_BLUR: { guard: 'codeComplete', target: 'checking' },
            SUBMIT: {
              guard: and(['codeComplete', 'numberSent']),
              target: 'checking',
              actions: assign({ submitWhenChecked: true }),
            },
          },
        },
      },
    },
    name: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            SUGGEST: { target: 'suggesting', actions: assign({ nameTyped: false, nameProblem: null }) },
            AUTO_SUGGEST: { guard: 'wantsName', target: 'suggesting', actions: assign({ nameProblem: null }) },
          },
        },
        suggesting: {
          on: { SUGGEST: { target: 'suggesting', reenter: true, actions: assign({ nameTyped: false }) } },
          invoke: {
            src: 'suggestName',
            onDone: {
              target: 'idle',
              actions: assign({
                userName: ({ context, event }) => (context.nameTyped ? context.userName : event.output),
              }),
            },
            onError: { target: 'idle', actions: assign({ nameProblem: ({ event }) => toProblem(event.error) }) },
          },
        },
      },
    },
  },
});

/** What the form shows, read with `snapshot.matches` (typed by the chart's state names). */
export function selectPhoneForm(snapshot: SnapshotFrom<typeof phoneFormMachine>) {
  return {
    /** No code asked for the number on screen yet (or its send failed). */
    numberIdle: snapshot.matches({ number: 'idle' }),
    sending: snapshot.matches({ number: 'sending' }),
    codeSent: snapshot.matches({ number: 'sent' }),
    /** The resend countdown runs. */
    counting: snapshot.matches({ number: { sent: 'counting' } }),
    taken: snapshot.matches({ number: 'taken' }),
    unknown: snapshot.matches({ number: 'unknown' }),
    checking: snapshot.matches({ code: 'checking' }),
    codeValid: snapshot.matches({ code: 'valid' }),
    suggesting: snapshot.matches({ name: 'suggesting' }),
  };
}
