import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fixUzbekApostrophes, uzbekApostropheProblems } from './uzbek';

describe('Uzbek apostrophe letters', () => {
  it('wants ʻ in oʻ and gʻ and ʼ for the tutuq belgisi, never the ASCII apostrophe or a look-alike', () => {
    expect(uzbekApostropheProblems('Oʻyin, sovgʻa, maʼlumot, Masʼuliyat')).toEqual([]);
    expect(uzbekApostropheProblems("O'yin")).toEqual(["O'yin: U+0027 → U+2BB"]);
    expect(uzbekApostropheProblems('ma’lumot')).toHaveLength(1);
    expect(uzbekApostropheProblems('toʼlov')).toEqual(['toʼlov: U+02BC → U+2BB']);
    expect(uzbekApostropheProblems('maʻlumot')).toEqual(['maʻlumot: U+02BB → U+2BC']);
    // Quotes around words and placeholders are not letters of a word.
    expect(uzbekApostropheProblems("'{{name}}' «x»")).toEqual([]);
  });
  it('fixes a text without touching placeholders', () => {
    expect(fixUzbekApostrophes("{{name}} o'yini g'olibi, ma'lumot")).toBe('{{name}} oʻyini gʻolibi, maʼlumot');
  });
});

const ROOT = resolve(__dirname, '../../..');
function uzFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? uzFiles(path) : entry.name === 'uz.json' ? [path] : [];
  });
}
function values(node: unknown, key = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[key, node]];
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([k, v]) => values(v, key ? `${key}.${k}` : k));
  return [];
}

describe('every uz.json of the site', () => {
  const files = uzFiles(ROOT);
  it('finds the resources of the shell and every remote', () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
  });
  it.each(files.map((f) => [relative(ROOT, f), f]))('%s writes one apostrophe set', (_, file) => {
    const problems = values(JSON.parse(readFileSync(file, 'utf8'))).flatMap(([key, text]) => uzbekApostropheProblems(text).map((p) => `${key}: ${p}`));
    expect(problems).toEqual([]);
  });
});
