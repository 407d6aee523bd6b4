// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/sports.json';
import { fakeSiteClient } from '../../../../tests/unit/record-parsers';
import { ServicesContext, type AppServices } from '../../app-services';
import { MatchVideosProvider, VideoMark } from './match-videos';
import { inEnglish } from '../../../../tests/support/component-test-kit';

/** The rows' video marks read from videoList: a room, the match's own video, or nothing. */

inEnglish({ sports: en });

function mount(answer: unknown) {
  const services = {
    clients: { live: fakeSiteClient({ '/api/live/video/videoList': answer }) },
  } as unknown as AppServices;
  render(
    <ServicesContext.Provider value={services}>
      <MemoryRouter>
        <MatchVideosProvider>
          {[31, 32, 33].map((id) => (
            <VideoMark key={id} matchId={id} title={`Match ${id}`} />
          ))}
        </MatchVideosProvider>
      </MemoryRouter>
    </ServicesContext.Provider>,
  );
}

describe('VideoMark', () => {
  it('links a streamed match to its room, a filmed one to its own video, and marks nothing else', async () => {
    mount([
      { id: 9001, fbId: 31, streamId: 9001, presenterId: 501, liveUrl: null, status: 2 },
      { id: 32, fbId: 32, streamId: null, presenterId: null, liveUrl: '/live/flv/32.flv', status: 2 },
    ]);
    const room = await screen.findByRole('link', { name: 'Watch Match 31 in a live room' });
    expect(room.getAttribute('href')).toBe('/anchorPlay/9001');
    const own = screen.getByRole('link', { name: 'Watch the video of Match 32' });
    expect(own.getAttribute('href')).toBe('/sports/sportsdetail/32?video=1');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('a video list that cannot be read shows no marks', async () => {
    mount({ not: 'a list' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
