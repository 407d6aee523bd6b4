import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PresenterProfile } from '../../api/live/presenter-schemas';
import type { ProfileFields } from '../../machines/presenter-stream/presenter-console.machine';
import { PublicProfileCard } from './public-profile-card';

export interface ProfileTabProps {
  profile: PresenterProfile;
  /** The save, as the console chart holds it. */
  phase: 'idle' | 'saving' | 'saved' | 'failed';
  /** Saves so far: what viewers see is read again after each. */
  version: number;
  onSave: (fields: ProfileFields) => void;
  onEdit: () => void;
}

/** The presenter's profile (presenter/me) and its update (presenter/update: name, avatar, notice, schedule text), with what viewers see of it (getInfo2). */
export function ProfileTab({ profile, phase, version, onSave, onEdit }: ProfileTabProps) {
  const { t } = useTranslation('presenter');
  // The form's own text until it is saved (the chart holds the save, not each keystroke).
  const [fields, setFields] = useState<ProfileFields>({
    nickName: profile.nickName,
    avatar: profile.avatar,
    notice: profile.notice,
    schedule: profile.schedule,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(fields);
  };
  const field = (name: keyof typeof fields, multiline = false) => {
    const id = `pc-profile-${name}`;
    const props = {
      id,
      className: 'input pc-input',
      value: fields[name],
      onChange: (e: { target: { value: string } }) => {
        setFields((f) => ({ ...f, [name]: e.target.value }));
        onEdit();
      },
    };
    return (
      <>
        <label htmlFor={id}>{t(`profile.${name}`)}</label>
        {multiline ? (
          <textarea {...props} rows={3} maxLength={300} />
        ) : (
          <input
            {...props}
            maxLength={name === 'nickName' ? 30 : 500}
            required={name === 'nickName'}
            minLength={name === 'nickName' ? 2 : undefined}
          />
        )}
      </>
    );
  };
  return (
    <>
      <form className="pc-card pc-form" onSubmit={submit} data-testid="profile-form">
        <img
          className="pc-avatar"
          src={fields.avatar}
          alt={t('profile.avatarAlt', { name: fields.nickName })}
          width={64}
          height={64}
        />
        {field('nickName')}
        {field('avatar')}
        {field('notice', true)}
        {field('schedule', true)}
        {phase === 'saved' && (
          <p role="status" className="pc-note">
            {t('profile.saved')}
          </p>
        )}
        {phase === 'failed' && (
          <p role="alert" className="pc-alert">
            {t('profile.failed')}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={phase === 'saving'}>
          {phase === 'saving' ? t('profile.saving') : t('profile.save')}
        </button>
      </form>
      <PublicProfileCard key={version} presenterId={profile.presenterId} />
    </>
  );
}
