import { fromPromise } from 'xstate';
import type { FundApi, Transaction } from '../../api/site/fund-api';
import { createPagedListMachine, type ListPage, type PageInput } from '../personal/paged-list.machine';
import { HISTORY_PAGE_SIZE, type TimedQuery } from '../personal/history-lists';

/** The wallet's transaction list: a paged list (paged-list.machine.ts) over a day window. */
export const transactionsMachine = createPagedListMachine<TimedQuery, Transaction>();

export function loadTransactionsPage(api: Pick<FundApi, 'transactions'>) {
  return fromPromise(
    async ({
      input,
      signal,
    }: {
      input: PageInput<TimedQuery>;
      signal: AbortSignal;
    }): Promise<ListPage<Transaction>> => {
      const { query, current } = input;
      const page = await api.transactions(
        { startTime: query.startTime, endTime: query.endTime, pageNum: current, pageSize: HISTORY_PAGE_SIZE },
        signal,
      );
      return { records: page.records, current, size: HISTORY_PAGE_SIZE, total: page.total };
    },
  );
}
