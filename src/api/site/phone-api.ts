import * as v from 'valibot';
import type { SiteClient } from '../site-client';
import { UserInfo } from './member-api';

/** Site codes of the phone calls (docs/member-api.md). */
export const PHONE_CODES = {
  badPhone: 400,
  phoneExists: 1002000016,
  smsWrong: 1002000015,
  tooSoon: 1002000036,
  expired: 1002000037,
  samePhone: 1002000038,
} as const;

const CodeSent = v.looseObject({ resendAfter: v.pipe(v.number(), v.minValue(0)), expiresAt: v.number() });
export type CodeSent = v.InferOutput<typeof CodeSent>;

export interface Phone {
  mobileArea: string;
  mobile: string;
}

/**
 * Binding or changing the member's phone (Security tab; docs/member-api.md): an SMS code to the new
 * number, then the bind with it, which answers the updated member. Refusals are shown by the form,
 * so no toast (`noNeedResponseMsg`). Loaded with the personal center, not at start-up.
 */
export function createPhoneApi(client: SiteClient) {
  return {
    sendCode: (phone: Phone) =>
      client.request({
        method: 'POST',
        url: '/api/member/phone/code',
        data: { ...phone },
        schema: CodeSent,
        noNeedResponseMsg: true,
      }),
    bind: (phone: Phone, smsCode: string) =>
      client.request({
        method: 'POST',
        url: '/api/member/phone/bind',
        data: { ...phone, smsCode },
        schema: UserInfo,
        noNeedResponseMsg: true,
      }),
  };
}
export type PhoneApi = ReturnType<typeof createPhoneApi>;
