import { afterEach, describe, expect, it, vi } from 'vitest';
import { droppedRecords, resetDroppedRecords } from '../record-drops';
import { fetchLanguageList } from './language-list';

const URL = 'http://127.0.0.1:9/static/language/list?sim-scope=s1';
const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

afterEach(() => {
  resetDroppedRecords();
  vi.restoreAllMocks();
});

describe('fetchLanguageList', () => {
  it('POSTs without credentials and reads the list in the server order', async () => {
    const fetchImpl = answer({
      code: 200,
      msg: 'success',
      data: [
        { value: 'en', title: 'English', icon: 'EN' },
        { value: 'vi', title: 'Tiếng Việt', icon: 'VI' },
      ],
    });
    expect(await fetchLanguageList(URL, fetchImpl)).toEqual([
      { value: 'en', title: 'English', icon: 'EN' },
      { value: 'vi', title: 'Tiếng Việt', icon: 'VI' },
    ]);
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit' });
  });

  it('leaves out a language the app has no pack for, counted and logged, and keeps the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const list = await fetchLanguageList(
      URL,
      answer({
        code: 200,
        data: [
          { value: 'ko', title: '한국어', icon: 'KO' },
          { value: 'zh-cn', title: '简体中文', icon: '<img src=x onerror=1>' },
        ],
      }),
    );
    expect(list).toEqual([{ value: 'zh-cn', title: '简体中文', icon: '' }]);
    expect(droppedRecords('/static/language/list')).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a broken envelope, a refusal, a list with nothing usable or an HTTP error is an ApiError', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(fetchLanguageList(URL, answer('{"code":200,"data":'))).rejects.toMatchObject({ kind: 'malformed' });
    await expect(fetchLanguageList(URL, answer({ code: 500, msg: 'down' }))).rejects.toMatchObject({ kind: 'server' });
    await expect(
      fetchLanguageList(URL, answer({ code: 200, data: [{ value: 'ko', title: 'x' }] })),
    ).rejects.toMatchObject({ kind: 'malformed' });
    await expect(fetchLanguageList(URL, answer({ code: 200, data: {} }))).rejects.toMatchObject({ kind: 'malformed' });
    await expect(fetchLanguageList(URL, answer('gone', 503))).rejects.toMatchObject({
      kind: 'badResponse',
      details: { status: 503 },
    });
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchLanguageList(URL, offline)).rejects.toMatchObject({ kind: 'network' });
  });
});
