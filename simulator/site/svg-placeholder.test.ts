import { describe, expect, it } from 'vitest';
import { svgPlaceholder } from './svg-placeholder';

const sizeOf = (svg: string) =>
  svg
    .match(/viewBox="0 0 (\d+) (\d+)"/)!
    .slice(1)
    .map(Number);

describe('svgPlaceholder', () => {
  it('draws each kind in the shape the client shows it: a 16:9 stream cover, a wide banner, a square avatar', () => {
    const [cw, ch] = sizeOf(svgPlaceholder('cover', 'stream-9001'));
    expect(cw! / ch!).toBeCloseTo(16 / 9, 2);
    const [bw, bh] = sizeOf(svgPlaceholder('banner', '1'));
    expect(bw! / bh!).toBeGreaterThan(3);
    expect(sizeOf(svgPlaceholder('avatar', '501'))).toEqual([240, 240]);
  });

  it('is the same picture for the same name, another for another', () => {
    expect(svgPlaceholder('cover', 'stream-9001')).toBe(svgPlaceholder('cover', 'stream-9001'));
    // Names one letter apart get colours far apart, so a lobby's cards do not all look alike.
    const hue = (svg: string) => Number(svg.match(/hsl\((\d+),/)![1]);
    const hues = [1, 2, 3, 4, 5, 6].map((n) => hue(svgPlaceholder('cover', `stream-900${n}`)));
    const gaps = hues.slice(1).map((h, i) => Math.min(Math.abs(h - hues[i]!), 360 - Math.abs(h - hues[i]!)));
    expect(Math.max(...gaps)).toBeGreaterThan(30);
  });
});
