import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkConfirm, checkPassword, checkUserName, type RuleError } from '../../lib/rules/auth-rules';
import { useServices } from '../app-services';
import { CountrySelect } from './country-select';
import { Field } from './field';
import { ProblemText } from '../common/problem-text';

export function RegisterForm() {
  const { t } = useTranslation('auth');
  const { session, storage, variant } = useServices();
  const busy = useSelector(session, (s) => s.matches({ anonymous: 'registering' }));
  const problem = useSelector(session, (s) => s.context.problem);
  const [form, setForm] = useState({
    userName: '',
    password: '',
    confirm: '',
    countryCode: variant.defaultAreaCode,
    inviteCode: storage.get('inviteCode') ?? '',
    referCode: storage.get('referCode') ?? '',
  });
  const [errors, setErrors] = useState<Record<string, RuleError | null>>({});
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      userName: checkUserName(form.userName),
      password: checkPassword(form.password),
      confirm: checkConfirm(form.password, form.confirm),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean) || busy) return;
    session.send({
      type: 'REGISTER',
      register: {
        userName: form.userName.trim(),
        password: form.password,
        countryCode: form.countryCode,
        inviteCode: form.inviteCode.trim(),
        referCode: form.referCode.trim(),
        regDomain: window.location.host,
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('registerTitle')}>
      <Field
        label={t('userName')}
        value={form.userName}
        onValue={set('userName')}
        error={errors.userName}
        autoComplete="username"
        name="userName"
      />
      <Field
        label={t('password')}
        type="password"
        value={form.password}
        onValue={set('password')}
        error={errors.password}
        autoComplete="new-password"
        name="password"
      />
      <Field
        label={t('confirmPassword')}
        type="password"
        value={form.confirm}
        onValue={set('confirm')}
        error={errors.confirm}
        autoComplete="new-password"
        name="confirm"
      />
      <CountrySelect value={form.countryCode} onChange={set('countryCode')} />
      <Field label={t('inviteCode')} value={form.inviteCode} onValue={set('inviteCode')} name="inviteCode" />
      <ProblemText problem={problem} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
        {busy ? t('registering') : t('registerAction')}
      </button>
    </form>
  );
}
