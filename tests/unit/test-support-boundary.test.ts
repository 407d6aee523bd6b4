import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Test kits, fakes and fixtures live in tests/support/ so the app bundle cannot pick them up. Only
 * test files under src (`*.test.ts`, `*.test.tsx`) may import them; this fails when app code does.
 */
const root = resolve(import.meta.dirname, '../..');
const support = join(root, 'tests/support');
const importSpec = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('tests/support boundary', () => {
  it('no app file under src imports tests/support', () => {
    const offenders = sourceFiles(join(root, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(importSpec)]
        .filter((m) => !relative(support, resolve(file, '..', m[1] ?? '')).startsWith('..'))
        .map((m) => `${relative(root, file)} imports ${m[1]}`),
    );
    expect(offenders).toEqual([]);
  });

  it('finds the test imports it is meant to police', () => {
    // Guards the check above against a regex that silently matches nothing.
    const testFile = join(root, 'src/machines/bet-slip/placement.test.ts');
    const specs = [...readFileSync(testFile, 'utf8').matchAll(importSpec)].map((m) =>
      resolve(testFile, '..', m[1] ?? ''),
    );
    expect(specs.some((spec) => !relative(support, spec).startsWith('..'))).toBe(true);
  });
});
