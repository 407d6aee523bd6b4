import { describe, expect, it } from 'vitest';
import en from '../../locales/en/errors.json';
import { ApiError, type ApiErrorKind } from './api-error';
import { problemWords, toProblem } from './problem';

describe('toProblem', () => {
  it('keeps what an ApiError carries: kind, server code, status, path, data', () => {
    const p = toProblem(
      new ApiError('server', 'Lobby not found', { code: 1001, status: 200, path: '/games/lobby', data: { x: 1 } }),
    );
    expect(p).toEqual({
      code: 'server',
      wordsKey: 'errors:server',
      retryable: false,
      message: 'Lobby not found',
      serverCode: 1001,
      status: 200,
      path: '/games/lobby',
      data: { x: 1 },
    });
  });

  it('names the path of a malformed answer and lets it be retried', () => {
    const p = toProblem(new ApiError('malformed', 'bad page', { path: '/match/getList' }));
    expect(p).toMatchObject({
      code: 'malformed',
      wordsKey: 'errors:malformed',
      retryable: true,
      path: '/match/getList',
    });
  });

  it('reads anything else as a network problem with its message', () => {
    expect(toProblem(new Error('timeout'))).toMatchObject({
      code: 'network',
      wordsKey: 'errors:network',
      retryable: true,
      message: 'timeout',
    });
    expect(toProblem('boom')).toMatchObject({ code: 'network', message: 'boom' });
  });

  it('says a server refusal in its own words and anything else in the key words', () => {
    const t = (key: string) => `<${key}>`;
    expect(problemWords(toProblem(new ApiError('server', 'Phone already bound')), t)).toBe('Phone already bound');
    expect(problemWords(toProblem(new ApiError('timeout', 'timeout of 8000ms exceeded')), t)).toBe('<errors:timeout>');
  });
});

/** Every kind, checked complete by the type: each one's wordsKey must be in the errors pack (views say it with t()). */
const KINDS = {
  network: true,
  timeout: true,
  aborted: true,
  badRequest: true,
  badResponse: true,
  canceled: true,
  tooMany: true,
  server: true,
  sessionExpired: true,
  maintenance: true,
  malformed: true,
} satisfies Record<ApiErrorKind, true>;

describe('wordsKey', () => {
  it('names a key of the errors pack for every kind', () => {
    for (const kind of Object.keys(KINDS) as ApiErrorKind[]) {
      const key = toProblem(new ApiError(kind, '')).wordsKey;
      expect(key).toBe(`errors:${kind}`);
      expect(en, key).toHaveProperty(kind);
    }
  });
});
