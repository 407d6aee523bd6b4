import type {
  AccountLogin,
  AccountRegister,
  Captcha,
  LoginResponse,
  MobileLogin,
  MobileRegister,
} from '../../api/site/auth-api';
import type { UserInfo } from '../../api/site/member-api';
import type { Problem } from '../../api/problem';

/** Which page the auth dialog shows; null when closed. */
export type AuthDialogPage = 'login' | 'register' | 'mobileLogin' | 'mobileRegister' | 'vtob' | 'verification';

export interface Verification {
  userName: string;
  mobile: string;
  mobileArea: string;
}

export interface SessionContext {
  token: string | null;
  user: UserInfo | null;
  balance: number | null;
  dialog: AuthDialogPage | null;
  problem: Problem | null;
  captcha: Captcha | null;
  verification: Verification | null;
  /** History data a vtob login response carries (shown on the vtob page). */
  vtobHistory: unknown;
  /** The login to repeat with vtobConfirm once the user confirms. */
  pendingLogin: AccountLogin | null;
  /** Where to go after a phone login or register (same-site paths only). */
  redirect: string | null;
  /** Set by long-running screens (a stream, a bet in flight): expiry asks before logging out. */
  longRunning: boolean;
}

export type SessionEvent =
  | { type: 'OPEN_DIALOG'; page: AuthDialogPage }
  | { type: 'CLOSE_DIALOG' }
  | { type: 'LOGIN'; login: AccountLogin }
  | { type: 'VERIFY'; smsCode: string }
  | { type: 'VTOB_CONFIRM' }
  | { type: 'REGISTER'; register: AccountRegister }
  | { type: 'MOBILE_LOGIN'; login: MobileLogin; redirect?: string | null }
  | { type: 'MOBILE_REGISTER'; register: MobileRegister; redirect?: string | null }
  | { type: 'LOGOUT' }
  | { type: 'SESSION_EXPIRED' }
  | { type: 'CONFIRM_EXPIRED' }
  | { type: 'SET_LONG_RUNNING'; value: boolean }
  | { type: 'REFRESH_BALANCE' }
  /** The profile changed on the server (avatar, nickname): the answer replaces the stored user. */
  | { type: 'USER_UPDATED'; user: UserInfo };

export interface SessionInput {
  token: string | null;
  user: UserInfo | null;
}

export interface Profile {
  user: UserInfo;
  balance: number | null;
}

export type { AccountLogin, AccountRegister, LoginResponse, MobileLogin, MobileRegister, UserInfo, Captcha };
