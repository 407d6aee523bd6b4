import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminActions } from './admin-page';
import { LoadState } from './load-state';
import { useServices } from '../app-services';
import { useResource } from '../use-resource';
import { useDateTime } from '../common/use-date-time';
import { BanFields } from '../common/ban-fields';

const MINUTES = [60, 1440, 10080, 0] as const;

/** Site-wide bans: ban a user everywhere (a reason and a duration), lift one; each after a confirmation. */
export function BansSection({ actions }: { actions: AdminActions }) {
  const { t } = useTranslation('admin');
  const when = useDateTime('full', 'device');
  const headingId = useId();
  const { staff } = useServices();
  const [userName, setUserName] = useState('');
  const [minutes, setMinutes] = useState<number>(MINUTES[0]);
  const [reason, setReason] = useState('');
  const load = useResource(async () => (await staff()).admin.bans(), { key: String(actions.version) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const name = userName.trim();
    const why = reason.trim();
    if (!name || !why) return;
    actions.ask({
      title: t('bans.confirmTitle'),
      message: t('bans.confirmMessage', { user: name, duration: t(`duration.${minutes}`), reason: why }),
      confirm: t('bans.ban'),
      run: async () => {
        await (await staff()).admin.ban(name, minutes, why);
        setUserName('');
        setReason('');
      },
    });
  };
  return (
    <section className="staff-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('bans.title')}</h2>
      <form className="staff-form" onSubmit={submit}>
        <label>
          {t('bans.user')}
          <input
            className="input"
            value={userName}
            onChange={(e) => setUserName(e.target.value)}
            required
            autoComplete="off"
          />
        </label>
        <BanFields
          choices={MINUTES}
          minutes={minutes}
          onMinutes={setMinutes}
          reason={reason}
          onReason={setReason}
          labels={{ duration: t('bans.duration'), reason: t('bans.reason') }}
          durationName={(m) => t(`duration.${m}`)}
        />
        <button type="submit" className="btn btn-primary">
          {t('bans.ban')}
        </button>
      </form>
      <LoadState load={load} ns="admin" empty={(bans) => bans.length === 0}>
        {(bans) => (
          <ul className="staff-list" aria-label={t('bans.list')}>
            {bans.map((b) => (
              <li key={b.id} className={b.active ? '' : 'staff-muted'}>
                <span>
                  <strong>{b.userName}</strong> — <bdi>{b.reason}</bdi> ·{' '}
                  {b.until > 0 ? t('bans.until', { until: when(b.until) }) : t('duration.0')} ·{' '}
                  {t('bans.by', { user: b.operator })}
                  {b.active ? null : ` · ${t('bans.lifted')}`}
                </span>
                {b.active ? (
                  <button
                    type="button"
                    className="btn"
                    aria-label={t('bans.liftNamed', { user: b.userName })}
                    onClick={() =>
                      actions.ask({
                        title: t('bans.liftTitle'),
                        message: t('bans.liftMessage', { user: b.userName }),
                        confirm: t('bans.lift'),
                        run: async () => (await staff()).admin.lift([b.id]),
                      })
                    }
                  >
                    {t('bans.lift')}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  );
}
