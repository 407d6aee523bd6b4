import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import type { AccountLogin, LoginResponse, Profile } from '../../src/machines/session/session-types';
import { sessionMachine } from '../../src/machines/session/session.machine';

/**
 * Tests only: the real session statechart with an in-memory site API and its side effects as
 * spies. Logins answer with `login` (default: a token); the SMS code 123456 verifies.
 */
export const testUser = { userName: 'demo', role: 0, regCurrency: 'VND' };

export interface SessionTestOptions {
  token?: string | null;
  login?: (input: AccountLogin) => Promise<LoginResponse>;
  /** The phone login's answer (default: a token). */
  mobileLogin?: () => Promise<{ accessToken: string }>;
}

export function startSession(opts: SessionTestOptions = {}) {
  const effects = {
    persistToken: vi.fn(),
    persistUser: vi.fn(),
    clearSession: vi.fn(),
    reload: vi.fn(),
    navigate: vi.fn(),
    logout: vi.fn(async () => {}),
  };
  const machine = sessionMachine.provide({
    actors: {
      accountLogin: fromPromise(async ({ input }) => (opts.login ? opts.login(input) : { accessToken: 'tok' })),
      loginCheck: fromPromise(async ({ input }) => {
        if (input.smsCode !== '123456') throw new ApiError('server', 'Wrong verification code', { code: 1002000015 });
        return { accessToken: 'tok-sms' };
      }),
      accountRegister: fromPromise(async () => ({ accessToken: 'tok-reg' })),
      mobileLogin: fromPromise(async () => (opts.mobileLogin ? opts.mobileLogin() : { accessToken: 'tok-mob' })),
      mobileRegister: fromPromise(async () => ({ accessToken: 'tok-mreg' })),
      loadProfile: fromPromise(async (): Promise<Profile> => ({ user: testUser as Profile['user'], balance: 1000 })),
      refreshBalance: fromPromise(async () => 2000),
      logout: fromPromise(effects.logout),
    },
    actions: {
      persistToken: (_, p) => effects.persistToken(p.token),
      persistUser: (_, p) => effects.persistUser(p.user),
      clearSession: effects.clearSession,
      reload: effects.reload,
      navigate: (_, p) => effects.navigate(p.to),
    },
  });
  const actor = createActor(machine, { input: { token: opts.token ?? null, user: null } }).start();
  return { actor, effects };
}
