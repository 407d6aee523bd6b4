import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FundApi } from '../../../api/site/fund-api';
import { fundRefusalOf } from '../../../api/site/fund-errors';
import { useServices } from '../../app-services';
import { useResource } from '../../use-resource';
import { useBalance } from '../../use-session';
import { useMoney } from '../../common/use-money';

/**
 * The balance (memberWallet, thousands separator) with a refresh, and the game wallets with
 * Collect, which moves what games hold into the main wallet. The balance changes only when the
 * server says so: it is read again after a collect.
 */
export function BalanceCard({ fund }: { fund: FundApi }) {
  const { t } = useTranslation(['personal', 'errors']);
  const { session } = useServices();
  const money = useMoney();
  const balance = useBalance();
  const wallets = useResource(() => fund.gameWallets());
  const [collect, setCollect] = useState<{ phase: 'idle' | 'busy' | 'done' | 'failed'; text: string }>({
    phase: 'idle',
    text: '',
  });
  const held = (wallets.data ?? []).reduce((sum, w) => sum + w.balance, 0);

  const onCollect = async () => {
    if (collect.phase === 'busy') return;
    setCollect({ phase: 'busy', text: '' });
    try {
      const result = await fund.collect();
      setCollect({ phase: 'done', text: t('wallet.collected', { amount: money(result.collected) }) });
    } catch (error) {
      const refusal = fundRefusalOf(error);
      setCollect({ phase: 'failed', text: refusal ? t(`wallet.reason.${refusal}`) : t('wallet.collectFailed') });
    }
    session.send({ type: 'REFRESH_BALANCE' });
    wallets.retry();
  };

  return (
    <section className="card wallet-balance" aria-labelledby="wallet-balance-title" data-testid="wallet-balance">
      <h3 id="wallet-balance-title" className="wallet-balance-title">
        {t('wallet.balance')}
      </h3>
      <p className="wallet-balance-value" data-testid="wallet-balance-value">
        {balance === null ? '–' : money(balance)}
      </p>
      <button type="button" className="btn" onClick={() => session.send({ type: 'REFRESH_BALANCE' })}>
        {t('wallet.refresh')}
      </button>
      {wallets.status === 'ready' && wallets.data && wallets.data.length > 0 && (
        <div className="wallet-games">
          <ul className="wallet-games-list" aria-label={t('wallet.games')}>
            {wallets.data.map((w) => (
              <li key={w.code}>
                <span>{t(`wallet.game.${w.code}`, { defaultValue: w.code })}</span> <span>{money(w.balance)}</span>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn btn-primary"
            disabled={held <= 0 || collect.phase === 'busy'}
            aria-busy={collect.phase === 'busy'}
            onClick={() => void onCollect()}
          >
            {t('wallet.collect', { amount: money(held) })}
          </button>
        </div>
      )}
      {collect.text && (
        <p className={collect.phase === 'failed' ? 'field-error' : 'wallet-note'} role="status">
          {collect.text}
        </p>
      )}
    </section>
  );
}
