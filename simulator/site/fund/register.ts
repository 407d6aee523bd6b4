import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../../core/context';
import { registerFundControl } from './fund-control';
import { registerFundRoutes } from './fund-routes';

/** The cashier: deposits, withdrawals, transactions, game wallets. docs/wallet-api.md. */
export function registerFund(app: FastifyInstance, ctx: SimContext): void {
  registerFundRoutes(app, ctx);
  registerFundControl(app, ctx);
}
