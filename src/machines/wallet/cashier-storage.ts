import * as v from 'valibot';
import type { AppStorage } from '../../lib/platform/storage';
import type { StoredCashierOrder } from './cashier-order.machine';

/**
 * Deposit and withdraw orders not yet settled, per user and kind, in local storage: a reload in
 * the middle of an order resumes it with the same client order id (cashier-order.machine.ts). A
 * stored value that does not read as an order is ignored.
 */

const Stored = v.object({
  request: v.variant('kind', [
    v.object({ kind: v.literal('deposit'), channelId: v.picklist(['bank', 'ewallet', 'usdt']), amount: v.string() }),
    v.object({ kind: v.literal('withdraw'), cardId: v.number(), amount: v.string() }),
  ]),
  clientOrderId: v.pipe(v.string(), v.minLength(1)),
  orderId: v.nullable(v.string()),
});

export type CashierKind = 'deposit' | 'withdraw';

const keyOf = (userName: string, kind: CashierKind) => `${userName.toLowerCase()}|${kind}`;

function readAll(storage: AppStorage): Record<string, unknown> {
  const raw = storage.get('pendingCashier');
  return raw && typeof raw === 'object' && !Array.isArray(raw) ? { ...(raw as Record<string, unknown>) } : {};
}

export function readCashierOrder(storage: AppStorage, userName: string, kind: CashierKind): StoredCashierOrder | null {
  const parsed = v.safeParse(Stored, readAll(storage)[keyOf(userName, kind)]);
  return parsed.success && parsed.output.request.kind === kind ? parsed.output : null;
}

export function writeCashierOrder(
  storage: AppStorage,
  userName: string,
  kind: CashierKind,
  order: StoredCashierOrder | null,
): void {
  const all = readAll(storage);
  if (order) all[keyOf(userName, kind)] = order;
  else delete all[keyOf(userName, kind)];
  storage.set('pendingCashier', Object.keys(all).length > 0 ? all : null);
}
