// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { BehaviorSubject, EMPTY } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../../locales/en/live.json';
import { inEnglish } from '../../../../tests/support/component-test-kit';
import { createAppStorage, memoryStorage } from '../../../lib/platform/storage';
import type { RoomSync, VideoReport } from '../../../machines/live/room-sync';
import { ServicesContext, type AppServices } from '../../app-services';
import { SyncSwitch } from './sync-switch';

/** The switch's hint says how far the video trails in whole seconds, and never "0 s" for a video a moment behind. */

inEnglish({ live: en });
afterEach(cleanup);

function mount(behind: number | null) {
  const video$ = new BehaviorSubject<VideoReport>({
    position: behind === null ? null : { shown: 0, readAt: 0, playing: true },
    behind,
  });
  const sync = { video$, shown$: EMPTY } as unknown as RoomSync;
  const services = { storage: createAppStorage(memoryStorage()) } as unknown as AppServices;
  render(
    <ServicesContext.Provider value={services}>
      <SyncSwitch sync={sync} />
    </ServicesContext.Provider>,
  );
  return video$;
}

const hint = () => screen.getByTestId('room-sync').querySelector('.room-sync-hint')!.textContent;

describe('SyncSwitch', () => {
  it('waits for a picture, then says the whole seconds the video trails', () => {
    const video$ = mount(null);
    expect(hint()).toBe('Score and goals will follow your video once it plays');
    act(() => video$.next({ position: { shown: 0, readAt: 0, playing: true }, behind: 6.2 }));
    expect(hint()).toBe('Score and goals wait for your video (6 s behind live)');
  });

  it('a video under half a second behind is "under 1 s", not "0 s"', () => {
    mount(0.4);
    expect(hint()).toBe('Score and goals wait for your video (under 1 s behind)');
  });
});
