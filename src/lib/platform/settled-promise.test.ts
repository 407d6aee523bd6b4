import { describe, expect, it } from 'vitest';
import { trackSettled } from './settled-promise';

describe('trackSettled', () => {
  it('records a fulfilled value on the same promise', async () => {
    const promise = Promise.resolve(42);
    const tracked = trackSettled(promise);
    expect(tracked).toBe(promise);
    expect(tracked.status).toBe('pending');
    await promise;
    expect(tracked.status).toBe('fulfilled');
    expect(tracked.value).toBe(42);
  });

  it('records a rejection without leaving it unhandled for the caller to miss', async () => {
    const error = new Error('chunk failed');
    const tracked = trackSettled(Promise.reject(error));
    await expect(tracked).rejects.toBe(error);
    expect(tracked.status).toBe('rejected');
    expect(tracked.reason).toBe(error);
  });

  it('leaves a promise already tracked (by React or by an earlier call) as it is', () => {
    const promise = Object.assign(Promise.resolve('x'), { status: 'fulfilled' as const, value: 'x' });
    expect(trackSettled(promise).status).toBe('fulfilled');
  });
});
