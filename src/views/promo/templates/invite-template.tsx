import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DetailOf } from '../../../api/site/promo-api';
import { useMoney } from '../../common/use-money';

/** A promotion that sends the member to the invite page (/invite). */
export function InviteTemplate({ detail }: { detail: DetailOf<'invite'> }) {
  const { t } = useTranslation('promo');
  const money = useMoney(detail.content.currency);
  return (
    <section className="promo-body card" aria-labelledby="invite-head">
      <h2 id="invite-head">{t('invite.heading')}</h2>
      <ol className="invite-steps">
        <li>{t('invite.step1')}</li>
        <li>{t('invite.step2')}</li>
        <li>
          {t('invite.step3', { amount: money(detail.content.rewardPerFriend), friends: detail.content.friendsNeeded })}
        </li>
      </ol>
      {detail.content.link && (
        <div className="promo-actions">
          <Link className="btn btn-primary" to={detail.content.link} data-testid="invite-link">
            {t('invite.go')}
          </Link>
        </div>
      )}
    </section>
  );
}
