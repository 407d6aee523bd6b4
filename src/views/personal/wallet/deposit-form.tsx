import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Channel, ChannelId, FundApi } from '../../../api/site/fund-api';
import { amountReason } from '../../../lib/rules/amount-rule';
import { LoadFailed } from '../../common/load-failed';
import { useResource } from '../../use-resource';
import { HistorySkeleton } from '../history-states';
import { useMoney } from '../../common/use-money';
import { AmountField, reasonKey } from './amount-field';
import { CashierProgress } from './cashier-progress';
import { useCashierForm } from './use-cashier-form';
import { useNumber } from '../../common/use-number';

/**
 * Deposit: a channel (bank transfer, e-wallet, USDT), an amount within its limits and decimal rule,
 * then the order with what to pay where until the cashier credits it. The form checks the rule
 * before sending; the cashier checks it again and its refusal shows in the same place.
 */
export function DepositForm({ fund, userName }: { fund: FundApi; userName: string }) {
  const { t } = useTranslation('personal');
  const channels = useResource(() => fund.channels(), { isEmpty: (list) => list.length === 0 });
  if (channels.status === 'loading' || channels.status === 'loaded')
    return <HistorySkeleton label={t('wallet.deposit.loading')} rows={1} />;
  if (channels.status === 'failed') return <LoadFailed what={t('wallet.deposit.what')} onRetry={channels.retry} />;
  if (channels.status === 'empty' || !channels.data) return <p className="empty card">{t('wallet.deposit.none')}</p>;
  return <DepositOrderForm fund={fund} userName={userName} channels={channels.data} />;
}

function DepositOrderForm({ fund, userName, channels }: { fund: FundApi; userName: string; channels: Channel[] }) {
  const { t } = useTranslation('personal');
  const money = useMoney();
  const { amount: limit } = useNumber();
  const form = useCashierForm('deposit', fund, userName);
  const { amount, resumed } = form;
  // `?channel=usdt` (a payment guide's link, docs/promo-api.md) picks the channel when the cashier offers it.
  const [params] = useSearchParams();
  const asked = channels.find((c) => c.id === params.get('channel'))?.id;
  const [channelId, setChannelId] = useState<ChannelId>(resumed?.channelId ?? asked ?? channels[0]!.id);
  const channel = channels.find((c) => c.id === channelId) ?? channels[0]!;
  const reason = amountReason(amount, channel);
  const shown = form.shown(reason);
  const problem = shown
    ? t(reasonKey(shown, channel.decimals), {
        min: limit(channel.min),
        max: limit(channel.max),
        decimals: channel.decimals,
      })
    : null;

  if (form.progress) {
    const sent = channels.find((c) => c.id === (resumed?.channelId ?? channelId));
    return (
      <CashierProgress
        phase={form.progress}
        context={form.snapshot.context}
        channel={sent}
        onRetry={form.retry}
        onNew={form.startNew}
      />
    );
  }

  return (
    <form
      className="card cashier-form"
      data-testid="deposit-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        form.submit(reason, { kind: 'deposit', channelId: channel.id, amount: amount.trim() });
      }}
    >
      <fieldset className="cashier-channels">
        <legend>{t('wallet.deposit.channel')}</legend>
        {channels.map((c) => (
          <label key={c.id} className={`cashier-channel ${c.id === channel.id ? 'is-active' : ''}`}>
            <input
              type="radio"
              name="deposit-channel"
              value={c.id}
              checked={c.id === channel.id}
              onChange={() => setChannelId(c.id)}
            />
            <span>{t(`wallet.channel.${c.id}`)}</span>
          </label>
        ))}
      </fieldset>
      <AmountFieldFor channel={channel} amount={amount} onChange={form.setAmount} problem={problem} />
      {channel.rate !== 1 && reason === null && (
        <p className="cashier-credit">
          {t('wallet.deposit.credit', { amount: money(Math.round(Number(amount) * channel.rate * 100) / 100) })}
        </p>
      )}
      <button type="submit" className="btn btn-primary">
        {t('wallet.deposit.submit')}
      </button>
    </form>
  );
}

function AmountFieldFor({
  channel,
  amount,
  onChange,
  problem,
}: {
  channel: Channel;
  amount: string;
  onChange: (v: string) => void;
  problem: string | null;
}) {
  const { t } = useTranslation('personal');
  const { amount: limit } = useNumber();
  const hint = t('wallet.limits', { min: limit(channel.min), max: limit(channel.max), currency: channel.currency });
  return (
    <AmountField
      label={t('wallet.deposit.amount', { currency: channel.currency })}
      value={amount}
      onChange={onChange}
      hint={hint}
      problem={problem}
    />
  );
}
