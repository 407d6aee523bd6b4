import fc from 'fast-check';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSimulator, type Simulator } from '../../simulator/server';
import { CHAT_EVENTS, CHAT_NAMESPACE } from '../../src/api/live/chat-protocol';
import { PUSH_EVENTS, PUSH_NAMESPACE } from '../../src/api/push-protocol';

/**
 * Every route of a real simulator and every socket.io
 * event of /chat and /push, fed hostile input: prototype keys, deep nesting, broken JSON, near-limit
 * strings, fields of the wrong type, odd headers and cookies. No answer may be a 5xx, no handler may
 * throw out of the server, and the server answers afterwards. Bounded to fit in `npm test`.
 * The simulator runs with scopes honoured (so the scope header and cookie are read, as in tests);
 * the test-control routes themselves are left out: they exist only for tests and move the clock.
 */

const FIELDS = [
  'userName',
  'password',
  'oldPassword',
  'newPassword',
  'phone',
  'mobile',
  'countryCode',
  'smsCode',
  'captchaId',
  'captchaCode',
  'code',
  'roomId',
  'presenterId',
  'streamId',
  'id',
  'ids',
  'gameId',
  'lobbyId',
  'ticket',
  'amount',
  'orderId',
  'clientOrderId',
  'fbId',
  'fbIds',
  'matchIds',
  'page',
  'pageNum',
  'pageSize',
  'startTime',
  'endTime',
  'status',
  'title',
  'content',
  'text',
  'kind',
  'key',
  'nickName',
  'avatar',
  'coverId',
  'tagIds',
  'inviteCode',
  'referCode',
  'channelId',
  'cardId',
  'tierId',
  'languageType',
  'oddsChange',
  'vtobConfirm',
  'clientId',
  'action',
  'data',
];

const BIG = 'x'.repeat(900_000);
const DEEP_ARRAY = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;

/** Values of every type a handler might not expect where it wants a string or a number. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    '%',
    '%zz',
    '__proto__',
    'constructor',
    '../../etc/passwd',
    '<img src=x onerror=alert(1)>',
    '\u0000',
    '\ud800',
    'NaN',
    '-1',
    '1e308',
  ),
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 1e21, Number.MAX_SAFE_INTEGER + 2, -0),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.string(), fc.integer()), { maxKeys: 3 }),
  fc.constant({ toString: 1, valueOf: 'x', length: -1 }),
);

const hostileBody: fc.Arbitrary<string> = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 8 }).map((o) => JSON.stringify(o)),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '{"userName":',
    'null',
    '[]',
    '"x"',
    '1',
    '',
  ),
  fc.constantFrom(DEEP_ARRAY, DEEP_OBJECT, JSON.stringify({ userName: BIG }), JSON.stringify({ text: BIG })),
);

const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    authorization: fc.oneof(
      fc.constant(`Bearer ${'a'.repeat(8_000)}`),
      fc.string({ maxLength: 30 }),
      fc.constant('Bearer '),
    ),
    cookie: fc.constantFrom('sim-scope=%', 'sim-scope=%E0%A4%A', '=; ;;sim-scope', `sim-scope=${'%41'.repeat(2_000)}`),
    'x-sim-scope': fc.constantFrom('other', 'x'.repeat(5_000)),
    language: fc.constantFrom('__proto__', 'xx', 'en', 'constructor'),
    'content-type': fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
    ),
  },
  { requiredKeys: [] },
);

const hostileQuery = fc.dictionary(
  fc.constantFrom(...FIELDS, '__proto__', 'constructor'),
  fc.string({ maxLength: 20 }),
  { maxKeys: 4 },
);

const hostileParam = fc.oneof(
  fc.constantFrom(
    '%',
    '%25',
    '..',
    '-1',
    '0',
    '99999999999999999999',
    'NaN',
    '__proto__',
    'constructor',
    'x'.repeat(3_000),
  ),
  fc.string({ minLength: 1, maxLength: 12 }),
);

/** A route's URL with its `:params` (and a trailing wildcard) filled in. */
function fill(url: string, param: string): string {
  return url.replace(/:[A-Za-z_]+/g, () => encodeURIComponent(param)).replace(/\*$/, encodeURIComponent(param));
}

