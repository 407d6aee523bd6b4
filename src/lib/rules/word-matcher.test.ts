import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createWordMatcher } from './word-matcher';

/** The naive answer: every occurrence of every word, by where it ends. */
function naive(words: string[], text: string) {
  const lower = text.toLowerCase();
  const set = [...new Set(words.map((w) => w.trim().toLowerCase()).filter(Boolean))];
  const found: string[] = [];
  for (let end = 1; end <= lower.length; end++) {
    for (const w of set)
      if (end >= w.length && lower.slice(end - w.length, end) === w) found.push(`${w}@${end - w.length}`);
  }
  return found.sort();
}

describe('word matcher', () => {
  it('finds words anywhere, overlapping and nested, in any case and script', () => {
    const m = createWordMatcher(['he', 'she', 'his', 'hers', '骗子', 'โกง', 'Lừa Đảo']);
    expect(m.findAll('ushers').map((x) => x.word)).toEqual(['she', 'he', 'hers']);
    expect(m.first('这个主播是骗子吧')).toBe('骗子');
    expect(m.first('เขาโกงแน่ๆ')).toBe('โกง');
    expect(m.first('đồ LỪA ĐẢO')).toBe('lừa đảo');
    expect(m.first('a clean line')).toBeUndefined();
    expect(m.size).toBe(7);
  });

  it('ignores empty words and an empty list', () => {
    expect(createWordMatcher(['', '  ']).first('anything')).toBeUndefined();
    expect(createWordMatcher([]).findAll('')).toEqual([]);
  });

  it('agrees with a naive search on any words and text (ASCII)', () => {
    const alphabet = fc.constantFrom('a', 'b', 'c', 'A', ' ');
    const word = fc.string({ unit: alphabet, minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(fc.array(word, { maxLength: 8 }), fc.string({ unit: alphabet, maxLength: 40 }), (words, text) => {
        const got = createWordMatcher(words)
          .findAll(text)
          .map((x) => `${x.word}@${x.start}`)
          .sort();
        expect(got).toEqual(naive(words, text));
      }),
    );
  });

  it('a word put into any text is found', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 6 }).filter((w) => w.trim() !== '' && w.toLowerCase().length === w.length),
        fc.string(),
        fc.string(),
        (w, before, after) => {
          expect(createWordMatcher([w]).first(`${before}${w}${after}`)).toBeDefined();
        },
      ),
    );
  });

  it('checks a chat line against a thousand words in well under a millisecond', () => {
    const words = Array.from({ length: 1000 }, (_, i) => `word${i}x`);
    const m = createWordMatcher(words);
    const line = 'What a shot from the edge of the box, the keeper had no chance at all! '.repeat(2);
    const t0 = performance.now();
    for (let i = 0; i < 1000; i++) m.first(line);
    expect((performance.now() - t0) / 1000).toBeLessThan(0.5);
  });
});
