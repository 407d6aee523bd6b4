import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DetailOf } from '../../../api/site/promo-api';
import { useServices } from '../../app-services';
import { HistorySkeleton } from '../../personal/history-states';
import { TransactionsList } from '../../personal/wallet/transactions-list';
import { LoginToJoin } from '../claim-parts';
import '../../../styles/personal.css';

/**
 * `/transaction`: the member's own wallet lines, the personal center's list itself (one list, one
 * machine: transactions-list.tsx), with the way to the full wallet the server names. Loaded with this
 * page only (promo-page.tsx), so the other promotion pages do not carry the personal center's code.
 */
export default function TransactionsTemplate({ detail }: { detail: DetailOf<'transactions'> }) {
  const { t } = useTranslation('promo');
  return (
    <section className="promo-body card" aria-labelledby="tx-head" data-testid="promo-transactions">
      <h2 id="tx-head">{t('transactions.heading')}</h2>
      {!detail.loggedIn ? (
        <LoginToJoin text={t('transactions.login')} />
      ) : (
        <>
          <Suspense fallback={<HistorySkeleton label={t('transactions.loading')} rows={3} />}>
            <Records />
          </Suspense>
          {detail.content.link && (
            <div className="promo-actions">
              <Link className="btn" to={detail.content.link}>
                {t('transactions.wallet')}
              </Link>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function Records() {
  const { fund } = use(useServices().history());
  return <TransactionsList fund={fund} />;
}
