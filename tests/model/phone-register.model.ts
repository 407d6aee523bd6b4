import { createMachine } from 'xstate';
import { flatModelPaths } from './model-paths';

/**
 * Phone registration (src/machines/phone-form/phone-form.machine.ts, mode `register`) as a person
 * and the server meet it: what the form says once each answer is in. The chart's sending, debouncing
 * and checking are the moments between. createTestModel refuses the real chart's invokes, so the
 * model is written out here; its paths run against the real chart with a fake server that decides
 * from what it holds (which numbers have accounts, which got a code):
 * tests/unit/phone-register-model-conformance.test.ts.
 */
export const phoneRegisterModel = createMachine({
  id: 'phoneRegisterModel',
  initial: 'blank',
  states: {
    blank: { on: { SEND_FREE: 'codeSent', SEND_TAKEN: 'taken', SEND_FAILS: 'sendFailed' } },
    sendFailed: { on: { SEND_FREE: 'codeSent', EDIT_NUMBER: 'blank' } },
    taken: { on: { EDIT_NUMBER: 'blank' } },
    codeSent: {
      on: { TYPE_WRONG: 'codeWrong', TYPE_RIGHT: 'codeRight', EDIT_NUMBER: 'blank', SUBMIT_EARLY: 'submitted' },
    },
    codeWrong: { on: { TYPE_RIGHT: 'codeRight', SUBMIT: 'codeWrong', EDIT_NUMBER: 'blank' } },
    codeRight: { on: { SUBMIT: 'submitted', TYPE_WRONG: 'codeWrong', EDIT_NUMBER: 'blank' } },
    submitted: { type: 'final' },
  },
});

export type ModelState = 'blank' | 'sendFailed' | 'taken' | 'codeSent' | 'codeWrong' | 'codeRight' | 'submitted';
export type ModelEvent =
  'SEND_FREE' | 'SEND_TAKEN' | 'SEND_FAILS' | 'EDIT_NUMBER' | 'TYPE_WRONG' | 'TYPE_RIGHT' | 'SUBMIT' | 'SUBMIT_EARLY';

/** What the form shows in each state. */
export const STATES: Readonly<Record<ModelState, string>> = {
  blank: 'a number not yet sent: Send code enabled, no verdict',
  sendFailed: 'the send failed: its words by the number, Send code enabled',
  taken: '"This number already has an account." and "Log in with this number"',
  codeSent: '"A code was sent by SMS.", the resend countdown, a free name filled in',
  codeWrong: '"This code is not right." by the code; Create account sends nothing',
  codeRight: '"Code confirmed."',
  submitted: 'the registration went to the session once, with the checked values',
};

/** What each event is. */
export const EVENTS: Readonly<Record<ModelEvent, string>> = {
  SEND_FREE: 'type a number without an account and press Send code',
  SEND_TAKEN: 'type a number with an account and press Send code',
  SEND_FAILS: 'press Send code while the server does not answer',
  EDIT_NUMBER: 'type another number',
  TYPE_WRONG: 'type a wrong 6-digit code and leave the field',
  TYPE_RIGHT: 'type the code that was sent and leave the field',
  SUBMIT: 'press Create account',
  SUBMIT_EARLY: 'type the right code and press Create account at once (the check runs first)',
};

export const { model, eventsOf, modelPaths } = flatModelPaths<ModelEvent>(phoneRegisterModel);
