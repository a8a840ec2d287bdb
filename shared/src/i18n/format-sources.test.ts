import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/**
 * Spec §9 numbers (comma thousands, 2 decimals for fractions) come from one formatter,
 * `formatNumber`/`formatMoney` of this folder: no part formats numbers by the browser's locale or by
 * hand, and no text writes a number grouped by spaces or dots ("10 000", "1.000").
 */
const ROOT = resolve(__dirname, '../../..');
const PARTS = ['shell', 'shared', 'server', 'ops-console', 'mfe-cashier', 'mfe-casino', 'mfe-loyalty', 'mfe-profile', 'mfe-promotions'];
const FORMATTER = 'shared/src/i18n/format.ts';

function files(dir: string, wanted: RegExp): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) return [];
    const path = join(dir, e.name);
    return e.isDirectory() ? files(path, wanted) : wanted.test(e.name) ? [path] : [];
  });
}

const sources = PARTS.flatMap((p) => files(join(ROOT, p, 'src'), /\.tsx?$/)).filter((f) => !/\.test\.tsx?$/.test(f));
const BY_LOCALE = /\.toLocale(String|DateString|TimeString)\(|new Intl\.NumberFormat|Intl\.NumberFormat\(/;
const HAND_GROUPING = /\\B\(\?=\(\\d\{3\}\)/;
const SPACE_GROUPED = /(?<![\d+])\d{1,3}(?:[  \u202F]\d{3})+(?!\d)/;
// Phone numbers are grouped by spaces on purpose (+998 71 000 00 00).
const PHONE = /\+\d[\d ()-]*/g;
const spaceGrouped = (line: string) => SPACE_GROUPED.test(line.replace(PHONE, ''));

describe('one number formatter (spec §9)', () => {
  it('scans the sources of every part', () => {
    expect(sources.length).toBeGreaterThan(100);
  });
  it('formats nowhere by the locale or by hand outside the formatter', () => {
    const found = sources
      .filter((f) => relative(ROOT, f) !== FORMATTER)
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .flatMap((line, i) => (BY_LOCALE.test(line) || HAND_GROUPING.test(line) ? [`${relative(ROOT, f)}:${i + 1}`] : [])),
      );
    expect(found).toEqual([]);
  });
  it('writes no number grouped by spaces in texts and seeds', () => {
    const texts = [...PARTS.flatMap((p) => files(join(ROOT, p, 'src'), /^(uz|ru)\.json$/)), ...files(join(ROOT, 'server/src/seed'), /\.ts$/)];
    const found = texts.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .flatMap((line, i) => (spaceGrouped(line) ? [`${relative(ROOT, f)}:${i + 1}: ${line.trim().slice(0, 80)}`] : [])),
    );
    expect(found).toEqual([]);
  });
  it('would catch what it looks for', () => {
    expect(BY_LOCALE.test('n.toLocaleString("ru")')).toBe(true);
    expect(spaceGrouped("'10 000 USD'")).toBe(true);
    expect(spaceGrouped("telephone: '+998 71 000 00 00'")).toBe(false);
    expect(spaceGrouped('10,000 USD')).toBe(false);
  });
});
