import { describe, expect, it } from 'vitest';
import { createRng } from '../../core/rng';
import { botLine, CHAT_LANGUAGES, RECENT_LINES } from './chat-data';

describe('bot lines', () => {
  it.each(CHAT_LANGUAGES)(
    '%s: no line again within the last few, no speaker twice in a row, a wide pool',
    (language) => {
      const rng = createRng(20261122);
      const recent = { lines: [] as string[] };
      const said: Array<{ text: string; nick: string }> = [];
      for (let i = 0; i < 300; i++) {
        const line = botLine(rng, language, 0, recent);
        said.push({ text: line.text, nick: line.nick });
      }
      for (let i = 1; i < said.length; i++) {
        expect(said[i]!.nick, `speaker ${i}`).not.toBe(said[i - 1]!.nick);
        // A handful of tries per pick: a repeat inside the window is rare, right after itself never seen.
        expect(said[i]!.text, `line ${i}`).not.toBe(said[i - 1]!.text);
      }
      const windows = said
        .slice(RECENT_LINES)
        .filter((s, i) => said.slice(i, i + RECENT_LINES).some((p) => p.text === s.text)).length;
      expect(windows / said.length).toBeLessThan(0.05);
      expect(new Set(said.map((s) => s.text)).size).toBeGreaterThanOrEqual(24);
    },
  );

  it('the same seed says the same lines', () => {
    const run = () => {
      const rng = createRng(7);
      const recent = { lines: [] as string[] };
      return Array.from({ length: 20 }, () => botLine(rng, 'en', 0.1, recent).text);
    };
    expect(run()).toEqual(run());
  });
});
