// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import common from '../../../locales/en/common.json';
import errors from '../../../locales/en/errors.json';
import personal from '../../../locales/en/personal.json';
import { ApiError } from '../../api/api-error';
import type { LiveApi } from '../../api/live/live-api';
import type { FollowedPresenter, Reservation } from '../../api/live/live-schemas';
import { ServicesContext, type AppServices } from '../app-services';
import LiveFollowsTab from './live-follows-tab';
import { inEnglish } from '../../../tests/support/component-test-kit';

/** The Live follows tab with fake live calls (the simulator's answers are in tests/e2e/personal-follows.spec.ts). */

inEnglish({ personal, common, errors });

const FOLLOWS: FollowedPresenter[] = [
  { presenterId: 505, nickName: 'Tuấn BLV', avatar: 'http://x/a.svg', liveStreamId: null },
  { presenterId: 502, nickName: 'Minh Quân', avatar: 'http://x/b.svg', liveStreamId: 9002 },
];
const reservation = (streamId: number, status: Reservation['status'], title: string): Reservation => ({
  streamId,
  presenterId: 501,
  presenterName: 'Linh Anh',
  title,
  startTime: 1_800_000_000_000,
  status,
  reservedAt: 1,
});
const RESERVED = [reservation(9006, 1, 'Later show'), reservation(9001, 2, 'On now'), reservation(9007, 4, 'Over')];

function mount(cancelReserve: LiveApi['cancelReserve'], follow?: LiveApi['follow']) {
  const live = {
    follows: async () => FOLLOWS,
    reservations: async () => RESERVED,
    cancelReserve,
    follow,
  } as unknown as LiveApi;
  const services = { live: async () => live } as unknown as AppServices;
  render(
    <MemoryRouter>
      <ServicesContext.Provider value={services}>
        <LiveFollowsTab />
      </ServicesContext.Provider>
    </MemoryRouter>,
  );
}

const row = async (title: string) => (await screen.findByRole('link', { name: title })).closest('li') as HTMLElement;

describe('live follows tab', () => {
  it('lists presenters on air first: Watch opens the live stream, Room the off-air presenter’s next one', async () => {
    mount(async (streamId) => ({ streamId, reserved: false, reserveCount: 0 }));
    const list = await screen.findByRole('list', { name: 'Presenters you follow' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.dataset.presenterId)).toEqual(['502', '505']);
    expect(within(rows[0]!).getByRole('link', { name: 'Watch Minh Quân live' }).getAttribute('href')).toBe(
      '/anchorPlay/9002',
    );
    expect(rows[1]!.textContent).toContain('Not on air');
    expect(within(rows[1]!).getByRole('link', { name: "Open Tuấn BLV's room" }).getAttribute('href')).toBe(
      '/anchorPlay/505',
    );
  });

  it('unfollows on the server’s word only: a failure keeps the row and says why', async () => {
    const answers: Array<() => Promise<unknown>> = [
      async () => {
        throw new ApiError('timeout', 'slow');
      },
      async () => ({ presenterId: 505, following: false, followers: 10 }),
    ];
    const asked: Array<[number, boolean]> = [];
    mount(
      async (streamId) => ({ streamId, reserved: false, reserveCount: 0 }),
      ((id: number, follow: boolean) => (asked.push([id, follow]), answers.shift()!())) as LiveApi['follow'],
    );
    const list = await screen.findByRole('list', { name: 'Presenters you follow' });
    const tuan = within(list).getAllByRole('listitem')[1]!;
    fireEvent.click(within(tuan).getByRole('button', { name: 'Unfollow Tuấn BLV' }));
    expect((await within(tuan).findByRole('alert')).textContent).toBe(
      'Still following: The server took too long to answer. Please try again.',
    );
    fireEvent.click(within(tuan).getByRole('button', { name: 'Try again to unfollow Tuấn BLV' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getAllByRole('status').map((l) => l.textContent)).toContain('You no longer follow Tuấn BLV.');
    // The focused button went with its row: the line that says so has the focus, by the render that shows it.
    expect(document.activeElement?.textContent).toBe('You no longer follow Tuấn BLV.');
    expect(asked).toEqual([
      [505, false],
      [505, false],
    ]);
  });

  it('says what a reserved stream is now: its start while upcoming, on air, ended', async () => {
    mount(async (streamId) => ({ streamId, reserved: false, reserveCount: 0 }));
    expect((await row('Later show')).textContent).toMatch(/Starts .*2027/);
    expect((await row('On now')).textContent).toContain('On air now');
    expect((await row('Over')).textContent).toContain('Ended');
  });

  it('removes a row only when the server says the reservation is gone', async () => {
    const answers: Array<() => Promise<unknown>> = [
      async () => ({ streamId: 9006, reserved: true, reserveCount: 3 }),
      async () => {
        throw new ApiError('server', 'Stream not found', { code: 1003000001 });
      },
      async () => ({ streamId: 9006, reserved: false, reserveCount: 2 }),
    ];
    const asked: number[] = [];
    mount(((streamId: number) => (asked.push(streamId), answers.shift()!())) as LiveApi['cancelReserve']);
    const later = await row('Later show');
    fireEvent.click(within(later).getByRole('button', { name: 'Cancel reminder: Later show' }));
    expect((await within(later).findByRole('alert')).textContent).toBe(
      'The reminder was not cancelled: The server had a problem. Please try again.',
    );
    fireEvent.click(within(later).getByRole('button', { name: 'Try again to cancel the reminder: Later show' }));
    // A refusal is said in the server's own words (the error model's `server` kind).
    await waitFor(() =>
      expect(within(later).getByRole('alert').textContent).toBe('The reminder was not cancelled: Stream not found'),
    );
    fireEvent.click(within(later).getByRole('button', { name: 'Try again to cancel the reminder: Later show' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Later show' })).toBeNull());
    expect(screen.getAllByRole('status').map((l) => l.textContent)).toContain(
      'The reminder for Later show is cancelled.',
    );
    expect(asked).toEqual([9006, 9006, 9006]);
    expect(screen.getAllByTestId('reserved-stream')).toHaveLength(2);
  });

  it('each list has its own failure with a retry', async () => {
    let fail = true;
    const live = {
      follows: async () => {
        if (fail) throw new ApiError('network', 'down');
        return FOLLOWS;
      },
      reservations: async () => [],
    } as unknown as LiveApi;
    render(
      <MemoryRouter>
        <ServicesContext.Provider value={{ live: async () => live } as unknown as AppServices}>
          <LiveFollowsTab />
        </ServicesContext.Provider>
      </MemoryRouter>,
    );
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain('The presenters you follow could not be loaded.');
    expect(await screen.findByText('No reminders yet. Pick an upcoming stream in the live lobby.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(failed).getByRole('button'));
    expect(await screen.findByRole('list', { name: 'Presenters you follow' })).toBeTruthy();
  });
});
