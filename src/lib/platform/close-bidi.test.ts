import { describe, expect, it } from 'vitest';
import { closeBidi } from './close-bidi';

describe('closeBidi', () => {
  it('leaves balanced text alone', () => {
    expect(closeBidi('Demo')).toBe('Demo');
    expect(closeBidi('a\u202Eb\u202Cc')).toBe('a\u202Eb\u202Cc');
    expect(closeBidi('\u2067\u202Eevil\u2069 x')).toBe('\u2067\u202Eevil\u2069 x');
  });

  it('closes an override or embedding left open, innermost first', () => {
    expect(closeBidi('\u202Eevil')).toBe('\u202Eevil\u202C');
    expect(closeBidi('\u202E<b>\u202D')).toBe('\u202E<b>\u202D\u202C\u202C');
  });

  it('closes an isolate left open, with what was opened inside it', () => {
    expect(closeBidi('\u2068name')).toBe('\u2068name\u2069');
    expect(closeBidi('\u202E\u2066x')).toBe('\u202E\u2066x\u2069\u202C');
  });

  it('a PDF does not close an isolate, a stray closer changes nothing', () => {
    expect(closeBidi('\u2067x\u202C')).toBe('\u2067x\u202C\u2069');
    expect(closeBidi('x\u2069\u202C')).toBe('x\u2069\u202C');
  });
});
