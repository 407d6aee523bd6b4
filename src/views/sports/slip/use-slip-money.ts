import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/number-format';
import { useSessionUser } from '../../use-session';

/** Money in the user's registration currency and the page's language (docs/product.md, "Constants"). */
export function useSlipMoney(): { currency: string; money: (value: number) => string } {
  const { i18n } = useTranslation();
  const currency = useSessionUser()?.regCurrency ?? 'VND';
  return { currency, money: (value: number) => formatMoney(value, currency, i18n.language) };
}
