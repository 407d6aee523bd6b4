import { describe, expect, it } from 'vitest';
import { pageParam } from '../bulletins/page-param';
import { marketCount } from '../../../streams/match-draft';
import { mediaAvailability, parseMatchId } from './match-facts';

describe('match facts', () => {
  it('reads a match id from the URL or nothing', () => {
    expect(parseMatchId('3100009')).toBe(3100009);
    for (const bad of [undefined, '', '0', '-4', '1.5', 'abc', '12abc', '1e3', '9999999999999999'])
      expect(parseMatchId(bad)).toBeNull();
  });

  it('tells video and animation availability from vs and as', () => {
    expect(mediaAvailability({ vs: { have: true }, as: [] })).toEqual({ video: true, animation: false });
    expect(
      mediaAvailability({
        vs: { web: '', m3u8SD: '', m3u8HD: '', flvSD: '/live/flv/1.flv', have: false },
        as: ['/live/anim/1'],
      }),
    ).toEqual({ video: true, animation: true });
    expect(mediaAvailability({ vs: { web: '', have: 0 }, as: null })).toEqual({ video: false, animation: false });
    expect(mediaAvailability({ vs: null })).toEqual({ video: false, animation: false });
  });

  it('counts every line of every group', () => {
    expect(marketCount({ mg: [{ mks: [1, 2] }, { mks: [3] }] })).toBe(3);
    expect(marketCount({ mg: [] })).toBe(0);
  });

  it('reads a page number or falls back to 1', () => {
    expect(pageParam('3')).toBe(3);
    for (const bad of [null, '', '0', '-1', '2.5', 'two']) expect(pageParam(bad)).toBe(1);
  });
});
