/**
 * @jest-environment node
 *
 * Keeps `docs/specification-map.md` true: every path its table names exists, every row names code
 * and tests, every section of the specification (§1–§9) has rows, and every section number a
 * "spec §N" comment of the repository cites has a row (the comments point into the map).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '../..');
const MAP = join(ROOT, 'docs/specification-map.md');
const SOURCES = [
  'shell/src',
  'contract/src',
  'shared/src',
  'server/src',
  'mfe-casino/src',
  'mfe-cashier/src',
  'mfe-profile/src',
  'mfe-loyalty/src',
  'mfe-promotions/src',
  'ops-console/src',
  'e2e/tests',
];
const TOP = /^(shell|contract|shared|server|mfe-[a-z]+|e2e|ops-console|bench|scripts|docs)\//;

interface Row {
  section: number;
  what: string;
  code: string[];
  tests: string[];
}

/** The table's rows: `| §N | what | code | tests | deviation |`. */
export function parseMap(text: string): Row[] {
  const rows: Row[] = [];
  for (const line of text.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const section = /^§(\d+)$/.exec(cells[1] ?? '');
    if (!section || cells.length < 7) continue;
    const paths = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!).filter((p) => TOP.test(p));
    rows.push({ section: Number(section[1]), what: cells[2]!, code: paths(cells[3]!), tests: paths(cells[4]!) });
  }
  return rows;
}

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|tsx|mjs|sql|css)$/.test(name)) yield path;
  }
}

const rows = parseMap(readFileSync(MAP, 'utf8'));

describe('the specification map', () => {
  it('has rows for every section, each naming code and tests', () => {
    expect(rows.length).toBeGreaterThan(50);
    expect([...new Set(rows.map((r) => r.section))].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const empty = rows.filter((r) => r.code.length === 0 || r.tests.length === 0).map((r) => `§${r.section} ${r.what}`);
    expect(empty).toEqual([]);
  });

  it('names only paths that exist', () => {
    const missing = rows.flatMap((r) => [...r.code, ...r.tests]).filter((p) => !existsSync(join(ROOT, p)));
    expect(missing).toEqual([]);
  });

  it('lists tests in the Tests column and code in the Code column', () => {
    const isTest = (p: string) => /\.(test|spec)\.tsx?$/.test(p) || p.startsWith('e2e/');
    expect(rows.flatMap((r) => r.tests).filter((p) => !isTest(p))).toEqual([]);
    expect(rows.flatMap((r) => r.code).filter(isTest)).toEqual([]);
  });

  it('has a row for every section a "spec §N" comment of the code cites', () => {
    const mapped = new Set(rows.map((r) => r.section));
    const cited = new Map<number, string>();
    for (const source of SOURCES) {
      const dir = join(ROOT, source);
      if (!existsSync(dir)) continue;
      for (const file of files(dir)) {
        for (const m of readFileSync(file, 'utf8').matchAll(/spec §(\d+)/g)) if (!cited.has(Number(m[1]))) cited.set(Number(m[1]), relative(ROOT, file));
      }
    }
    expect(cited.size).toBeGreaterThan(0);
    const unmapped = [...cited].filter(([n]) => !mapped.has(n)).map(([n, file]) => `§${n} (${file})`);
    expect(unmapped).toEqual([]);
  });

  it('reads a row of the table', () => {
    const [row] = parseMap('| §7 | calls | `shared/src/api/client.ts`, text | `shared/src/api/client.test.ts` | none |');
    expect(row).toEqual({ section: 7, what: 'calls', code: ['shared/src/api/client.ts'], tests: ['shared/src/api/client.test.ts'] });
  });
});
