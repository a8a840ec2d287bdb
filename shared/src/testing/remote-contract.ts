import type { RemoteApp, RouteObject } from '@casino/shared';
import contract from '../../contract.json';

/** Flattens nested keys ({ a: { b: 'x' } } → ['a.b']) to compare translation files. */
export function translationKeys(resources: object, prefix = ''): string[] {
  return Object.entries(resources)
    .flatMap(([key, value]) =>
      value && typeof value === 'object' ? translationKeys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
    )
    .sort();
}

function topSegments(routes: RouteObject[]): string[] {
  return routes.flatMap((r) => (r.path ? [r.path.split('/')[0] ?? ''] : r.children ? topSegments(r.children) : []));
}

/**
 * What the shell relies on from every remote's `./app` (ARCHITECTURE §3): its name, the contract
 * major it was built for, routes only under the prefixes its releases declare, and the same
 * translation keys in both languages.
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
    const uzKeys = translationKeys(uz);
    const ruKeys = translationKeys(ru);
    for (const k of uzKeys) if (!ruKeys.includes(k)) problems.push(`ru lacks "${k}"`);
    for (const k of ruKeys) if (!uzKeys.includes(k)) problems.push(`uz lacks "${k}"`);
  }
  return problems;
}
