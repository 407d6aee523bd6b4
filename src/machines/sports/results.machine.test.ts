import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { MatchResult, MatchResultPage } from '../../api/provider/result-api';
import type { ListPage } from '../personal/paged-list.machine';
import { resultsMachine, type ResultsPageInput as PageInput, type ResultsQuery } from './results.machine';

const query = (choice = 'today', sportId = 1): ResultsQuery => ({ sportId, beginTime: 0, endTime: 1, choice });
const result = (id: number): MatchResult => ({
  id,
  sid: 1,
  bt: id,
  lg: { id: 1, na: 'L' },
  ts: [{ na: 'A' }, { na: 'B' }],
  nsg: [],
});
const pageOf = (current: number, ids: number[], pageTotal: number, total = ids.length): MatchResultPage => ({
  current,
  size: 2,
  total,
  pageTotal,
  records: ids.map(result),
});

function start(load: (input: PageInput) => Promise<MatchResultPage>, q = query()) {
  const actor = createActor(
    resultsMachine.provide({
      actors: { loadPage: fromPromise<ListPage<MatchResult>, PageInput>(({ input }) => load(input)) },
    }),
    { input: { query: q } },
  );
  return actor.start();
}

describe('results machine', () => {
  it('loads the first page, then more pages until the last', async () => {
    const calls: PageInput[] = [];
    const actor = start(async (input) => {
      calls.push(input);
      return input.current === 1 ? pageOf(1, [1, 2], 2, 3) : pageOf(2, [3], 2, 3);
    });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.records.map((r) => r.id)).toEqual([1, 2]);
    actor.send({ type: 'LOAD_MORE' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.current === 2);
    expect(actor.getSnapshot().context.records.map((r) => r.id)).toEqual([1, 2, 3]);
    actor.send({ type: 'LOAD_MORE' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls.map((c) => c.current)).toEqual([1, 2]);
  });

  it('tells empty from ready and fails with a retry', async () => {
    let calls = 0;
    const actor = start(async () => {
      calls += 1;
      if (calls === 1) throw new Error('timeout');
      return pageOf(1, [], 0);
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error?.message).toBe('timeout');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('empty'));
  });

  it('keeps the rows shown when a later page fails, and retries that page', async () => {
    let failNext = true;
    const actor = start(async (input) => {
      if (input.current === 2 && failNext) {
        failNext = false;
        throw new Error('network');
      }
      return input.current === 1 ? pageOf(1, [1, 2], 2, 4) : pageOf(2, [2, 3], 2, 4);
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'LOAD_MORE' });
    await waitFor(actor, (s) => s.matches('moreFailed'));
    expect(actor.getSnapshot().context.records).toHaveLength(2);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.current === 2);
    // Id 2 moved to page 2 between the calls: listed once.
    expect(actor.getSnapshot().context.records.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('drops an answer for a query the user already left', async () => {
    const pending: Record<string, (page: MatchResultPage) => void> = {};
    const actor = start((input) => new Promise((resolve) => (pending[input.query.choice] = resolve)));
    actor.send({ type: 'QUERY', query: query('yesterday') });
    pending['today']!(pageOf(1, [9], 1));
    pending['yesterday']!(pageOf(1, [5], 1));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.query.choice).toBe('yesterday');
    expect(actor.getSnapshot().context.records.map((r) => r.id)).toEqual([5]);
  });
});
