import { useMachine, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { checkPhone, checkSmsCode, checkUserName, type RuleError } from '../../lib/rules/auth-rules';
import { smsCodeMachine } from '../../machines/sms-code/sms-code.machine';
import { useServices } from '../app-services';
import { CountrySelect } from './country-select';
import { Field } from './field';
import { ProblemText } from '../common/problem-text';

/** Phone login and phone register share the number, the SMS code and its resend countdown. */
export function MobileForm({ mode }: { mode: 'login' | 'register' }) {
  const { t } = useTranslation('auth');
  const { session, api, storage } = useServices();
  const [params] = useSearchParams();
  const busy = useSelector(session, (s) =>
    s.matches({ anonymous: mode === 'login' ? 'mobileLoggingIn' : 'mobileRegistering' }),
  );
  const problem = useSelector(session, (s) => s.context.problem);
  const [sms, sendSms] = useMachine(
    smsCodeMachine.provide({
      actors: { send: fromPromise(({ input }) => api.auth.checkByMobile(input.phone, input.areaCode)) },
    }),
  );
  const [form, setForm] = useState({
    countryCode: '84',
    mobile: '',
    smsCode: '',
    userName: '',
    inviteCode: storage.get('inviteCode') ?? '',
  });
  const [errors, setErrors] = useState<Record<string, RuleError | null>>({});
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const sendCode = () => {
    const phoneError = checkPhone(form.mobile);
    setErrors((e) => ({ ...e, mobile: phoneError }));
    if (!phoneError) sendSms({ type: 'SEND', phone: form.mobile, areaCode: form.countryCode });
  };

  const suggestName = async () => {
    const name = await api.auth.createName().catch(() => null);
    if (name) set('userName')(name);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, RuleError | null> = {
      mobile: checkPhone(form.mobile),
      smsCode: checkSmsCode(form.smsCode),
    };
    if (mode === 'register') next.userName = checkUserName(form.userName);
    setErrors(next);
    if (Object.values(next).some(Boolean) || busy) return;
    const redirect = params.get('redirect');
    const base = { mobile: form.mobile, smsCode: form.smsCode, countryCode: form.countryCode };
    if (mode === 'login') session.send({ type: 'MOBILE_LOGIN', login: base, redirect });
    else
      session.send({
        type: 'MOBILE_REGISTER',
        redirect,
        register: {
          ...base,
          userName: form.userName.trim(),
          inviteCode: form.inviteCode.trim(),
          referCode: storage.get('referCode') ?? '',
          regDomain: window.location.host,
          mobileCode: form.countryCode,
        },
      });
  };

  const waiting = sms.matches('waiting');
  return (
    <form onSubmit={submit} noValidate aria-label={mode === 'login' ? t('mobileLoginTitle') : t('mobileRegisterTitle')}>
      <CountrySelect value={form.countryCode} onChange={set('countryCode')} />
      <div className="field-with-action">
        <Field
          label={t('phone')}
          value={form.mobile}
          onValue={set('mobile')}
          error={errors.mobile}
          digits
          autoComplete="tel-national"
          name="mobile"
        />
        <button type="button" className="btn" onClick={sendCode} disabled={waiting || sms.matches('sending')}>
          {waiting ? t('resendIn', { seconds: sms.context.secondsLeft }) : t('sendCode')}
        </button>
      </div>
      <ProblemText problem={sms.context.error} />
      {waiting && (
        <p className="form-hint" role="status">
          {t('codeSent')}
        </p>
      )}
      <Field
        label={t('smsCode')}
        value={form.smsCode}
        onValue={set('smsCode')}
        error={errors.smsCode}
        digits
        autoComplete="one-time-code"
        maxLength={6}
        name="smsCode"
      />
      {mode === 'register' && (
        <>
          <div className="field-with-action">
            <Field
              label={t('userName')}
              value={form.userName}
              onValue={set('userName')}
              error={errors.userName}
              name="userName"
            />
            <button type="button" className="btn" onClick={() => void suggestName()}>
              {t('suggestName')}
            </button>
          </div>
          <Field label={t('inviteCode')} value={form.inviteCode} onValue={set('inviteCode')} name="inviteCode" />
        </>
      )}
      <ProblemText problem={problem} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
        {mode === 'login' ? t('loginAction') : t('registerAction')}
      </button>
    </form>
  );
}
