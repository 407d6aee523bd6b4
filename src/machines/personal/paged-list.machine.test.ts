import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createPagedListMachine, type ListPage, type PageInput } from './paged-list.machine';

interface Row {
  id: string;
  label: string;
}
type Q = { tab: string };
const machine = createPagedListMachine<Q, Row>();
const row = (id: string, label = id): Row => ({ id, label });
const pageOf = (current: number, ids: string[], total: number, size = 2): ListPage<Row> => ({
  current,
  size,
  total,
  records: ids.map((id) => row(id)),
});

function start(load: (input: PageInput<Q>) => Promise<ListPage<Row>>, query: Q = { tab: 'a' }) {
  const calls: PageInput<Q>[] = [];
  const actor = createActor(
    machine.provide({
      actors: {
        loadPage: fromPromise(({ input }: { input: PageInput<Q> }) => {
          calls.push(input);
          return load(input);
        }),
      },
    }),
    { input: { query } },
  ).start();
  return { actor, calls };
}

const ids = (actor: { getSnapshot(): { context: { records: Row[] } } }) =>
  actor.getSnapshot().context.records.map((r) => r.id);

describe('paged list machine', () => {
  it('loads the first page, then more until the total, and lists a record that moved pages once', async () => {
    const { actor, calls } = start(async ({ current }) =>
      current === 1 ? pageOf(1, ['1', '2'], 4) : pageOf(2, ['2', '3'], 4),
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'LOAD_MORE' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.current === 2);
    expect(ids(actor)).toEqual(['1', '2', '3']);
    // 2 pages of 2 cover the total of 4: nothing more to ask for.
    actor.send({ type: 'LOAD_MORE' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls.map((c) => c.current)).toEqual([1, 2]);
  });

  it("follows the source's own page count where it gives one", async () => {
    // 5 records in pages of 2 would make 3 pages; the source says there are 2.
    const { actor, calls } = start(async ({ current }) => ({
      ...pageOf(current, [`${current}a`, `${current}b`], 5),
      pageTotal: 2,
    }));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'LOAD_MORE' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.current === 2);
    actor.send({ type: 'LOAD_MORE' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls.map((c) => c.current)).toEqual([1, 2]);
  });

  it('tells empty from ready, fails with a retry', async () => {
    let n = 0;
    const { actor } = start(async () => {
      n += 1;
      if (n === 1) throw new Error('timeout');
      return pageOf(1, [], 0);
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error?.message).toBe('timeout');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('empty'));
  });

  it('keeps the rows when a later page fails, and retries that page', async () => {
    let fail = true;
    const { actor } = start(async ({ current }) => {
      if (current === 2 && fail) {
        fail = false;
        throw new Error('network');
      }
      return current === 1 ? pageOf(1, ['1', '2'], 3) : pageOf(2, ['3'], 3);
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'LOAD_MORE' });
    await waitFor(actor, (s) => s.matches('moreFailed'));
    expect(ids(actor)).toEqual(['1', '2']);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.current === 2);
    expect(ids(actor)).toEqual(['1', '2', '3']);
  });

  it('a new query abandons the page in flight: a late answer for the old one never shows', async () => {
    const resolvers: Record<string, (page: ListPage<Row>) => void> = {};
    const { actor } = start(({ query }) => new Promise((resolve) => (resolvers[query.tab] = resolve)));
    actor.send({ type: 'QUERY', query: { tab: 'b' } });
    resolvers['a']!(pageOf(1, ['old'], 1));
    resolvers['b']!(pageOf(1, ['new'], 1));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(ids(actor)).toEqual(['new']);
    expect(actor.getSnapshot().context.query).toEqual({ tab: 'b' });
  });

  it('PATCH replaces one record in place; RELOAD keeps the rows until page 1 answers', async () => {
    let version = 1;
    let release: (() => void) | null = null;
    const { actor } = start(async () => {
      if (version === 2) await new Promise<void>((r) => (release = r));
      return { current: 1, size: 2, total: 2, records: [row('1', `v${version}`), row('2', `v${version}`)] };
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'PATCH', record: row('2', 'patched') });
    expect(actor.getSnapshot().context.records.map((r) => r.label)).toEqual(['v1', 'patched']);
    version = 2;
    actor.send({ type: 'RELOAD' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    expect(ids(actor)).toEqual(['1', '2']);
    await vi.waitFor(() => expect(release).not.toBeNull());
    release!();
    await waitFor(actor, (s) => s.matches('ready') && s.context.records[0]?.label === 'v2');
  });

  it('a failed refresh keeps the rows and says why', async () => {
    let n = 0;
    const { actor } = start(async () => {
      n += 1;
      if (n === 2) throw new Error('offline');
      return pageOf(1, ['1'], 1);
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'RELOAD' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(ids(actor)).toEqual(['1']);
  });
});
