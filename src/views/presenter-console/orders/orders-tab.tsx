import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../super-admin/load-state';
import '../../super-admin/staff.css';
import { useServices } from '../../app-services';
import { useResource } from '../../use-resource';
import { useDateTime } from '../../common/use-date-time';
import { useNumber } from '../../common/use-number';

/**
 * The presenter console's orders tab: push orders (push/order/list2: the presenter's
 * announced upcoming streams, with who reserved a reminder) and follow orders (follow/order/list
 * with presenterId: who follows).
 */
export interface OrdersTabProps {
  /** The signed-in presenter's id (getInfo2 / stream presenterId). */
  presenterId: string;
}

export default function OrdersTab({ presenterId }: OrdersTabProps) {
  const { t } = useTranslation('moderation');
  const when = useDateTime('full', 'device');
  const { number } = useNumber();
  const { staff } = useServices();
  const pushId = useId();
  const followId = useId();
  const announced = useResource(async () => (await staff()).income.announced(presenterId), { key: presenterId });
  const followers = useResource(async () => (await staff()).income.followers(presenterId), { key: presenterId });
  return (
    <div className="staff-tab staff-columns">
      <section className="staff-section" aria-labelledby={pushId}>
        <h2 id={pushId}>{t('orders.pushTitle')}</h2>
        <LoadState load={announced} ns="moderation" empty={(list) => list.length === 0}>
          {(list) => (
            <ul className="staff-list" aria-label={t('orders.pushTitle')}>
              {list.map((s) => (
                <li key={s.streamId}>
                  <span>
                    <strong>{s.title || `#${s.streamId}`}</strong> · {when(s.startTime)}
                  </span>
                  <span>
                    {t('orders.reserved', { count: s.reserveCount })}
                    {s.users.length ? ` (${s.users.join(', ')})` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </LoadState>
      </section>
      <section className="staff-section" aria-labelledby={followId}>
        <h2 id={followId}>{t('orders.followTitle')}</h2>
        <LoadState load={followers} ns="moderation" empty={() => false}>
          {(f) => (
            <>
              <p>{t('orders.followers', { count: f.total, n: number(f.total) })}</p>
              {f.list.length === 0 ? (
                <p className="staff-empty">{t('orders.noNewFollowers')}</p>
              ) : (
                <ul className="staff-list" aria-label={t('orders.followTitle')}>
                  {f.list.map((u) => (
                    <li key={u.userName}>
                      {u.nickName || u.userName} <span className="staff-muted">@{u.userName}</span>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </LoadState>
      </section>
    </div>
  );
}
