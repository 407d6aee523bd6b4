import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PresenterProfile } from '../../api/live/presenter-schemas';
import { useServices } from '../app-services';
import { PublicProfileCard } from './public-profile-card';

type Phase = 'idle' | 'saving' | 'saved' | 'failed';

/** The presenter's profile (presenter/me) and its update (presenter/update: name, avatar, notice, schedule text), with what viewers see of it (getInfo2). */
export function ProfileTab({ profile, onSaved }: { profile: PresenterProfile; onSaved: (p: PresenterProfile) => void }) {
  const { t } = useTranslation('presenter');
  const services = useServices();
  const [fields, setFields] = useState({ nickName: profile.nickName, avatar: profile.avatar, notice: profile.notice, schedule: profile.schedule });
  const [phase, setPhase] = useState<Phase>('idle');
  const [version, setVersion] = useState(0);
  useEffect(() => setPhase((p) => (p === 'saved' ? 'idle' : p)), [fields]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPhase('saving');
    try {
      const api = await services.presenter();
      await api.updateProfile(fields);
      onSaved(await api.me());
      setPhase('saved');
      setVersion((n) => n + 1);
    } catch {
      setPhase('failed');
    }
  };
  const field = (name: keyof typeof fields, multiline = false) => {
    const id = `pc-profile-${name}`;
    const props = { id, className: 'pc-input', value: fields[name], onChange: (e: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: e.target.value })) };
    return (
      <>
        <label htmlFor={id}>{t(`profile.${name}`)}</label>
        {multiline ? <textarea {...props} rows={3} maxLength={300} /> : <input {...props} maxLength={name === 'nickName' ? 30 : 500} required={name === 'nickName'} minLength={name === 'nickName' ? 2 : undefined} />}
      </>
    );
  };
  return (
    <>
      <form className="pc-card pc-form" onSubmit={(e) => void submit(e)} data-testid="profile-form">
        <img className="pc-avatar" src={fields.avatar} alt={t('profile.avatarAlt', { name: fields.nickName })} width={64} height={64} />
        {field('nickName')}
        {field('avatar')}
        {field('notice', true)}
        {field('schedule', true)}
        {phase === 'saved' && <p role="status" className="pc-note">{t('profile.saved')}</p>}
        {phase === 'failed' && <p role="alert" className="pc-alert">{t('profile.failed')}</p>}
        <button type="submit" className="btn btn-primary" disabled={phase === 'saving'}>
          {phase === 'saving' ? t('profile.saving') : t('profile.save')}
        </button>
      </form>
      <PublicProfileCard key={version} presenterId={profile.presenterId} />
    </>
  );
}
