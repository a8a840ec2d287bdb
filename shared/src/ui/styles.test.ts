/**
 * @jest-environment node
 *
 * One product look (ARCHITECTURE §4a): the primitives style themselves only with the design
 * tokens the shell defines, never with colours of their own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const TOKENS_FILE = join(__dirname, 'tokens.css');
const cssFiles = readdirSync(__dirname).filter((f) => f.endsWith('.module.css'));
const strip = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');
const read = (file: string) => strip(readFileSync(join(__dirname, file), 'utf8'));

const tokens = new Set([...readFileSync(TOKENS_FILE, 'utf8').matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]));

const NAMED_COLOURS = /(?<![\w-])(white|black|red|green|blue|yellow|orange|purple|gray|grey|silver|gold|pink)(?![\w-])/i;

describe('ui styles', () => {
  it('finds the stylesheets and the shell tokens', () => {
    expect(cssFiles.length).toBeGreaterThanOrEqual(6);
    expect(tokens.has('--color-accent')).toBe(true);
  });

  it.each(cssFiles)('%s uses only tokens the shell defines', (file) => {
    const used = [...read(file).matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]);
    expect(used.filter((name) => !tokens.has(name))).toEqual([]);
  });

  it.each(cssFiles)('%s hard-codes no colours and declares no custom properties', (file) => {
    const css = read(file);
    expect(css.match(/#[0-9a-f]{3,8}\b/gi)).toBeNull();
    expect(css.match(/\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi)).toBeNull();
    expect(css.match(NAMED_COLOURS)).toBeNull();
    expect(css.match(/^\s*--[\w-]+\s*:/gm)).toBeNull();
  });
});
