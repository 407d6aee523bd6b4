import { useTranslation } from 'react-i18next';
import { AVATAR_IDS } from '../../config/constants';
import { initialsOf } from '../../lib/format/initials';
import { Avatar } from '../common/avatar';
import { useMoney } from '../common/use-money';
import { VipBadge } from '../common/vip-badge';
import { useBalance, useSessionUser } from '../use-session';
import '../../styles/member-summary.css';

const isAvatarId = (id: number | undefined): id is number => AVATAR_IDS.includes(id as (typeof AVATAR_IDS)[number]);

/**
 * Whose account this is, above every tab of the personal center: the avatar, the nickname (and the
 * user name when it differs), the VIP level and the balance. Everything is what the session already
 * holds (member/get's profile, the member wallet's balance, refreshed after anything that moves
 * money), so the block costs no request and changes as soon as the session does.
 */
export function MemberSummary() {
  const { t, i18n } = useTranslation('personal');
  const user = useSessionUser();
  const balance = useBalance();
  const money = useMoney();
  if (!user) {
    return (
      <section className="card member-summary" aria-label={t('summary.label')} aria-busy="true">
        <span className="member-summary-avatar skeleton" />
        <p className="member-summary-loading">{t('summary.loading')}</p>
      </section>
    );
  }
  const name = user.nickName?.trim() || user.userName;
  const level = user.vipLevel ?? 0;
  const avatarLabel = t('summary.avatarOf', { name });
  return (
    <section className="card member-summary" aria-label={t('summary.label')} data-testid="member-summary">
      {isAvatarId(user.avatar) ? (
        <Avatar id={user.avatar} size={56} label={avatarLabel} />
      ) : (
        // No avatar (or one the app does not have): the name's initial, never a broken picture.
        <span className="member-summary-avatar member-summary-initial" role="img" aria-label={avatarLabel}>
          {initialsOf(name, 1, i18n.language) || '?'}
        </span>
      )}
      <div className="member-summary-who">
        <p className="member-summary-name" data-testid="member-summary-name">
          {name}
        </p>
        {name !== user.userName && <p className="member-summary-user">{user.userName}</p>}
      </div>
      <dl className="member-summary-facts">
        <div>
          <dt>{t('summary.vipLevel')}</dt>
          <dd className="member-summary-vip">
            {/* The badge is the picture of the words beside it: said once, by the words. */}
            <span aria-hidden="true">
              <VipBadge level={level} label={t('summary.vip', { level })} />
            </span>
            <span data-testid="member-summary-vip">{t('summary.vip', { level })}</span>
          </dd>
        </div>
        <div>
          <dt>{t('summary.balance')}</dt>
          <dd className="member-summary-balance tabular" data-testid="member-summary-balance">
            {balance === null ? '–' : money(balance)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
