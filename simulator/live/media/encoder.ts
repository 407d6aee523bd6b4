import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The encoders: one Debian ffmpeg per stream on air, pushing a committed clip over RTMP in a loop
 * at its own pace (`-re -stream_loop -1 -c copy`: no encoding at run time). Clips come from
 * scripts/make-clips.sh.
 */

export const CLIPS_DIR = resolve(import.meta.dirname, '../../../media/clips');

let ffmpegFound: boolean | undefined;
/** Whether `ffmpeg` runs here (checked once per process). */
export function hasFfmpeg(): boolean {
  if (ffmpegFound === undefined) {
    const probe = spawnSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore', timeout: 5_000 });
    ffmpegFound = probe.status === 0;
  }
  return ffmpegFound;
}

export function listClips(dir = CLIPS_DIR): string[] {
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.mp4'))
      .sort()
      .map((f) => resolve(dir, f));
  } catch {
    return [];
  }
}

/** FNV-1a: the same key always gets the same clip, across runs and machines. */
export function clipFor(key: string, clips: readonly string[]): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  const clip = clips[h % clips.length];
  if (!clip) throw new Error('no clips in media/clips (run scripts/make-clips.sh)');
  return clip;
}

export interface Encoder {
  readonly pid: number | undefined;
  /** Resolves when the process has exited (also when it was already gone). */
  readonly exited: Promise<void>;
  /** SIGKILL (a crashed encoder) or SIGTERM (ffmpeg says goodbye to the server first). */
  stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<void>;
}

/** ffmpeg's arguments for a presenter's encoder: the clip looped at its own pace, copied to `rtmpUrl`. */
export function loopedClipArgs(clip: string, rtmpUrl: string): string[] {
  return ['-hide_banner', '-nostdin', '-loglevel', 'error', '-re', '-stream_loop', '-1', '-i', clip, '-c', 'copy', '-f', 'flv', rtmpUrl];
}

export function startEncoder(clip: string, rtmpUrl: string, onExit: (code: number | null) => void): Encoder {
  const child: ChildProcess = spawn(
    'ffmpeg',
    loopedClipArgs(clip, rtmpUrl),
    { stdio: ['ignore', 'ignore', process.env.SIM_MEDIA_DEBUG === '1' ? 'inherit' : 'ignore'] },
  );
  let alive = true;
  const exited = new Promise<void>((done) => {
    const finish = (code: number | null) => {
      if (!alive) return;
      alive = false;
      done();
      onExit(code);
    };
    child.once('exit', finish);
    child.once('error', () => finish(null));
  });
  return {
    pid: child.pid,
    exited,
    stop: async (signal) => {
      if (alive) child.kill(signal);
      // ffmpeg given SIGTERM may linger while it flushes; never leave it behind.
      const timer = setTimeout(() => alive && child.kill('SIGKILL'), 2_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
