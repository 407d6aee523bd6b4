import { describe, expect, it } from 'vitest';
import { pickHotGames } from './hot-games';

const g = (id: number, isHotGame: number) => ({ id, isHotGame });

describe('pickHotGames', () => {
  it('prefers isHotGame 0 and tops up in list order', () => {
    expect(pickHotGames([g(1, 1), g(2, 0), g(3, 1), g(4, 0), g(5, 1)], 4).map((x) => x.id)).toEqual([2, 4, 1, 3]);
  });
  it('returns fewer when the lobby is small', () => {
    expect(pickHotGames([g(1, 1)], 4)).toHaveLength(1);
  });
  it('takes only preferred ones when there are enough', () => {
    expect(pickHotGames([g(1, 0), g(2, 0), g(3, 0), g(4, 0), g(5, 0)], 4).map((x) => x.id)).toEqual([1, 2, 3, 4]);
  });
});
