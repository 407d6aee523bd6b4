import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { checkConfirm, checkPassword, type RuleError } from '../../../lib/rules/auth-rules';
import { useServices } from '../../app-services';
import { PhoneCard } from './phone-card';

/** The simulator's (and the site's) code for a wrong current password. */
const WRONG_PASSWORD = 1002000010;

type Field = 'current' | 'next' | 'confirm';
type Problems = Partial<Record<Field, RuleError | 'wrongCurrent' | 'sameAsCurrent'>>;

function check(form: Record<Field, string>): Problems {
  const problems: Problems = {};
  if (!form.current) problems.current = 'required';
  const next = checkPassword(form.next) ?? (form.next && form.next === form.current ? 'sameAsCurrent' : null);
  if (next) problems.next = next;
  const confirm = checkConfirm(form.next, form.confirm);
  if (confirm) problems.confirm = confirm;
  return problems;
}

/**
 * Security: change the password (the current one checked by the server, the new one by the
 * registration rule, typed twice) and the bound phone: shown masked, bound or
 * changed with an SMS code (phone-card.tsx).
 */
export default function SecurityTab() {
  const { t } = useTranslation(['account', 'auth', 'errors']);
  const { api } = useServices();
  const [form, setForm] = useState<Record<Field, string>>({ current: '', next: '', confirm: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'failed' | 'tooMany'>('idle');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (state === 'sending') return;
    const found = check(form);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setState('sending');
    api.member
      .changePassword(form.current, form.next)
      .then(() => {
        setForm({ current: '', next: '', confirm: '' });
        setState('done');
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.details.code === WRONG_PASSWORD) {
          setProblems({ current: 'wrongCurrent' });
          setState('idle');
        } else setState(isApiError(error) && error.kind === 'tooMany' ? 'tooMany' : 'failed');
      });
  };

  const message = (field: Field) => {
    const p = problems[field];
    if (!p) return null;
    return p === 'wrongCurrent' || p === 'sameAsCurrent' ? t(`account:security.${p}`) : t(`auth:rules.${p}`);
  };
  const input = (field: Field, autoComplete: string) => {
    const error = message(field);
    const id = `security-${field}`;
    return (
      <div className="field">
        <label htmlFor={id}>{t(`account:security.${field}`)}</label>
        <input
          id={id}
          type="password"
          autoComplete={autoComplete}
          value={form[field]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setForm((f) => ({ ...f, [field]: e.target.value }));
            if (state === 'done') setState('idle');
          }}
        />
        {error && (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="account-stack">
      <form
        className="card account-card"
        onSubmit={submit}
        noValidate
        aria-labelledby="password-title"
        data-testid="password-form"
      >
        <h3 id="password-title">{t('account:security.passwordTitle')}</h3>
        {input('current', 'current-password')}
        {input('next', 'new-password')}
        {input('confirm', 'new-password')}
        <p className="account-note">{t('auth:rules.passwordRule')}</p>
        <div role="status">
          {state === 'done' && <p className="account-ok">{t('account:security.changed')}</p>}
          {state === 'failed' && <p className="field-error">{t('account:security.failed')}</p>}
          {state === 'tooMany' && <p className="field-error">{t('errors:tooMany')}</p>}
        </div>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={state === 'sending'}
          aria-busy={state === 'sending'}
        >
          {t('account:security.submit')}
        </button>
      </form>
      <PhoneCard />
    </div>
  );
}
