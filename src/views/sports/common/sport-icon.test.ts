import { describe, expect, it } from 'vitest';
import { SPORT, SPORTS } from '../../../lib/sports/sport-catalog';
import { SPORT_ICON_IDS } from './sport-icon';

describe('sport icons (icon ids match sport ids)', () => {
  it('has a drawn icon for each of the 17 sports and the Olympic id', () => {
    const ids = Object.values(SPORT);
    expect(ids).toHaveLength(18);
    expect(SPORTS.map((s) => s.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    for (const id of ids) expect(SPORT_ICON_IDS, `sport ${id}`).toContain(id);
  });
});
