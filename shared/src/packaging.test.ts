/**
 * @jest-environment node
 *
 * Guards the packaging rule: only `@casino/shared` (src/index.ts) is a run-time singleton, so the
 * core must not pull in the separately bundled entries, and those entries must reach core state
 * through the package name (a relative import would give a remote its own copy of the stores).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SRC = __dirname;
/** The contract package's sources: the shared modules that moved there re-export them by package name. */
const CONTRACT = join(SRC, '../../contract/src');
const CONTRACT_ENTRIES: Record<string, string> = { '': 'index', schemas: 'schemas/index', validation: 'validation/index', icons: 'icons/index' };

/** The file a `@casino/contract[/…]` specifier names (its package.json `exports`). */
function resolveContract(spec: string): string | null {
  const sub = spec.replace(/^@casino\/contract\/?/, '');
  if (sub.endsWith('.json')) return null;
  return join(CONTRACT, `${CONTRACT_ENTRIES[sub] ?? sub}.ts`);
}
const ENTRIES = ['validation', 'ui', 'testing'];

/** Specifiers a file imports at run time (`import type` / `export type` are erased, so skipped). */
const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(import|export)(\s+type\b)?[^'";]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)]
    .filter((m) => !m[2])
    .map((m) => (m[3] ?? m[4])!);

function resolveLocal(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      /* next */
    }
  }
  return null;
}

/** Every file `start` reaches by relative imports, and every package it names. */
function graphFrom(start: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const spec of importsOf(file)) {
      if (spec.startsWith('.')) {
        const target = resolveLocal(file, spec);
        if (target && /\.tsx?$/.test(target)) visit(target);
      } else if (spec.startsWith('@casino/contract')) {
        const target = resolveContract(spec);
        if (target) visit(target);
      } else packages.add(spec);
    }
  };
  visit(start);
  return { files: [...files].map((f) => relative(SRC, f)), packages: [...packages] };
}
const coreGraph = () => graphFrom(join(SRC, 'index.ts'));

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });

describe('packaging', () => {
  it('the core barrel reaches neither validation, ui nor testing', () => {
    const { files } = coreGraph();
    expect(files).toContain('navigation/index.ts');
    expect(files.filter((f) => ENTRIES.some((e) => f.startsWith(`${e}/`)))).toEqual([]);
  });

  it('the core brings no zod, virtualiser or UI code to the first page load', () => {
    const { packages } = coreGraph();
    expect(packages.filter((p) => /^(zod|@tanstack|@testing-library|@hookform|react-hook-form|dompurify)/.test(p))).toEqual([]);
    expect(packages.filter((p) => p.startsWith('@casino/shared'))).toEqual([]);
  });

  it('the API schemas reach only zod and the import-free rule table, so the server loads them without the browser core', () => {
    const { files: reached, packages } = graphFrom(join(CONTRACT, 'schemas/index.ts'));
    const files = reached.map((f) => relative(CONTRACT, join(SRC, f)));
    expect(packages).toEqual(['zod']);
    // responsible-gaming/index.ts: the import-free choices of responsible gaming (periods, intervals);
    // toasts/toast-time.ts: the import-free bounds of the toast time setting.
    // validation/country-codes.ts, validation/documents.ts: the import-free lists of ISO codes and document types.
    // schemas/*: one file per namespace and their building blocks (common.ts).
    expect(files.filter((f) => !f.startsWith('schemas/')).sort()).toEqual([
      'responsible-gaming/index.ts',
      'toasts/toast-time.ts',
      'validation/country-codes.ts',
      'validation/documents.ts',
      'validation/field-rules.ts',
      'validation/messages.ts',
    ]);
  });

  it.each(ENTRIES)('%s reaches core state only through the package name', (entry) => {
    const offenders = walk(join(SRC, entry))
      .filter((f) => /\.tsx?$/.test(f))
      .flatMap((file) =>
        importsOf(file)
          .filter((spec) => spec.startsWith('.') && !spec.endsWith('.json')) // static data holds no state
          .filter((spec) => !resolve(dirname(file), spec).startsWith(join(SRC, entry)))
          .map((spec) => `${relative(SRC, file)} → ${spec}`),
      );
    expect(offenders).toEqual([]);
  });

  it('the contract package reaches no browser library: the server depends on it alone', () => {
    const packages = new Set<string>();
    for (const file of walk(CONTRACT).filter((f) => /\.ts$/.test(f) && !f.endsWith('.test.ts'))) {
      for (const spec of importsOf(file)) if (!spec.startsWith('.')) packages.add(spec);
    }
    expect([...packages].filter((p) => /^(react|react-dom|react-router|react-i18next|i18next|zustand|@casino\/shared)(\/|$)/.test(p))).toEqual([]);
    expect([...packages].sort()).toEqual(['zod']);
  });
});
