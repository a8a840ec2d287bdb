import type { RemoteApp, RouteObject } from '@casino/shared';
import contract from '@casino/contract/contract.json';
import { checkRemoteLayout } from './remote-layout';

/** Flattens nested keys ({ a: { b: 'x' } } → ['a.b']) to compare translation files. */
export function translationKeys(resources: object, prefix = ''): string[] {
  return Object.entries(resources)
    .flatMap(([key, value]) => (value && typeof value === 'object' ? translationKeys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]))
    .sort();
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * A language's keys with i18next plural keys (`x_one`, `x_few`…) folded into their base `x`, and
 * the plural keys that miss one of the language's own categories (uz: one/other; ru: one/few/many/other).
 */
export function pluralKeyProblems(keys: string[], locale: string): { bases: string[]; problems: string[] } {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  // A key is plural only beside its base's `_other` form ("balance_not_zero" alone is a plain key).
  const plural = new Set(keys.filter((k) => k.endsWith('_other')).map((k) => k.slice(0, -'_other'.length)));
  const baseOf = (k: string) => {
    const m = PLURAL.exec(k);
    return m && plural.has(k.slice(0, m.index)) ? { base: k.slice(0, m.index), category: m[1]! } : null;
  };
  const forms = new Map<string, Set<string>>();
  for (const k of keys) {
    const p = baseOf(k);
    if (p) forms.set(p.base, (forms.get(p.base) ?? new Set()).add(p.category));
  }
  const problems = [...forms].flatMap(([base, have]) => categories.filter((c) => !have.has(c)).map((c) => `${locale} lacks "${base}_${c}"`));
  const bases = [...new Set(keys.map((k) => baseOf(k)?.base ?? k))].sort();
  return { bases, problems };
}

function topSegments(routes: RouteObject[]): string[] {
  return routes.flatMap((r) => (r.path ? [r.path.split('/')[0] ?? ''] : r.children ? topSegments(r.children) : []));
}

/**
 * What the shell relies on from every remote's `./app` (ARCHITECTURE §3): its name, the contract
 * major it was built for, routes only under the prefixes its releases declare, and the same
 * translation keys in both languages (plural keys by their base, each with the language's plural forms).
 */
export async function checkRemoteContract(app: RemoteApp, pkg: { federation: { name: string; prefixes: string[] } }) {
  const problems: string[] = [];
  if (app.name !== pkg.federation.name) problems.push(`name ${app.name} ≠ ${pkg.federation.name}`);
  if (app.contract !== contract.major) problems.push(`contract ${app.contract} ≠ ${contract.major}`);
  for (const segment of topSegments(app.routes)) {
    if (!pkg.federation.prefixes.includes(segment)) problems.push(`route prefix "${segment}" is not declared`);
  }
  if (app.translations) {
    const [uz, ru] = await Promise.all([app.translations('uz'), app.translations('ru')]);
    const uzPlural = pluralKeyProblems(translationKeys(uz), 'uz');
    const ruPlural = pluralKeyProblems(translationKeys(ru), 'ru');
    problems.push(...uzPlural.problems, ...ruPlural.problems);
    // Plural keys count once, by their base: each language has its own plural forms.
    const uzKeys = uzPlural.bases;
    const ruKeys = ruPlural.bases;
    for (const k of uzKeys) if (!ruKeys.includes(k)) problems.push(`ru lacks "${k}"`);
    for (const k of ruKeys) if (!uzKeys.includes(k)) problems.push(`uz lacks "${k}"`);
  }
  return problems;
}

/** Every route, slot and dialog a remote's `./app` offers loads its component: problems, one per piece that did not. */
export async function checkRemoteLoads(app: RemoteApp): Promise<string[]> {
  const problems: string[] = [];
  type Piece = readonly [string, () => Promise<unknown>, (loaded: unknown) => unknown];
  const pieces: Piece[] = [
    ...app.routes.flatMap((route) =>
      typeof route.lazy === 'function'
        ? [[`route "${route.path ?? '(index)'}"`, route.lazy as () => Promise<unknown>, (m: unknown) => (m as { Component?: unknown }).Component] as Piece]
        : [],
    ),
    ...Object.entries(app.slots ?? {}).map(([name, load]): Piece => [`slot "${name}"`, load, (m: unknown) => (m as { default?: unknown }).default]),
    ...Object.entries(app.dialogs ?? {}).map(([name, load]): Piece => [`dialog "${name}"`, load, (m: unknown) => (m as { default?: unknown }).default]),
  ];
  for (const [what, load, component] of pieces) {
    const loaded = await load().catch((error: unknown) => error);
    if (loaded instanceof Error) problems.push(`${what} fails to load: ${loaded.message}`);
    else if (!component(loaded)) problems.push(`${what} loads no component`);
  }
  return problems;
}

/**
 * The contract check every remote runs as its `src/app.test.ts` (the kit's one copy): the
 * contract the shell relies on, the shared folder layout, and every route, slot and dialog loading.
 */
export function describeRemoteContract(app: RemoteApp, pkg: { federation: { name: string; prefixes: string[] } }, dir: string): void {
  describe(`the ./app contract of ${pkg.federation.name} the shell loads`, () => {
    it('names this remote, its contract major, declared route prefixes and complete translations', async () => {
      expect(await checkRemoteContract(app, pkg)).toEqual([]);
    });
    it('keeps the folder layout every remote shares', () => {
      expect(checkRemoteLayout(dir)).toEqual([]);
    });
    it('loads every route, slot and dialog it offers', async () => {
      expect(await checkRemoteLoads(app)).toEqual([]);
    });
  });
}
