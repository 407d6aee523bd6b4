import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_IDS } from '../../../config/constants';
import { maskPhone } from '../../../lib/rules/masking';
import { useServices } from '../../app-services';
import { Avatar } from '../../common/avatar';
import { useSessionUser } from '../../use-session';
import { IdentityCodeCard } from './identity-code-card';

/**
 * The profile: avatar (one of ten, saved on the server and kept by the session, so the header and
 * the personal center's member summary show it at once and after a reload), the masked phone and
 * the identity code for customer service. Name and VIP level head every tab (member-summary.tsx).
 */
export default function ProfileTab() {
  const { t } = useTranslation('account');
  const user = useSessionUser();
  const { api, session } = useServices();
  const [saving, setSaving] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  if (!user) return <p className="card empty">{t('profile.loading')}</p>;

  const choose = (avatar: number) => {
    if (saving !== null || avatar === user.avatar) return;
    setSaving(avatar);
    setFailed(false);
    api.member
      .updateProfile({ avatar })
      .then((updated) => session.send({ type: 'USER_UPDATED', user: updated }))
      .catch(() => setFailed(true))
      .finally(() => setSaving(null));
  };

  const phone = user.mobile ? `+${user.mobileArea ?? ''} ${maskPhone(user.mobile)}` : t('profile.noPhone');
  return (
    <div className="account-stack">
      <section className="card account-card" aria-labelledby="avatar-title">
        <h3 id="avatar-title">{t('profile.chooseAvatar')}</h3>
        <div className="avatar-choices" role="group" aria-labelledby="avatar-title" aria-busy={saving !== null}>
          {AVATAR_IDS.map((id) => (
            <button
              key={id}
              type="button"
              className={`avatar-choice ${id === user.avatar ? 'is-active' : ''}`}
              aria-pressed={id === user.avatar}
              disabled={saving !== null}
              onClick={() => choose(id)}
            >
              <Avatar id={id} size={40} label={t('profile.avatarN', { n: id })} />
            </button>
          ))}
        </div>
        {failed && (
          <p className="field-error" role="alert">
            {t('profile.saveFailed')}
          </p>
        )}
      </section>
      <section className="card account-card" aria-labelledby="details-title">
        <h3 id="details-title">{t('profile.details')}</h3>
        <dl className="account-details">
          <dt>{t('profile.userName')}</dt>
          <dd>{user.userName}</dd>
          <dt>{t('profile.currency')}</dt>
          <dd>{user.regCurrency ?? '–'}</dd>
          <dt>{t('profile.phone')}</dt>
          <dd data-testid="profile-phone">{phone}</dd>
          <dt>{t('profile.inviteCode')}</dt>
          <dd>{user.inviteCode ?? '–'}</dd>
        </dl>
      </section>
      <IdentityCodeCard />
    </div>
  );
}
