import { describe, expect, it } from 'vitest';
import { encodeTencentCloudData, parseTencentCloudData } from './tencent-cloud-data';

describe("a Tencent message's cloudCustomData", () => {
  it('a plain string is the clientId, as a member sends it; empty is nothing', () => {
    expect(parseTencentCloudData('c-1', 5_000)).toEqual({ clientId: 'c-1' });
    expect(parseTencentCloudData('', 5_000)).toEqual({});
    expect(encodeTencentCloudData({ clientId: 'c-1' })).toBe('c-1');
  });

  it('carries a goal mark as JSON, read back as it was written', () => {
    const raw = encodeTencentCloudData({ reactsTo: { kind: 'goal', at: 4_200 } });
    expect(JSON.parse(raw)).toEqual({ reactsTo: { kind: 'goal', at: 4_200 } });
    expect(parseTencentCloudData(raw, 5_000)).toEqual({ reactsTo: { kind: 'goal', at: 4_200 } });
    const both = encodeTencentCloudData({ clientId: 'k', reactsTo: { kind: 'goal', at: 1 } });
    expect(parseTencentCloudData(both, 5_000)).toEqual({ clientId: 'k', reactsTo: { kind: 'goal', at: 1 } });
  });

  it('a line said within the goal’s second keeps its mark (Tencent times are whole seconds)', () => {
    expect(parseTencentCloudData('{"reactsTo":{"kind":"goal","at":10200}}', 10_000).reactsTo).toEqual({
      kind: 'goal',
      at: 10_200,
    });
  });

  it('ignores a malformed mark or one later than the line itself, and keeps the rest', () => {
    const bad = [
      '{"reactsTo":{"kind":"goal","at":"soon"}}',
      '{"reactsTo":{"kind":"","at":1}}',
      '{"reactsTo":{"at":1}}',
      '{"reactsTo":"goal"}',
      '{"reactsTo":{"kind":"goal","at":1e400}}',
      // A member's forged mark an hour ahead would hold its line for everyone synced.
      '{"reactsTo":{"kind":"goal","at":3605000}}',
    ];
    for (const raw of bad) expect(parseTencentCloudData(raw, 5_000)).toEqual({});
    expect(parseTencentCloudData('{"clientId":"k","reactsTo":{"kind":"goal"}}', 5_000)).toEqual({ clientId: 'k' });
    expect(parseTencentCloudData('{"clientId":7}', 5_000)).toEqual({});
  });

  it('text that only looks like JSON stays the clientId', () => {
    expect(parseTencentCloudData('{not json', 5_000)).toEqual({ clientId: '{not json' });
  });
});
