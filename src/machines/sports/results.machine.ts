import { fromPromise } from 'xstate';
import { matchResultPage, type MatchResult } from '../../api/provider/result-api';
import type { ProviderClient } from '../../api/provider-client';
import { createPagedListMachine, type ListPage, type PageInput } from '../personal/paged-list.machine';

/** What the results page asks for: one sport over one time window (epoch ms, inclusive). */
export interface ResultsQuery {
  sportId: number;
  beginTime: number;
  endTime: number;
  /** Which window the user picked ('today', 'yesterday', 'last7Days' or a 'YYYY-MM-DD' day), for the controls. */
  choice: string;
}

export type ResultsPageInput = PageInput<ResultsQuery>;

export const RESULTS_PAGE_SIZE = 20;

/**
 * Results by date and sport, paged with "load more": the app's one paged-list chart
 * (paged-list.machine.ts), so a page failing after the first keeps the rows already shown
 * (`moreFailed`), a new query while a page is in flight abandons it (a late answer for the old date
 * never lands in the new list), and a result that moved pages between two calls is listed once.
 */
export const resultsMachine = createPagedListMachine<ResultsQuery, MatchResult>();

/** The provider's matchResultPage as the chart's pages (its `pageTotal`, when given, says whether another follows). */
export function loadResultsPage(provider: ProviderClient) {
  return fromPromise(
    async ({ input, signal }: { input: ResultsPageInput; signal: AbortSignal }): Promise<ListPage<MatchResult>> => {
      const { query, current } = input;
      const page = await matchResultPage(
        provider,
        {
          sportId: query.sportId,
          beginTime: query.beginTime,
          endTime: query.endTime,
          current,
          size: RESULTS_PAGE_SIZE,
        },
        signal,
      );
      return {
        records: page.records,
        current: page.current,
        size: page.size,
        total: page.total,
        pageTotal: page.pageTotal,
      };
    },
  );
}
