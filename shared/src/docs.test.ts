/**
 * @jest-environment node
 *
 * Keeps the docs a newcomer reads short and whole: README.md stays at most 200 lines, every relative
 * link of README.md, ARCHITECTURE.md and docs/ reaches a file (and, with `#…`, a heading of it), and
 * every "spec §N" there links to the specification map.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const ROOT = join(__dirname, '../..');

function* markdown(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* markdown(path);
    else if (name.endsWith('.md')) yield path;
  }
}

const PAGES = [join(ROOT, 'README.md'), join(ROOT, 'ARCHITECTURE.md'), ...markdown(join(ROOT, 'docs'))];

/** A heading's anchor as the repository host makes it: lower case, punctuation dropped, spaces to hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => anchorOf(m[1]!)));
}

/** `[text](target)` links outside code, with the target as written. */
function linksOf(text: string): string[] {
  const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, (code) => (code.includes('](') ? '' : code));
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
}

describe('the docs', () => {
  it('keep README.md at most 200 lines', () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(200);
  });

  it('link only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const page of PAGES) {
      for (const link of linksOf(readFileSync(page, 'utf8'))) {
        if (/^[a-z]+:/i.test(link)) continue;
        const [path, anchor] = link.split('#') as [string, string | undefined];
        const target = path === '' ? page : join(dirname(page), decodeURI(path));
        if (!existsSync(target)) broken.push(`${relative(ROOT, page)}: ${link}`);
        else if (anchor && target.endsWith('.md') && !anchorsOf(target).has(anchor)) broken.push(`${relative(ROOT, page)}: ${link} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('link every "spec §N" to the specification map', () => {
    const unlinked: string[] = [];
    for (const page of PAGES) {
      if (page.endsWith('specification-map.md')) continue;
      for (const m of readFileSync(page, 'utf8').matchAll(/(\[)?spec §\d+(\]\(([^)]*)\))?/g)) {
        if (!m[1] || !m[3]?.endsWith('specification-map.md')) unlinked.push(`${relative(ROOT, page)}: ${m[0]}`);
      }
    }
    expect(unlinked).toEqual([]);
  });
});
