import { use, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import type { CallBack, VipServiceId } from '../../api/site/invite-api';
import { useServices } from '../app-services';
import { LoadFailed } from '../common/load-failed';
import { useResource } from '../use-resource';
import { useIsLoggedIn } from '../use-session';
import '../../styles/invite.css';
import { RadioGroup } from '../common/radio-group';

const BY_PATH: Record<string, VipServiceId> = {
  '/vipDedicatedManager': 'dedicatedManager',
  '/vipBusinessGirl': 'businessGirl',
  '/vipYacht': 'yacht',
};

/**
 * A VIP service page (`/vipDedicatedManager`, `/vipBusinessGirl`, `/vipYacht`): what the service is,
 * from which VIP level (the server's table), and for a member who has it, the phone call-back
 * booking (`vipphoneback/dailFont` and `add`).
 */
export default function VipServicePage() {
  const { t } = useTranslation('invite');
  const { pathname } = useLocation();
  const service = BY_PATH[pathname] ?? 'dedicatedManager';
  const loggedIn = useIsLoggedIn();
  const { session } = useServices();
  return (
    <main className="page vip-page" data-testid="vip-service-page" data-service={service}>
      <h1>{t(`service.${service}.title`)}</h1>
      <p className="invite-lead">{t(`service.${service}.body`)}</p>
      {loggedIn ? (
        <ServiceAccess service={service} />
      ) : (
        <section className="card invite-card">
          <p>{t('vip.loggedOut')}</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => session.send({ type: 'OPEN_DIALOG', page: 'login' })}
          >
            {t('login')}
          </button>
        </section>
      )}
    </main>
  );
}

function ServiceAccess({ service }: { service: VipServiceId }) {
  const { t } = useTranslation('invite');
  const api = use(useServices().invite());
  const data = useResource(() => Promise.all([api.vip(), api.callBack()]));
  if (data.status === 'loading' || data.status === 'loaded')
    return (
      <p className="card invite-card" role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  if (data.status === 'failed' || !data.data) return <LoadFailed what={t('vip.what')} onRetry={data.retry} />;
  const [vip, callBack] = data.data;
  const from = vip.services[service] ?? 0;
  if (vip.vipLevel < from) {
    return (
      <section className="card invite-card" data-testid="vip-locked">
        <p>{t('vip.locked', { level: from, current: vip.vipLevel })}</p>
        <Link className="btn" to="/personal/vip">
          {t('vip.seeLevels')}
        </Link>
      </section>
    );
  }
  return <CallBackForm service={service} callBack={callBack} />;
}

function CallBackForm({ service, callBack }: { service: VipServiceId; callBack: CallBack }) {
  const { t } = useTranslation(['invite', 'auth']);
  const api = use(useServices().invite());
  const [phone, setPhone] = useState('');
  const [slot, setSlot] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'sending'>('idle');
  const [booked, setBooked] = useState(callBack.bookings.find((b) => b.service === service) ?? null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (state === 'sending') return;
    const digits = phone.replace(/\D/g, '');
    if (!/^\d{6,15}$/.test(digits)) return setProblem(t('auth:rules.phoneRule'));
    if (!slot) return setProblem(t('invite:callBack.chooseSlot'));
    setProblem(null);
    setState('sending');
    api
      .bookCall({ service, slot, phone: digits })
      .then((b) => setBooked(b))
      .catch((error: unknown) =>
        setProblem(isApiError(error) && error.kind === 'server' ? error.message : t('invite:callBack.failed')),
      )
      .finally(() => setState('idle'));
  };
  return (
    <form
      className="card invite-card vip-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="callback-title"
      data-testid="callback-form"
    >
      <h2 id="callback-title">{t('invite:callBack.title')}</h2>
      {booked && (
        <p role="status" className="invite-win" data-testid="callback-booked">
          {t('invite:callBack.booked', { slot: booked.slot, phone: booked.phone })}
        </p>
      )}
      <div className="field">
        <label htmlFor="callback-phone">{t('invite:callBack.phone')}</label>
        <input
          id="callback-phone"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'callback-problem' : undefined}
        />
      </div>
      <RadioGroup
        name="slot"
        legend={t('invite:callBack.slot')}
        options={callBack.slots}
        value={slot}
        onChange={setSlot}
        label={(s) => <span>{s}</span>}
      />
      {problem && (
        <p id="callback-problem" className="field-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={state === 'sending'} aria-busy={state === 'sending'}>
        {booked ? t('invite:callBack.rebook') : t('invite:callBack.submit')}
      </button>
    </form>
  );
}
