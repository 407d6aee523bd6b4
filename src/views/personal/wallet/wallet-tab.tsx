import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app-services';
import { useSessionUser } from '../../use-session';
import { Choice, HistorySkeleton } from '../history-states';
import { useChoiceParam } from '../use-choice-param';
import { BalanceCard } from './balance-card';
import { DepositForm } from './deposit-form';
import { TransactionsList } from './transactions-list';
import { WithdrawForm } from './withdraw-form';

const SECTIONS = ['deposit', 'withdraw', 'transactions'] as const;

/**
 * The wallet (`/personal/wallet`): the balance and game wallets, then deposit, withdraw or the
 * transaction list (`?section=`). The forms wait for the profile: a pending order is stored per
 * user and resumed from there after a reload.
 */
export function WalletTab() {
  const { t } = useTranslation('personal');
  const { fund } = use(useServices().history());
  const userName = useSessionUser()?.userName ?? null;
  const [section, setSection] = useChoiceParam('section', SECTIONS);
  return (
    <div className="wallet" data-testid="wallet-tab" data-section={section}>
      <BalanceCard fund={fund} />
      <Choice
        label={t('wallet.sections')}
        options={SECTIONS}
        value={section}
        onChange={setSection}
        text={(s) => t(`wallet.section.${s}`)}
      />
      {userName === null ? (
        <HistorySkeleton label={t('wallet.deposit.loading')} rows={1} />
      ) : section === 'deposit' ? (
        <DepositForm key={userName} fund={fund} userName={userName} />
      ) : section === 'withdraw' ? (
        <WithdrawForm key={userName} fund={fund} userName={userName} />
      ) : (
        <TransactionsList fund={fund} />
      )}
    </div>
  );
}
