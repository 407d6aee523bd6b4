import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { ApiError } from '../../src/api/api-error';
import type { AccountLogin, LoginResponse } from '../../src/machines/session/session-types';
import { startSession } from '../support/session-test-kit';
import { sessionModel } from '../model/session.model';

/**
 * The session model's simple paths (tests/model/session.model.ts) run against the real session
 * statechart, with the site's auth API replaced by an in-memory one that answers like the
 * simulator's demo accounts. The browser runs the same paths through the UI; this keeps the
 * hand-written model true to the chart.
 */

const WRONG = 'Wrong user name or password';

async function login(input: AccountLogin): Promise<LoginResponse> {
  const known: Record<string, string> = { demo: 'demo1234', verify: 'verify1234', migrate: 'migrate1234' };
  if (known[input.userName] !== input.password) throw new ApiError('server', WRONG, { code: 1 });
  if (input.userName === 'verify') return { loginState: 1, mobile: '0945678901', mobileArea: '84', accessToken: null };
  if (input.userName === 'migrate' && !input.vtobConfirm)
    return { state: 'vtob', historyData: { previousSite: 'legacy.example' } };
  return { accessToken: `tok-${input.userName}` };
}

function harness() {
  const { actor, effects } = startSession({ login });
  const snap = () => actor.getSnapshot();
  const until = (done: (s: ReturnType<typeof snap>) => boolean) => waitFor(actor, done, { timeout: 1000 });
  const loggedIn = () => until((s) => s.matches({ authenticated: 'ready' }));
  const submit = (userName: string, password: string) => async () => {
    actor.send({ type: 'LOGIN', login: { userName, password } });
    await until((s) => !s.matches({ anonymous: 'loggingIn' }));
  };

  const events = {
    OPEN_LOGIN: () => actor.send({ type: 'OPEN_DIALOG', page: 'login' }),
    OPEN_REGISTER: () => actor.send({ type: 'OPEN_DIALOG', page: 'register' }),
    SWITCH_TO_REGISTER: () => actor.send({ type: 'OPEN_DIALOG', page: 'register' }),
    SUBMIT_WRONG: submit('demo', 'not-the-password1'),
    SUBMIT_DEMO: submit('demo', 'demo1234'),
    SUBMIT_VERIFY_ACCOUNT: submit('verify', 'verify1234'),
    SUBMIT_MIGRATE: submit('migrate', 'migrate1234'),
    ENTER_CODE: async () => {
      actor.send({ type: 'VERIFY', smsCode: '123456' });
      await loggedIn();
    },
    CONFIRM_VTOB: async () => {
      actor.send({ type: 'VTOB_CONFIRM' });
      await loggedIn();
    },
    REGISTER_NEW: async () => {
      actor.send({
        type: 'REGISTER',
        register: { userName: 'model1', password: 'model1234', confirmPassword: 'model1234' } as never,
      });
      await loggedIn();
    },
    CLOSE: () => actor.send({ type: 'CLOSE_DIALOG' }),
    LOGOUT: async () => {
      actor.send({ type: 'LOGOUT' });
      await until((s) => s.status === 'done');
    },
  };

  const dialogOpen = (page: string) => () => {
    expect(snap().matches({ anonymous: 'idle' })).toBe(true);
    expect(snap().context.dialog).toBe(page);
  };
  const loggedInState = async () => {
    await loggedIn();
    expect(snap().context.token).toMatch(/^tok-/);
    expect(effects.persistToken).toHaveBeenLastCalledWith(snap().context.token);
    expect(snap().context.dialog).toBeNull();
  };
  const states = {
    home: () => {
      expect(snap().matches('anonymous')).toBe(true);
      expect(snap().context.dialog).toBeNull();
    },
    loginDialog: () => {
      dialogOpen('login')();
      expect(snap().context.problem).toBeNull();
    },
    loginRejected: () => {
      dialogOpen('login')();
      expect(snap().context.problem?.message).toBe(WRONG);
    },
    verification: () => {
      expect(snap().matches({ anonymous: 'verification' })).toBe(true);
      expect(snap().context.verification).toMatchObject({ userName: 'verify', mobile: '0945678901' });
    },
    vtob: () => {
      expect(snap().matches({ anonymous: 'vtob' })).toBe(true);
      expect(snap().context.vtobHistory).toEqual({ previousSite: 'legacy.example' });
    },
    registerDialog: dialogOpen('register'),
    loggedIn: loggedInState,
    loggedOut: () => {
      expect(snap().matches('loggedOut')).toBe(true);
      expect(effects.clearSession).toHaveBeenCalledTimes(1);
    },
  };
  return { actor, params: { events, states } };
}

describe('session model against the real statechart', () => {
  for (const path of createTestModel(sessionModel).getSimplePaths()) {
    it(path.description, async () => {
      const { actor, params } = harness();
      try {
        await path.test(params as never);
      } finally {
        actor.stop();
      }
    });
  }
});
