import { describe, expect, it } from 'vitest';
import type { SimContext } from '../core/context';
import { Scoped } from '../core/scope';
import { audit, auditEntries, MAX_AUDIT } from './audit-log';

describe('the admin center’s audit log', () => {
  it('keeps the newest MAX_AUDIT entries per scope, newest first; ids keep counting', () => {
    const ctx = { scopes: new Scoped(() => ({})), clock: { now: () => 7 } } as unknown as SimContext;
    for (let i = 0; i < MAX_AUDIT + 3; i++)
      audit(ctx, 's', { actor: 'admin', action: 'word.add', target: `w${i}`, detail: '' });
    const entries = auditEntries(ctx, 's');
    expect(entries.length).toBe(MAX_AUDIT);
    expect(entries[0]).toMatchObject({ id: MAX_AUDIT + 3, target: `w${MAX_AUDIT + 2}` });
    expect(entries.at(-1)).toMatchObject({ id: 4, target: 'w3' });
    expect(auditEntries(ctx, 'other')).toEqual([]);
  });
});
