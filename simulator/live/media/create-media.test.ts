import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMedia } from './create-media';
import { isNmsMedia } from './nms-media';

/** Without ffmpeg the simulator still starts: states only, and one line saying how to install it. */
describe('createMedia without ffmpeg', () => {
  const path = process.env.PATH;
  afterEach(() => {
    process.env.PATH = path;
  });

  it('falls back to states only and says how to install ffmpeg', async () => {
    process.env.PATH = '/nonexistent';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const media = await createMedia(true);
    expect(isNmsMedia(media)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/ffmpeg is missing.*apt-get install ffmpeg/);
    media.publish('k');
    expect(media.state('k')).toBe('live');
    await media.close();
  });

  it('live engines off: states only, nothing said', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(isNmsMedia(await createMedia(false))).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });
});
