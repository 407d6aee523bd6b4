import * as v from 'valibot';
import type { SiteClient } from '../site-client';

const BASE = '/api/user/auth';

/** account-login/v2 answers one of three ways; the session statechart branches on it. */
export const LoginResponse = v.looseObject({
  accessToken: v.optional(v.nullable(v.string())),
  userName: v.optional(v.string()),
  loginState: v.optional(v.nullable(v.number())),
  mobile: v.optional(v.nullable(v.string())),
  mobileArea: v.optional(v.nullable(v.string())),
  deviceId: v.optional(v.nullable(v.string())),
  state: v.optional(v.nullable(v.string())),
  historyData: v.optional(v.unknown()),
});
export type LoginResponse = v.InferOutput<typeof LoginResponse>;

const TokenResponse = v.looseObject({ accessToken: v.string(), userName: v.optional(v.string()) });
export type TokenResponse = v.InferOutput<typeof TokenResponse>;

export const Captcha = v.object({ captchaId: v.string(), question: v.string() });
export type Captcha = v.InferOutput<typeof Captcha>;

export interface AccountLogin {
  userName: string;
  password: string;
  captchaId?: string;
  captchaCode?: string;
  /** Confirms a carried-over (vtob) account after its history was shown. */
  vtobConfirm?: '1';
}

export interface AccountRegister {
  userName: string;
  password: string;
  countryCode: string;
  inviteCode: string;
  referCode: string;
  regDomain: string;
}

export interface MobileLogin {
  mobile: string;
  smsCode: string;
  countryCode: string;
}

export interface MobileRegister extends MobileLogin {
  userName: string;
  inviteCode: string;
  referCode: string;
  regDomain: string;
  mobileCode: string;
}

export function createAuthApi(client: SiteClient) {
  return {
    accountLogin: (body: AccountLogin) =>
      client.request({
        method: 'POST',
        url: `${BASE}/account-login/v2`,
        data: { ...body },
        schema: LoginResponse,
        noNeedResponseMsg: true,
      }),
    loginCheck: (body: { mobile: string; smsCode: string; actionType: number; userName: string }) =>
      client.request({
        method: 'POST',
        url: `${BASE}/loginCheck`,
        data: body,
        schema: TokenResponse,
        noNeedResponseMsg: true,
      }),
    captcha: () => client.request({ method: 'GET', url: `${BASE}/captcha`, schema: Captcha }),
    accountRegister: (body: AccountRegister) =>
      client.request({
        method: 'POST',
        url: `${BASE}/account-register`,
        data: { ...body },
        schema: TokenResponse,
        noNeedResponseMsg: true,
      }),
    mobileLogin: (body: MobileLogin) =>
      client.request({
        method: 'POST',
        url: `${BASE}/mobile-login`,
        data: { ...body },
        schema: TokenResponse,
        noNeedResponseMsg: true,
      }),
    mobileRegister: (body: MobileRegister) =>
      client.request({
        method: 'POST',
        url: `${BASE}/mobile-register`,
        data: { ...body },
        schema: TokenResponse,
        noNeedResponseMsg: true,
      }),
    /**
     * Checks the number and sends it an SMS code; `registered` says whether an account already uses it
     * (the phone forms refuse a taken number at registration and an unknown one at login: docs/member-api.md).
     */
    checkByMobile: (phone: string, phoneCode: string, signal?: AbortSignal) =>
      client.request({
        method: 'GET',
        url: `${BASE}/mobile-registerCheckByMobile/${encodeURIComponent(phone)}/${encodeURIComponent(phoneCode)}`,
        schema: v.looseObject({ registered: v.boolean(), sent: v.boolean() }),
        noNeedResponseMsg: true,
        signal,
      }),
    /** Whether `code` is the one sent to `phone`, without spending it (the sign-in or registration does). */
    checkByCode: (phone: string, code: string, signal?: AbortSignal) =>
      client.request({
        method: 'GET',
        url: `${BASE}/mobile-registerCheckByCode/${encodeURIComponent(phone)}/${encodeURIComponent(code)}`,
        schema: v.boolean(),
        noNeedResponseMsg: true,
        signal,
      }),
    /** A free user name to offer at phone registration (an empty one is no offer: the chart keeps the field). */
    createName: (signal?: AbortSignal) =>
      client.request({
        method: 'GET',
        url: `${BASE}/mobile-registerCreatName`,
        schema: v.string(),
        noNeedResponseMsg: true,
        signal,
      }),
    logout: () =>
      client.request({ method: 'POST', url: `${BASE}/logout`, schema: v.unknown(), noNeedResponseMsg: true }),
  };
}
export type AuthApi = ReturnType<typeof createAuthApi>;
