import { assertEvent, assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
import { isApiError } from '../../api/api-error';
import { problem, toProblem } from '../../api/problem';
import type {
  AccountLogin,
  AccountRegister,
  Captcha,
  LoginResponse,
  MobileLogin,
  MobileRegister,
  Profile,
  SessionContext,
  SessionEvent,
  SessionInput,
} from './session-types';
import { safeRedirect } from './safe-redirect';

/** Site codes the session reacts to (simulator/core/envelope.ts, docs/decisions.md). */
export const CAPTCHA_REQUIRED = 1002000012;
export const CAPTCHA_WRONG = 1002000013;
/** The login answer's `loginState` values that ask for an SMS check first (docs/decisions.md, "Login flows"). */
const SMS_CHECK_LOGIN_STATES: readonly unknown[] = [1, 2];

/** Actors are provided by the app (real API) or by tests (fakes) with `.provide({ actors })`. */
function required<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`session actor "${name}" was not provided`);
  });
}
type TokenOutput = { accessToken: string };

/** The login answer as guard params: the guards read the invoke's typed `onDone` output. */
const loginAnswer = ({ event }: { event: DoneActorEvent<LoginResponse> }) => ({ login: event.output });

function captchaOf(error: unknown): Captcha | null {
  if (!isApiError(error)) return null;
  if (error.details.code !== CAPTCHA_REQUIRED && error.details.code !== CAPTCHA_WRONG) return null;
  const data = error.details.data as Partial<Captcha> | null | undefined;
  return data && typeof data.captchaId === 'string' && typeof data.question === 'string'
    ? { captchaId: data.captchaId, question: data.question }
    : null;
}