interface Attempt {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

describe('fuzzing the simulator', () => {
  let sim: Simulator;
  let token = '';
  const problems: string[] = [];
  // What the simulator's guards log (a handler that threw): each test's spy (restoreMocks resets them).
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      problems.push(
        args
          .map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a)))
          .join(' ')
          .slice(0, 400),
      );
    });
  });

  beforeAll(async () => {
    sim = await startSimulator({ control: true, port: 0, live: false, distDir: '/nonexistent' });
    // In a scope of its own: the route fuzz's failed logins used up the empty scope's sign-in budget (rate limits).
    const scope = { 'x-sim-scope': `fuzz-chat-${Date.now()}` };
    const login = await fetch(`${sim.url}/api/user/auth/account-login/v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...scope },
      body: JSON.stringify({ userName: 'demo', password: 'demo1234', vtobConfirm: '1' }),
    });
    token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  });
  afterAll(() => sim.close());

  const routes = () =>
    sim.routes.filter(
      (r) => ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].includes(r.method) && !r.url.startsWith('/sim/control'),
    );

  async function send(a: Attempt): Promise<string | undefined> {
    const withBody = a.method !== 'GET' && a.body !== undefined;
    try {
      const r = await fetch(`${sim.url}${a.url}`, {
        method: a.method,
        headers: a.headers,
        body: withBody ? a.body : undefined,
        signal: AbortSignal.timeout(3_000),
      });
      await r.arrayBuffer();
      return r.status >= 500
        ? `${a.method} ${a.url.slice(0, 120)} -> ${r.status} (body ${String(a.body).slice(0, 80)}, headers ${JSON.stringify(a.headers).slice(0, 120)})`
        : undefined;
    } catch (error) {
      // A stream that never ends (an FLV relay) is not a failure; a refused connection is.
      if (error instanceof Error && error.name === 'TimeoutError') return undefined;
      return `${a.method} ${a.url.slice(0, 120)} -> ${String(error)}`;
    }
  }

  it('answers every route with fixed hostile requests without a 5xx', { timeout: 120_000 }, async () => {
    const bodies = [
      '{"__proto__":{"polluted":1}}',
      '{"constructor":{"prototype":{"polluted":1}}}',
      DEEP_ARRAY,
      DEEP_OBJECT,
      '{"userName":',
    ];
    const typed = JSON.stringify(Object.assign({}, ...FIELDS.map((f) => ({ [f]: { nested: [1] } }))));
    const query = `?${FIELDS.map((f) => `${f}=%25&${f}=x`).join('&')}&__proto__[x]=1`;
    const signedIn = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const hostile = {
      'content-type': 'application/json',
      authorization: `Bearer ${'a'.repeat(8_000)}`,
      cookie: 'sim-scope=%',
    };
    const failures: string[] = [];
    expect(routes().length).toBeGreaterThan(50);
    for (const [i, route] of routes().entries()) {
      const url = fill(route.url, '1');
      // A near-limit string in one field a route may read (each route gets another).
      const big = JSON.stringify({ [FIELDS[i % FIELDS.length]!]: BIG });
      // A GET carries no body: its hostile input is the query and the headers.
      const attempts: Attempt[] =
        route.method === 'GET'
          ? [
              { method: 'GET', url: `${url}${query}`, headers: signedIn },
              { method: 'GET', url: fill(route.url, '%'), headers: hostile },
            ]
          : [...bodies, typed, big]
              .map((body) => ({ method: route.method, url, headers: signedIn, body }))
              .concat({ method: route.method, url, headers: hostile, body: typed });
      for (const attempt of attempts) {
        const failure = await send(attempt);
        if (failure) failures.push(failure);
      }
    }
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers arbitrary hostile requests without a 5xx', { timeout: 60_000 }, async () => {
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        hostileParam,
        hostileQuery,
        hostileHeaders,
        hostileBody,
        fc.boolean(),
        async (pick, param, query, headers, body, signedIn) => {
          const list = routes();
          const route = list[pick % list.length]!;
          const qs = new URLSearchParams(query).toString();
          const url = `${fill(route.url, param)}${qs ? `?${qs}` : ''}`;
          const failure = await send({
            method: route.method,
            url,
            headers: signedIn ? { ...headers, authorization: `Bearer ${token}` } : headers,
            body,
          });
          if (failure) failures.push(failure);
          return failure === undefined;
        },
      ),
      { numRuns: 500, interruptAfterTimeLimit: 8_000, seed: 20261127 },
    );
    expect(failures).toEqual([]);
  });

  it('keeps serving after hostile socket.io events on /push and /chat', { timeout: 60_000 }, async () => {
    const open = (namespace: string, auth: Record<string, unknown>) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = io(`${sim.url}${namespace}`, {
          auth,
          transports: ['websocket'],
          reconnection: false,
          extraHeaders: { cookie: 'sim-scope=%' },
        });
        socket.on('connect', () => resolve(socket));
        socket.on('connect_error', reject);
      });
    // The route fuzz may have logged the demo user out: a fresh login for the chat.
    // In a scope of its own: the route fuzz's failed logins used up the empty scope's sign-in budget (rate limits).
    const scope = { 'x-sim-scope': `fuzz-chat-${Date.now()}` };
    const login = await fetch(`${sim.url}/api/user/auth/account-login/v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...scope },
      body: JSON.stringify({ userName: 'anchor', password: 'anchor1234', vtobConfirm: '1' }),
    });
    const fresh = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const headers = { authorization: `Bearer ${fresh}`, language: 'en', ...scope };
    const userSig = (
      (await (await fetch(`${sim.url}/api/live/chatroom/getSig/anchor`, { headers })).json()) as {
        data: { userSig: string };
      }
    ).data.userSig;
    const auth: Record<string, Record<string, unknown>> = {
      [PUSH_NAMESPACE]: {},
      [CHAT_NAMESPACE]: { token: fresh, userSig },
    };
    // A payload over socket.io's buffer limit closes its socket (as it should): the next event opens a new one.
    const sockets = new Map<string, Socket>();
    const socketOf = async (namespace: string) => {
      const known = sockets.get(namespace);
      if (known?.connected) return known;
      known?.disconnect();
      const socket = await open(namespace, auth[namespace]!);
      sockets.set(namespace, socket);
      return socket;
    };
    const events: Array<[string, string]> = [
      ...Object.values(PUSH_EVENTS).map((e) => [PUSH_NAMESPACE, e] as [string, string]),
      ...Object.values(CHAT_EVENTS).map((e) => [CHAT_NAMESPACE, e] as [string, string]),
      [PUSH_NAMESPACE, 'no-such-event'],
      [CHAT_NAMESPACE, '__proto__'],
    ];
    const deep = JSON.parse(`${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`) as unknown;
    const payload = fc.oneof(
      hostileValue,
      fc.dictionary(fc.constantFrom(...FIELDS, 'matchIds', 'clientId', 'kind'), hostileValue, { maxKeys: 6 }),
      fc.constantFrom({ roomId: BIG, text: BIG }, deep),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...events), payload, fc.boolean(), async ([namespace, event], data, withAck) => {
        const socket = await socketOf(namespace);
        if (withAck)
          await socket
            .timeout(200)
            .emitWithAck(event, data)
            .catch(() => undefined);
        else socket.emit(event, data);
        return true;
      }),
      { numRuns: 200, interruptAfterTimeLimit: 5_000, seed: 20261127 },
    );
    expect((await fetch(`${sim.url}/api/user/countrycode/list`)).status).toBe(200);
    // Both namespaces still take a new socket and answer it.
    const push = await socketOf(PUSH_NAMESPACE);
    const ack = (await push.timeout(2_000).emitWithAck(PUSH_EVENTS.subscribe, { matchIds: [] })) as unknown;
    expect(ack).toBeTypeOf('object');
    expect((await socketOf(CHAT_NAMESPACE)).connected).toBe(true);
    sockets.forEach((s) => s.disconnect());
  });

  it('logged no handler failure and still answers', async () => {
    expect(problems).toEqual([]);
    expect((await fetch(`${sim.url}/api/user/countrycode/list`)).status).toBe(200);
  });
});
