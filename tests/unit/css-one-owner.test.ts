import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

/**
 * Each stylesheet a screen imports joins the page when that screen first loads, and stays. Two such sheets that both
 * style one selector leave its look to the order the visitor happened to open the screens in: after the live lobby,
 * the sports list's LIVE mark took the lobby's pill and pulse. So a selector (in the same media query) is styled by
 * one imported sheet, with the files it `@import`s, in a fixed order, counted as that sheet.
 */
const ROOT = resolve(__dirname, '../..');
const SRC = join(ROOT, 'src');

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The sheets the code imports (`import './x.css'`): each one joins the page as a whole. */
function importedSheets(): Set<string> {
  const sheets = new Set<string>();
  for (const file of filesUnder(SRC, /\.tsx?$/)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/^import '([^']+\.css)';$/gm)) {
      sheets.add(resolve(dirname(file), match[1]!));
    }
  }
  return sheets;
}

/** A sheet with the files it `@import`s, in order. */
function withImports(sheet: string, into: string[] = []): string[] {
  into.push(sheet);
  postcss.parse(readFileSync(sheet, 'utf8')).walkAtRules('import', (rule) => {
    withImports(resolve(dirname(sheet), rule.params.replace(/^['"]|['"]$/g, '')), into);
  });
  return into;
}

const styled = new Map<string, Set<string>>();
/** The selectors a file styles, each with its media query (`@(max-width: 767px) .x`); keyframe steps are not. */
function selectorsOf(file: string): Set<string> {
  let selectors = styled.get(file);
  if (selectors) return selectors;
  selectors = new Set();
  styled.set(file, selectors);
  postcss.parse(readFileSync(file, 'utf8')).walkRules((rule) => {
    const parent = rule.parent;
    if (parent?.type === 'atrule' && /keyframes$/.test((parent as postcss.AtRule).name)) return;
    const media = parent?.type === 'atrule' ? `@${(parent as postcss.AtRule).params} ` : '';
    for (const selector of rule.selectors) selectors.add(`${media}${selector.trim()}`);
  });
  return selectors;
}

describe('stylesheets', () => {
  it('style each selector from one imported sheet, so its look does not depend on the order screens were opened', () => {
    const sheets = new Map([...importedSheets()].map((sheet) => [sheet, withImports(sheet)]));
    expect(sheets.size).toBeGreaterThan(10);
    /** Selector (with its media query) -> the imported sheets whose files style it. */
    const owners = new Map<string, Set<string>>();
    for (const [sheet, files] of sheets) {
      for (const file of files) {
        for (const selector of selectorsOf(file)) {
          if (!owners.has(selector)) owners.set(selector, new Set());
          owners.get(selector)!.add(sheet);
        }
      }
    }
    // A file two sheets both @import is the same rules in both: only different files styling a selector are a clash.
    const clashes: string[] = [];
    for (const [selector, by] of owners) {
      if (by.size < 2) continue;
      const files = new Set([...by].flatMap((sheet) => sheets.get(sheet)!));
      const styling = [...files].filter((file) => selectorsOf(file).has(selector));
      if (styling.length > 1) clashes.push(`${selector}: ${styling.map((f) => relative(ROOT, f)).join(', ')}`);
    }
    expect(clashes).toEqual([]);
  });

  it('name each animation once: @keyframes are global, so a second one of the same name replaces the first', () => {
    const defined = new Map<string, string[]>();
    for (const file of filesUnder(SRC, /\.css$/)) {
      postcss.parse(readFileSync(file, 'utf8')).walkAtRules(/keyframes$/, (rule) => {
        defined.set(rule.params, [...(defined.get(rule.params) ?? []), relative(ROOT, file)]);
      });
    }
    expect(defined.size).toBeGreaterThan(3);
    expect([...defined].filter(([, files]) => files.length > 1)).toEqual([]);
  });
});