/**
 * The session: anonymous, logging in (with SMS verification or the vtob page), registering,
 * authenticated (profile loaded), expired and logging out. docs/product.md, "Sign-in and session" is the source.
 * Side effects (storage, navigation, reload) are named actions the app provides.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    accountLogin: required<LoginResponse, AccountLogin>('accountLogin'),
    loginCheck: required<TokenOutput, { userName: string; mobile: string; smsCode: string }>('loginCheck'),
    accountRegister: required<TokenOutput, AccountRegister>('accountRegister'),
    mobileLogin: required<TokenOutput, MobileLogin>('mobileLogin'),
    mobileRegister: required<TokenOutput, MobileRegister>('mobileRegister'),
    loadProfile: required<Profile, { token: string; user: SessionContext['user'] }>('loadProfile'),
    refreshBalance: required<number>('refreshBalance'),
    logout: required<void>('logout'),
  },
  actions: {
    /** Saves the token where a reload finds it (provided by the app). */
    persistToken: (_, _params: { token: string }) => {},
    persistUser: (_, _params: { user: NonNullable<SessionContext['user']> }) => {},
    /** Clears settings, token, user info and the provider token (provided by the app). */
    clearSession: () => {},
    reload: () => {},
    navigate: (_, _params: { to: string }) => {},
  },
  guards: {
    needsVerification: (_, { login }: { login: LoginResponse }) =>
      SMS_CHECK_LOGIN_STATES.includes(login.loginState) && Boolean(login.mobile) && Boolean(login.mobileArea),
    isVtob: (_, { login }: { login: LoginResponse }) => Boolean(login.state),
    hasToken: (_, { login }: { login: LoginResponse }) => Boolean(login.accessToken),
    hasStoredToken: ({ context }) => Boolean(context.token),
    isLongRunning: ({ context }) => context.longRunning,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: input.token,
    user: input.user,
    balance: null,
    dialog: null,
    problem: null,
    captcha: null,
    verification: null,
    vtobHistory: null,
    pendingLogin: null,
    redirect: null,
    longRunning: false,
  }),
  initial: 'restoring',
  on: {
    SET_LONG_RUNNING: { actions: assign({ longRunning: ({ event }) => event.value }) },
  },
  states: {
    restoring: {
      always: [{ guard: 'hasStoredToken', target: 'authenticated' }, { target: 'anonymous' }],
    },

    anonymous: {
      initial: 'idle',
      on: {
        OPEN_DIALOG: { target: '.idle', actions: assign({ dialog: ({ event }) => event.page, problem: null }) },
        CLOSE_DIALOG: {
          target: '.idle',
          actions: assign({ dialog: null, problem: null, verification: null, pendingLogin: null }),
        },
      },
      states: {
        idle: {
          on: {
            LOGIN: {
              target: 'loggingIn',
              actions: assign({ pendingLogin: ({ event }) => event.login, problem: null, redirect: null }),
            },
            REGISTER: { target: 'registering', actions: assign({ problem: null, redirect: null }) },
            MOBILE_LOGIN: {
              target: 'mobileLoggingIn',
              actions: assign({ problem: null, redirect: ({ event }) => safeRedirect(event.redirect) }),
            },
            MOBILE_REGISTER: {
              target: 'mobileRegistering',
              actions: assign({ problem: null, redirect: ({ event }) => safeRedirect(event.redirect) }),
            },
          },
        },
        loggingIn: {
          invoke: {
            src: 'accountLogin',
            input: ({ context }) => context.pendingLogin as AccountLogin,
            onDone: [
              {
                guard: { type: 'needsVerification', params: loginAnswer },
                target: 'verification',
                actions: assign({
                  dialog: 'verification',
                  verification: ({ context, event }) => ({
                    userName: context.pendingLogin?.userName ?? '',
                    mobile: event.output.mobile ?? '',
                    mobileArea: event.output.mobileArea ?? '',
                  }),
                }),
              },
              {
                guard: { type: 'isVtob', params: loginAnswer },
                target: 'vtob',
                actions: assign({ dialog: 'vtob', vtobHistory: ({ event }) => event.output.historyData ?? null }),
              },
              {
                guard: { type: 'hasToken', params: loginAnswer },
                target: 'signedIn',
                actions: assign({ token: ({ event }) => event.output.accessToken ?? null }),
              },
              {
                target: 'idle',
                actions: assign({ problem: problem('badResponse', 'No token in the login response') }),
              },
            ],
            onError: {
              target: 'idle',
              actions: assign({
                problem: ({ event }) => toProblem(event.error),
                captcha: ({ event, context }) => captchaOf(event.error) ?? context.captcha,
              }),
            },
          },
        },
        verification: {
          on: { VERIFY: 'verifying' },
        },
        verifying: {
          invoke: {
            src: 'loginCheck',
            input: ({ context, event }) => {
              assertEvent(event, 'VERIFY');
              return {
                userName: context.verification?.userName ?? '',
                mobile: context.verification?.mobile ?? '',
                smsCode: event.smsCode,
              };
            },
            onDone: { target: 'signedIn', actions: assign({ token: ({ event }) => event.output.accessToken }) },
            onError: { target: 'verification', actions: assign({ problem: ({ event }) => toProblem(event.error) }) },
          },
        },
        vtob: {
          on: {
            VTOB_CONFIRM: {
              target: 'loggingIn',
              actions: assign({
                pendingLogin: ({ context }) =>
                  context.pendingLogin ? { ...context.pendingLogin, vtobConfirm: '1' as const } : null,
              }),
            },
          },
        },
        registering: {
          invoke: {
            src: 'accountRegister',
            input: ({ event }) => {
              assertEvent(event, 'REGISTER');
              return event.register;
            },
            onDone: { target: 'signedIn', actions: assign({ token: ({ event }) => event.output.accessToken }) },
            onError: { target: 'idle', actions: assign({ problem: ({ event }) => toProblem(event.error) }) },
          },
        },
        /** Every way in ends here: on to the same-site page the sign-in was asked from (phone forms), else home. */
        signedIn: {
          always: {
            target: '#session.authenticated',
            actions: [
              { type: 'navigate', params: ({ context }) => ({ to: context.redirect ?? '/' }) },
              assign({ redirect: null }),
            ],
          },
        },
        mobileLoggingIn: {
          invoke: {
            src: 'mobileLogin',
            input: ({ event }) => {
              assertEvent(event, 'MOBILE_LOGIN');
              return event.login;
            },
            onDone: { target: 'signedIn', actions: assign({ token: ({ event }) => event.output.accessToken }) },
            onError: { target: 'idle', actions: assign({ problem: ({ event }) => toProblem(event.error) }) },
          },
        },
        mobileRegistering: {
          invoke: {
            src: 'mobileRegister',
            input: ({ event }) => {
              assertEvent(event, 'MOBILE_REGISTER');
              return event.register;
            },
            onDone: { target: 'signedIn', actions: assign({ token: ({ event }) => event.output.accessToken }) },
            onError: { target: 'idle', actions: assign({ problem: ({ event }) => toProblem(event.error) }) },
          },
        },
      },
    },

    authenticated: {
      initial: 'loadingProfile',
      entry: [
        { type: 'persistToken', params: ({ context }) => ({ token: context.token ?? '' }) },
        assign({
          dialog: null,
          problem: null,
          captcha: null,
          verification: null,
          pendingLogin: null,
          vtobHistory: null,
        }),
      ],
      on: {
        LOGOUT: 'loggingOut',
        SESSION_EXPIRED: 'expired',
        USER_UPDATED: {
          actions: [
            assign({ user: ({ event }) => event.user }),
            { type: 'persistUser', params: ({ event }) => ({ user: event.user }) },
          ],
        },
      },
      states: {
        loadingProfile: {
          invoke: {
            src: 'loadProfile',
            input: ({ context }) => ({ token: context.token ?? '', user: context.user }),
            onDone: {
              target: 'ready',
              actions: [
                assign({ user: ({ event }) => event.output.user, balance: ({ event }) => event.output.balance }),
                { type: 'persistUser', params: ({ event }) => ({ user: event.output.user }) },
              ],
            },
            // The profile failing (network) still leaves the user signed in; the header offers a retry.
            onError: { target: 'ready', actions: assign({ problem: ({ event }) => toProblem(event.error) }) },
          },
        },
        ready: {
          on: { REFRESH_BALANCE: 'refreshingBalance' },
        },
        refreshingBalance: {
          invoke: {
            src: 'refreshBalance',
            onDone: { target: 'ready', actions: assign({ balance: ({ event }) => event.output, problem: null }) },
            onError: { target: 'ready', actions: assign({ problem: ({ event }) => toProblem(event.error) }) },
          },
        },
      },
    },

    expired: {
      always: [{ guard: 'isLongRunning', target: '.confirming' }, { target: 'loggingOut' }],
      initial: 'confirming',
      states: {
        // Either choice of the confirm dialog logs out (docs/product.md, "Sign-in and session").
        confirming: { on: { CONFIRM_EXPIRED: '#session.loggingOut' } },
      },
    },

    loggingOut: {
      invoke: {
        src: 'logout',
        onDone: 'loggedOut',
        onError: 'loggedOut',
      },
    },

    loggedOut: {
      type: 'final',
      entry: ['clearSession', { type: 'navigate', params: { to: '/' } }, 'reload'],
    },
  },
});
