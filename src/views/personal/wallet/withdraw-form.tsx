import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FundApi, WithdrawInfo } from '../../../api/site/fund-api';
import { amountReason } from '../../../lib/rules/amount-rule';
import { maskCard } from '../../../lib/rules/masking';
import { LoadFailed } from '../../common/load-failed';
import { useServices } from '../../app-services';
import { useResource } from '../../use-resource';
import { HistorySkeleton } from '../history-states';
import { useMoney } from '../../common/use-money';
import { AmountField, reasonKey } from './amount-field';
import { CashierProgress } from './cashier-progress';
import { useCashierForm } from './use-cashier-form';
import { useNumber } from '../../common/use-number';

/** The card last withdrawn to (the stored "withdraw info", docs/product.md, "Wallet"), preselected next time. */
function storedCardId(value: Readonly<Record<string, unknown>> | null): number | null {
  return typeof value?.cardId === 'number' ? value.cardId : null;
}

/**
 * Withdraw to a bound card (shown by its last 4 digits): whole amounts within the order limits, the
 * balance and what is left of today's limit. The cashier holds the money when it takes the order,
 * so the balance drops at once and comes back if the payout fails.
 */
export function WithdrawForm({ fund, userName }: { fund: FundApi; userName: string }) {
  const { t } = useTranslation('personal');
  const info = useResource(() => fund.withdrawInfo());
  if (info.status === 'loading' || info.status === 'loaded')
    return <HistorySkeleton label={t('wallet.withdraw.loading')} rows={1} />;
  if (info.status === 'failed' || !info.data)
    return <LoadFailed what={t('wallet.withdraw.what')} onRetry={info.retry} />;
  if (info.data.cards.length === 0) return <p className="empty card">{t('wallet.withdraw.noCard')}</p>;
  return <WithdrawOrderForm fund={fund} userName={userName} info={info.data} reload={info.retry} />;
}

function WithdrawOrderForm({
  fund,
  userName,
  info,
  reload,
}: {
  fund: FundApi;
  userName: string;
  info: WithdrawInfo;
  reload: () => void;
}) {
  const { t } = useTranslation('personal');
  const money = useMoney();
  const { amount: limit } = useNumber();
  const { storage } = useServices();
  const form = useCashierForm('withdraw', fund, userName);
  const { amount, resumed } = form;
  const [cardId, setCardId] = useState(
    () => resumed?.cardId ?? storedCardId(storage.get('withdrawInfo')) ?? info.cards[0]!.id,
  );
  const card = info.cards.find((c) => c.id === cardId) ?? info.cards[0]!;
  const value = Number(amount);
  const reason =
    amountReason(amount, { decimals: 0, min: info.min, max: info.max }) ??
    (value > info.balance ? 'overBalance' : value > info.remainingToday ? 'overDailyLimit' : null);
  const shown = form.shown(reason);
  const params = { min: limit(info.min), max: limit(info.max), decimals: 0 };

  if (form.progress) {
    const sentCard = info.cards.find((c) => c.id === (resumed?.cardId ?? cardId));
    const startNew = () => {
      form.startNew();
      reload();
    };
    return (
      <CashierProgress
        phase={form.progress}
        context={form.snapshot.context}
        cardNo={sentCard?.cardNo}
        onRetry={form.retry}
        onNew={startNew}
      />
    );
  }

  return (
    <form
      className="card cashier-form"
      data-testid="withdraw-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (reason === null) storage.set('withdrawInfo', { cardId: card.id });
        form.submit(reason, { kind: 'withdraw', cardId: card.id, amount: amount.trim() });
      }}
    >
      <fieldset className="cashier-channels">
        <legend>{t('wallet.withdraw.card')}</legend>
        {info.cards.map((c) => (
          <label key={c.id} className={`cashier-channel ${c.id === card.id ? 'is-active' : ''}`}>
            <input
              type="radio"
              name="withdraw-card"
              value={c.id}
              checked={c.id === card.id}
              onChange={() => setCardId(c.id)}
            />
            <span>
              {c.bankName} <span className="cashier-mono">{maskCard(c.cardNo)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <AmountField
        label={t('wallet.withdraw.amount')}
        value={amount}
        onChange={form.setAmount}
        hint={t('wallet.withdraw.hint', { ...params, balance: money(info.balance), left: money(info.remainingToday) })}
        problem={shown ? t(reasonKey(shown, 0), params) : null}
      />
      <button type="submit" className="btn btn-primary">
        {t('wallet.withdraw.submit')}
      </button>
    </form>
  );
}
