import { createMachine } from 'xstate';

/**
 * The session as a person meets it: an abstract model (createTestModel refuses machines with
 * invoke/after, so the real chart in src/machines/session is mirrored here) whose states and
 * events map onto the real UI in session.model.spec.ts, and onto the real statechart in
 * tests/unit/session-model-conformance.test.ts (which keeps this copy honest).
 */
export const sessionModel = createMachine({
  id: 'sessionModel',
  initial: 'home',
  states: {
    home: { on: { OPEN_LOGIN: 'loginDialog', OPEN_REGISTER: 'registerDialog' } },
    loginDialog: {
      on: {
        SUBMIT_WRONG: 'loginRejected',
        SUBMIT_DEMO: 'loggedIn',
        SUBMIT_VERIFY_ACCOUNT: 'verification',
        SUBMIT_MIGRATE: 'vtob',
        SWITCH_TO_REGISTER: 'registerDialog',
        CLOSE: 'home',
      },
    },
    loginRejected: { on: { SUBMIT_DEMO: 'loggedIn', CLOSE: 'home' } },
    verification: { on: { ENTER_CODE: 'loggedIn', CLOSE: 'home' } },
    vtob: { on: { CONFIRM_VTOB: 'loggedIn', CLOSE: 'home' } },
    registerDialog: { on: { REGISTER_NEW: 'loggedIn', CLOSE: 'home' } },
    loggedIn: { on: { LOGOUT: 'loggedOut' } },
    loggedOut: { type: 'final' },
  },
});
